import { type Found, getKefuQueues, searchKefu } from '../../../api/endpoints/kefu';
import { useApi, useRouter, useStyles, useT } from '../../../app/context';
import { useMemo, useState } from '../../../lib/preact';
import { Button, buttonSheet } from '../../../ui/button';
import { Cell, cellSheet } from '../../../ui/cell';
import { errorText, isAborted } from '../../../ui/errors';
import { Field, fieldSheet } from '../../../ui/field';
import { kefuSheet, Section } from '../../../ui/kefu/kefu';
import { QueueItemRow } from '../../../ui/kefu/queue-item';
import { NavBar } from '../../../ui/nav-bar';
import { quietApi } from '../../../ui/quiet-api';
import { ErrorState, Loading } from '../../../ui/states';
import { useLoad } from '../../../ui/use-load';

const TASK = '/pagesManage/kefuTask/kefuTask';
const USER = '/pagesManage/kefuUser/kefuUser';
const ORDER = '/pagesManage/kefuOrder/kefuOrder';

/**
 * The console's start: search a person by phone or id, an order or a task by id or title; the
 * queues (open disputes, cancellations past their answer time, certificates and businesses to
 * verify, reported content, unanswered feedback), each with its count and its oldest items
 * first, each item settled right there (ui/kefu/queue-item.tsx) and gone from the queue after.
 */
export default function KefuOperation() {
  const t = useT();
  useStyles(buttonSheet, cellSheet, fieldSheet, kefuSheet);
  const rawApi = useApi();
  const api = useMemo(() => quietApi(rawApi), [rawApi]);
  const router = useRouter();
  const queues = useLoad(() => getKefuQueues(rawApi), []);
  const [q, setQ] = useState('');
  const [found, setFound] = useState<Found | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const search = async (e: Event) => {
    e.preventDefault();
    if (q.trim() === '') {
      setError(t('kefuOperation.qRequired'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      setFound(await searchKefu(api, q.trim()));
    } catch (err) {
      if (!isAborted(err)) setError(errorText(err, t));
    } finally {
      setBusy(false);
    }
  };
  const open = (path: string, id: number) => () => router.navigateTo(path as typeof TASK, { id: String(id) });
  const none = found && found.users.length + found.orders.length + found.tasks.length === 0;

  return (
    <div class="mp-page">
      <NavBar title={t('kefuOperation.title')} />
      <div class="mp-body">
        <form onSubmit={search}>
          <Field label={t('kefuOperation.search')} value={q} onInput={setQ} error={error} />
          <Button type="submit" variant="primary" loading={busy}>
            {t('kefuOperation.find')}
          </Button>
        </form>
        {none && <p class="mp-kf__meta">{t('kefuOperation.nothing')}</p>}
        {found && !none && (
          <div class="mp-group">
            {found.users.map((u) => (
              <Cell
                key={`u${u.id}`}
                label={`${t('kefuOperation.user')} #${u.id} ${u.s_username}`}
                value={u.phone}
                onClick={open(USER, u.id)}
              />
            ))}
            {found.orders.map((o) => (
              <Cell
                key={`o${o.id}`}
                label={`${t('kefuOperation.order')} #${o.id} ${o.title}`}
                value={t(`lifecycle.order.${o.status}`)}
                onClick={open(ORDER, o.id)}
              />
            ))}
            {found.tasks.map((k) => (
              <Cell
                key={`t${k.id}`}
                label={`${t('kefuOperation.task')} #${k.id} ${k.title}`}
                value={t(`lifecycle.task.${k.status}`)}
                onClick={open(TASK, k.id)}
              />
            ))}
          </div>
        )}
        {queues.data ? (
          queues.data.queues.map((queue) => (
            <Section
              key={queue.name}
              title={`${t(`kefuOperation.queue${queue.name.charAt(0).toUpperCase()}${queue.name.slice(1)}`)} (${queue.count})`}
            >
              {queue.items.length === 0 ? (
                <p class="mp-kf__meta">{t('kefuOperation.queueEmpty')}</p>
              ) : (
                <div>
                  {queue.items.map((item) => (
                    <QueueItemRow
                      key={`${item.record_type}${item.record_id}`}
                      queue={queue.name}
                      item={item}
                      onOpen={(what, id) => open(what === 'task' ? TASK : USER, id)()}
                      onSettled={queues.reload}
                    />
                  ))}
                </div>
              )}
            </Section>
          ))
        ) : queues.error ? (
          <ErrorState message={queues.error} onRetry={queues.reload} />
        ) : (
          <Loading />
        )}
      </div>
    </div>
  );
}

export { default as messages } from './messages';
