import { useStyles, useT } from '../app/context';
import type { Sheet } from '../app/sheets';
import { type ComponentChildren, useCallback, useEffect, useRef, useState } from '../lib/preact';
import { buttonSheet } from './button';
import { errorText, isAborted } from './errors';
import { EmptyState, ErrorState, Loading } from './states';

/**
 * The list and its footer. Its own sheet rather than load-more-list's: importing that one would
 * bring LoadMoreList into every chunk that draws a CursorList (the task hall's first load).
 */
export const cursorListSheet: Sheet = {
  id: 'cursor-list',
  css: `.mp-clist{margin:0;padding:0;list-style:none}.mp-clist__footer{padding:14px;text-align:center;color:var(--mp-muted);font-size:14px}`,
};

/** One keyset page, as the hall, hot, recommend and search answer. */
export interface CursorListPage<T> {
  list: T[];
  next_cursor: string | null;
  has_more: boolean;
}

export interface CursorListProps<T extends { id: number }> {
  /** Loads the page after `cursor` (undefined: the first page). */
  load: (cursor: string | undefined) => Promise<CursorListPage<T>>;
  render: (item: T) => ComponentChildren;
  /** Shown when the first page is empty. */
  empty?: ComponentChildren;
  /** Accessible name of the list. */
  label?: string;
}

type Status = 'idle' | 'loading' | 'error' | 'done';

/**
 * LoadMoreList for keyset pages: the next page is asked with the `next_cursor` of the last one,
 * and an item already shown is not repeated. Give it a `key` of its query to start over when
 * the query changes (filters).
 *
 * @example <CursorList key={JSON.stringify(query)} load={(cursor) => getHall(api, { ...query, cursor })} render={(o) => <OrderCard order={o} />} />
 */
export function CursorList<T extends { id: number }>({ load, render, empty, label }: CursorListProps<T>) {
  const t = useT();
  useStyles(buttonSheet, cursorListSheet);
  const [items, setItems] = useState<T[]>([]);
  const [status, setStatus] = useState<Status>('idle');
  const [error, setError] = useState('');
  const cursor = useRef<string | undefined>(undefined);
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
      const res = await loader.current(cursor.current);
      if (!alive.current) return;
      cursor.current = res.next_cursor ?? undefined;
      setItems((old) => old.concat(res.list.filter((n) => !old.some((o) => o.id === n.id))));
      setStatus(res.has_more && res.next_cursor ? 'idle' : 'done');
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
      <ul class="mp-clist" aria-label={label} aria-busy={status === 'loading' || undefined}>
        {items.map((item) => (
          <li key={item.id}>{render(item)}</li>
        ))}
      </ul>
      <div ref={footer} class="mp-clist__footer">
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
