import { type EvaluationPair, getEvaluationPair } from '../../../api/endpoints/evaluations';
import { getOrder } from '../../../api/endpoints/orders';
import { getTask } from '../../../api/endpoints/tasks';
import type { Order, Task } from '../../../api/order-types';
import { useInstance, useRoute, useStyles, useT } from '../../../app/context';
import { EVALUATION_WINDOW_SECONDS } from '../../../rules/task-lifecycle';
import { Button, buttonSheet } from '../../../ui/button';
import { EvaluationView, evaluationSheet, useDate } from '../../../ui/evaluation';
import { useUid } from '../../../ui/ids';
import { NavBar } from '../../../ui/nav-bar';
import { ErrorState, Loading } from '../../../ui/states';
import { useLoad } from '../../../ui/use-load';
import { sheet } from './styles';

const DAY = 86400;

interface Loaded {
  task: Task;
  pair: EvaluationPair;
  order: Order;
}

/**
 * Both evaluations of a task (`query.id`), for its poster or taker: the caller's own (or the
 * way to write it while the 14 days last) and the other party's, or why it is not shown:
 * hidden until the caller evaluates too (double-blind), not written yet, or never written.
 */
export default function EvaluateDetail() {
  const uid = useUid('mp-d');
  const t = useT();
  useStyles(buttonSheet, evaluationSheet, sheet);
  const { api, router } = useInstance();
  const id = useRoute().query.id ?? '';
  const date = useDate();
  const load = useLoad<Loaded>(async () => {
    const [task, pair] = await Promise.all([getTask(api, id), getEvaluationPair(api, id)]);
    return { task, pair, order: await getOrder(api, task.goods_order_id) };
  }, [id]);

  let body = null;
  if (load.data) {
    const { task, pair, order } = load.data;
    const name = (pair.role === 'poster' ? task.taker : order.poster).s_username;
    const settled = task.status === 'completed' || task.status === 'split';
    const open = settled && pair.evaluate_by !== null && Date.now() / 1000 < pair.evaluate_by;
    const until = date(pair.evaluate_by ?? 0);
    let theirsNote = 'evaluateDetail.notSettled';
    if (settled) {
      theirsNote = pair.theirs_waiting
        ? 'evaluateDetail.theirsWaiting'
        : open
          ? 'evaluateDetail.theirsNotYet'
          : 'evaluateDetail.theirsNever';
    }
    body = (
      <>
        <button
          type="button"
          class="mp-ed__order"
          onClick={() => router.navigateTo('orderDetail', { id: order.id })}
        >
          <span class="mp-ed__title">{order.title}</span>{' '}
          <span class="mp-muted">{t(`lifecycle.task.${task.status}`)}</span>
        </button>
        <section class="mp-ed__box" aria-labelledby={`${uid}-mine`}>
          <h2 id={`${uid}-mine`} class="mp-ed__h">
            {t('evaluateDetail.mine', { name })}
          </h2>
          {pair.mine ? (
            <EvaluationView evaluation={pair.mine} />
          ) : open ? (
            <>
              <p class="mp-muted">{t('evaluateDetail.mineNotYet', { name, date: until })}</p>
              <Button variant="primary" onClick={() => router.navigateTo('evaluateServer', { id: task.id })}>
                {t('evaluateDetail.evaluate')}
              </Button>
            </>
          ) : (
            <p class="mp-muted">
              {t(settled ? 'evaluateDetail.mineNever' : 'evaluateDetail.notSettled', {
                days: EVALUATION_WINDOW_SECONDS / DAY,
              })}
            </p>
          )}
        </section>
        <section class="mp-ed__box" aria-labelledby={`${uid}-theirs`}>
          <h2 id={`${uid}-theirs`} class="mp-ed__h">
            {t('evaluateDetail.theirs', { name })}
          </h2>
          {pair.theirs ? (
            <EvaluationView evaluation={pair.theirs} />
          ) : (
            <p class="mp-muted">
              {t(theirsNote, { name, date: until, days: EVALUATION_WINDOW_SECONDS / DAY })}
            </p>
          )}
        </section>
        <p class="mp-ed__rule">{t('evaluateDetail.rule', { days: EVALUATION_WINDOW_SECONDS / DAY })}</p>
      </>
    );
  } else if (load.error) {
    body = <ErrorState message={load.error} onRetry={load.reload} />;
  } else {
    body = <Loading />;
  }

  return (
    <div class="mp-page">
      <NavBar title={t('evaluateDetail.title')} />
      <div class="mp-body">{body}</div>
    </div>
  );
}

export { default as messages } from './messages';
