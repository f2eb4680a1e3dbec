import { useStyles, useT } from '../app/context';
import type { Sheet } from '../app/sheets';
import { FIRST_PAGE } from '../config';
import { type ComponentChildren, useCallback, useEffect, useRef, useState } from '../lib/preact';
import { buttonSheet } from './button';
import { errorText, isAborted } from './errors';
import { EmptyState, ErrorState, Loading } from './states';
import { MUTED } from './theme';

/** The list and its footer; the footer's buttons are `.mp-link`s (button.tsx). */
export const listSheet: Sheet = {
  id: 'load-more-list',
  css: `
.mp-list__items{margin:0;padding:0;list-style:none}
.mp-list__footer{padding:14px;text-align:center;color:${MUTED};font-size:14px}
`,
};

/** One page of a list, as every list call answers. */
export interface ListPage<T> {
  list: T[];
  has_more: boolean;
}

export interface LoadMoreListProps<T> {
  /** Loads one page; pages start at FIRST_PAGE (1). */
  load: (page: number) => Promise<ListPage<T>>;
  render: (item: T, index: number) => ComponentChildren;
  itemKey?: (item: T, index: number) => string | number;
  /** Shown when the first page is empty. */
  empty?: ComponentChildren;
  /** Accessible name of the list. */
  label?: string;
}

type Status = 'idle' | 'loading' | 'error' | 'done';

/**
 * A paged list: loads page 1, then the next page when its footer scrolls into view
 * (IntersectionObserver) or when the "load more" button is pressed. Errors keep what is
 * loaded and offer a retry.
 *
 * @example <LoadMoreList load={(page) => getAgreementList(api, page)} render={(a) => <Cell label={a.title} />} />
 */
export function LoadMoreList<T>({ load, render, itemKey, empty, label }: LoadMoreListProps<T>) {
  const t = useT();
  useStyles(buttonSheet, listSheet);
  const [items, setItems] = useState<T[]>([]);
  const [status, setStatus] = useState<Status>('idle');
  const [error, setError] = useState('');
  const page = useRef(FIRST_PAGE);
  const busy = useRef(false);
  const alive = useRef(true);
  const footer = useRef<HTMLDivElement>(null);
  const loader = useRef(load);
  loader.current = load;
  const tr = useRef(t);
  tr.current = t;

  const next = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setStatus('loading');
    try {
      const res = await loader.current(page.current);
      if (!alive.current) return;
      page.current++;
      setItems((old) => old.concat(res.list));
      setStatus(res.has_more && res.list.length ? 'idle' : 'done');
    } catch (err) {
      if (!alive.current || isAborted(err)) return;
      setError(errorText(err, tr.current));
      setStatus('error');
    } finally {
      busy.current = false;
    }
  }, []);

  useEffect(() => {
    alive.current = true;
    void next();
    return () => {
      alive.current = false;
    };
  }, [next]);

  useEffect(() => {
    const el = footer.current;
    if (status !== 'idle' || !el || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && void next());
    io.observe(el);
    return () => io.disconnect();
  }, [status, next]);

  if (!items.length) {
    if (status === 'error') return <ErrorState message={error} onRetry={next} />;
    if (status === 'done') return <>{empty ?? <EmptyState />}</>;
    return <Loading />;
  }

  return (
    <div>
      <ul class="mp-list__items" aria-label={label} aria-busy={status === 'loading' || undefined}>
        {items.map((item, i) => (
          <li key={itemKey ? itemKey(item, i) : i}>{render(item, i)}</li>
        ))}
      </ul>
      <div ref={footer} class="mp-list__footer">
        {status === 'loading' && <span role="status">{t('common.loading')}</span>}
        {status === 'done' && <span>{t('common.noMore')}</span>}
        {status === 'idle' && (
          <button type="button" class="mp-link" onClick={next}>
            {t('common.loadMore')}
          </button>
        )}
        {status === 'error' && (
          <span role="alert">
            {error}{' '}
            <button type="button" class="mp-link" onClick={next}>
              {t('common.retry')}
            </button>
          </span>
        )}
      </div>
    </div>
  );
}
