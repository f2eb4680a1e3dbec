/** @jsxRuntime classic */
/** @jsx h */
// Core JSX compiles to h() calls (classic runtime), so the core needs no preact/jsx-runtime;
// lazy code keeps the automatic runtime. Biome does not read the pragma. The core's components
// are classes, so the core needs no hooks either (lib/preact-core.ts).
import type { Instance } from '../app/context';
import { InstanceContext } from '../app/contexts';
import { PAGE_LOAD_DELAY_MS, PAGE_LOAD_TIMEOUT_MS } from '../config';
// biome-ignore lint/correctness/noUnusedImports: h is the JSX factory (pragma above)
import { Component, type ComponentType, h } from '../lib/preact-core';

interface LazyState {
  screen?: ComponentType | undefined;
  phase: 'wait' | 'loading' | 'failed';
}

/**
 * A lazy screen: nothing for the first 200 ms, then a loading view; after 60000 ms, or when
 * the chunk fails (a vanished chunk after a deploy, no network), the connection-timeout
 * text, and a tap anywhere retries. Its texts follow the locale: the shell re-renders the
 * page on every switch.
 */
export class LazyScreen extends Component<{ name: string }, LazyState> {
  static override contextType = InstanceContext;
  declare context: Instance;
  /** Cancels the attempt under way: its timers, and its answer. */
  private stop = () => {};

  constructor(props: { name: string }, context: Instance) {
    super(props, context);
    this.state = { screen: context.router.loaded(props.name), phase: 'wait' };
  }

  override componentDidMount(): void {
    this.load(false);
  }

  override componentWillUnmount(): void {
    this.stop();
  }

  /** Fetches the screen (`fresh`: again, after a failure). */
  load(fresh: boolean): void {
    this.stop();
    if (this.state.screen) return;
    let live = true;
    this.setState({ phase: 'wait' });
    const slow = setTimeout(
      () => this.setState((s) => (s.phase === 'wait' ? { phase: 'loading' } : null)),
      PAGE_LOAD_DELAY_MS,
    );
    const dead = setTimeout(() => this.setState({ phase: 'failed' }), PAGE_LOAD_TIMEOUT_MS);
    this.stop = () => {
      live = false;
      clearTimeout(slow);
      clearTimeout(dead);
    };
    this.context.router.load(this.props.name, fresh).then(
      (screen) => {
        if (!live) return;
        this.stop();
        this.setState({ screen });
      },
      () => {
        if (!live) return;
        this.stop();
        this.setState({ phase: 'failed' });
      },
    );
  }

  override render() {
    const { screen: Screen, phase } = this.state;
    const { t } = this.context.i18n;
    if (Screen) return <Screen />;
    if (phase === 'failed') {
      return (
        <button type="button" class="mp-page mp-retry" onClick={() => this.load(true)}>
          <span class="mp-state">{t('error.connectionTimeout')}</span>
        </button>
      );
    }
    if (phase === 'loading') {
      return (
        <div class="mp-page">
          <div class="mp-state" role="status">
            <span class="mp-spin mp-spin--lg" aria-hidden="true" />
            <span class="mp-state__text">{t('common.loading')}</span>
          </div>
        </div>
      );
    }
    return null;
  }
}
