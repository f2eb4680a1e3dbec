/** @jsxRuntime classic */
/** @jsx h */
// Core JSX compiles to h() calls (classic runtime), so the core needs no preact/jsx-runtime
// (126 B gzip); lazy code keeps the automatic runtime. Biome does not read the pragma.
// Preact itself, not lib/preact: that would bring preact/hooks into the core (lib/preact.ts).
// biome-ignore lint/correctness/noUnusedImports: h is the JSX factory (pragma above)
import { Component, type ComponentType, h } from 'preact';
import { PageContext } from '../app/contexts';
import { PAGE_LOAD_DELAY_MS, PAGE_LOAD_TIMEOUT_MS } from '../config';
import type { TFunction } from '../i18n';
import type { PageEntry, Router } from './router';

/** After the first 200 ms of an attempt (nothing shows before), and when it has failed. */
enum Phase {
  Loading = 1,
  Failed,
}

interface PageViewProps {
  entry: PageEntry;
  /** Pages below the top stay mounted but hidden, keeping their scroll and state. */
  hidden: boolean;
  router: Router;
  t: TFunction;
}

/**
 * One page of the stack and its lazy screen (its group's table first, when a group route's
 * table is not in yet; the not-found page for an unknown route): nothing for the first 200 ms,
 * then a loading view; after 60000 ms, or when a chunk fails (a vanished chunk after a deploy,
 * no network), the connection-timeout text, and a tap anywhere retries.
 * A class component (no preact/hooks in the core) that the shell re-renders only when the page
 * shows or hides or the locale switches: its screen subscribes to what it shows itself.
 */
export class PageView extends Component<PageViewProps> {
  /** The screen once loaded; then `phase` no longer matters. */
  declare screen?: ComponentType;
  /** Undefined for the first 200 ms of an attempt, then Loading; Failed ends it. */
  declare phase?: Phase;
  /** Ends the current attempt: its timers, and its late result is ignored. */
  declare stop?: () => void;

  override componentWillMount() {
    // a screen loaded before (a page visited again) renders at once
    this.screen = this.props.router.loaded(this.props.entry.path);
    if (!this.screen) this.load(false);
  }

  override componentWillUnmount() {
    this.stop?.();
  }

  override shouldComponentUpdate(next: PageViewProps) {
    // its own changes re-render it through forceUpdate, which skips this
    return next.hidden !== this.props.hidden || next.t !== this.props.t;
  }

  /** Fetches the screen; `again` on a retry, so a failed chunk is fetched anew. */
  load(again: boolean) {
    this.stop?.();
    let live = true;
    const show = (phase?: Phase, screen?: ComponentType) => {
      if (!live) return;
      this.phase = phase;
      this.screen = screen;
      this.forceUpdate();
    };
    const slow = setTimeout(() => show(Phase.Loading), PAGE_LOAD_DELAY_MS);
    const dead = setTimeout(() => show(Phase.Failed), PAGE_LOAD_TIMEOUT_MS);
    const stop = () => {
      live = false;
      clearTimeout(slow);
      clearTimeout(dead);
    };
    this.stop = stop;
    this.props.router
      .load(this.props.entry.path, again)
      .then(
        (screen) => show(undefined, screen),
        () => show(Phase.Failed),
      )
      .finally(stop);
    if (this.phase) show();
  }

  override render({ entry, hidden, t }: PageViewProps) {
    const Screen = this.screen;
    return (
      // hidden is display:none, which takes the page out of the accessibility tree too
      <section class="mp-stack-page" hidden={hidden}>
        <PageContext.Provider value={entry}>
          {Screen ? (
            <Screen />
          ) : this.phase === Phase.Failed ? (
            <button type="button" class="mp-page mp-retry" onClick={() => this.load(true)}>
              <span class="mp-state">{t('error.connectionTimeout')}</span>
            </button>
          ) : this.phase ? (
            <div class="mp-page">
              <div class="mp-state" role="status">
                <span class="mp-spin mp-spin--lg" aria-hidden="true" />
                <span class="mp-state__text">{t('common.loading')}</span>
              </div>
            </div>
          ) : null}
        </PageContext.Provider>
      </section>
    );
  }
}
