/** @jsxRuntime classic */
/** @jsx h */
// Core JSX compiles to h() calls (classic runtime), so the core needs no preact/jsx-runtime
// (126 B gzip); lazy code keeps the automatic runtime. Biome does not read the pragma.
import { useRouter, useT } from '../app/context';
import { PAGE_LOAD_DELAY_MS, PAGE_LOAD_TIMEOUT_MS } from '../config';
// biome-ignore lint/correctness/noUnusedImports: h is the JSX factory (pragma above)
import { type ComponentType, h, useEffect, useState } from '../lib/preact';

type Phase = 'wait' | 'loading' | 'failed';

/**
 * The lazy screen of a page's path (its group's table first, when a group route's table is not
 * in yet; the not-found page for an unknown route): nothing for the first 200 ms, then a
 * loading view; after 60000 ms, or when a chunk fails (a vanished chunk after a deploy, no
 * network), the connection-timeout text, and a tap anywhere retries.
 */
export function LazyScreen({ path }: { path: string }) {
  const router = useRouter();
  const t = useT();
  const [screen, setScreen] = useState<ComponentType | undefined>(() => router.loaded(path));
  const [phase, setPhase] = useState<Phase>('wait');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (screen) return;
    let live = true;
    setPhase('wait');
    const slow = setTimeout(() => setPhase((p) => (p === 'wait' ? 'loading' : p)), PAGE_LOAD_DELAY_MS);
    const dead = setTimeout(() => setPhase('failed'), PAGE_LOAD_TIMEOUT_MS);
    const stop = () => {
      clearTimeout(slow);
      clearTimeout(dead);
    };
    router.load(path, attempt > 0).then(
      (component) => {
        stop();
        if (live) setScreen(() => component);
      },
      () => {
        stop();
        if (live) setPhase('failed');
      },
    );
    return () => {
      live = false;
      stop();
    };
  }, [path, attempt]);

  if (screen) {
    const Screen = screen;
    return <Screen />;
  }
  if (phase === 'failed') {
    return (
      <button type="button" class="mp-page mp-retry" onClick={() => setAttempt((a) => a + 1)}>
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
