import { getKefuMe } from '../../../api/endpoints/kefu';
import { getTask, newActionKey, transitionTask } from '../../../api/endpoints/tasks';
import type { TransitionName } from '../../../api/order-types';
import { useApi, useRoute, useRouter, useStyles, useT } from '../../../app/context';
import { useMemo, useState } from '../../../lib/preact';
import { Cell, cellSheet } from '../../../ui/cell';
import { Field } from '../../../ui/field';
import { kefuSheet, ReasonAction, Section, useWhen } from '../../../ui/kefu/kefu';
import { formatFen, parseYuan } from '../../../ui/money';
import { NavBar } from '../../../ui/nav-bar';
import { quietApi } from '../../../ui/quiet-api';
import { ErrorState, Loading } from '../../../ui/states';
import { useLoad } from '../../../ui/use-load';

/** Money decisions: above the supervisor threshold an agent is told before trying. */
const MONEY: readonly TransitionName[] = [
  'resolve-release',
  'resolve-refund',
  'resolve-split',
  'confirm',
  'accept-cancel',
];

/**
 * One task for kefu: its state, fee and parties, and every transition kefu may take now, each
 * with a reason; a dispute is released to the taker, refunded to the poster, or split by the
 * taker's amount. Links to the transaction detail, the order and both people.
 */
export default function KefuTask() {
  const t = useT();
  useStyles(cellSheet, kefuSheet);
  const rawApi = useApi();
  const api = useMemo(() => quietApi(rawApi), [rawApi]);
  const router = useRouter();
  const { query } = useRoute();
  const when = useWhen();
  const id = query.id ?? '';
  const task = useLoad(() => getTask(rawApi, id), [id]);
  const me = useLoad(() => getKefuMe(rawApi), []);
  const [takerYuan, setTakerYuan] = useState('');

  const data = task.data;
  let body = null;
  if (data) {
    const act = (name: TransitionName) => async (reason: string) => {
      let taker_fen: number | undefined;
      if (name === 'resolve-split') {
        const fen = parseYuan(takerYuan);
        if (fen === null || fen <= 0 || fen >= data.price_fen) {
          throw new Error(t('kefuTask.splitRange', { fee: formatFen(data.price_fen) }));
        }
        taker_fen = fen;
      }
      await transitionTask(
        api,
        data.id,
        name,
        { reason, expected_state: data.status, ...(taker_fen ? { taker_fen } : {}) },
        newActionKey(),
      );
      task.reload();
    };
    const overLimit = me.data && me.data.level === 'agent' && data.price_fen > me.data.supervisor_above_fen;
    const go = (path: string, to: number) => () =>
      router.navigateTo(path as '/pagesManage/kefuTrade/kefuTrade', { id: String(to) });
    body = (
      <>
        <Section title={`${t('kefuTask.task')} #${data.id}`}>
          <p>
            {t(`lifecycle.task.${data.status}`)} · {formatFen(data.price_fen)}
          </p>
          <div class="mp-group">
            <Cell label={t('kefuTask.trade')} onClick={go('/pagesManage/kefuTrade/kefuTrade', data.id)} />
            <Cell
              label={t('kefuTask.order')}
              onClick={go('/pagesManage/kefuOrder/kefuOrder', data.goods_order_id)}
            />
            <Cell
              label={`${t('kefuTask.taker')} ${data.taker.s_username}`}
              onClick={go('/pagesManage/kefuUser/kefuUser', data.taker.id)}
            />
          </div>
        </Section>
        <Section title={t('kefuTask.actions')}>
          {data.actions.length === 0 && <p class="mp-kf__meta">{t('kefuTask.noActions')}</p>}
          {overLimit && data.actions.some((a) => MONEY.includes(a)) && (
            <p class="mp-kf__meta">
              {t('kefuTask.supervisorOnly', { amount: formatFen(me.data?.supervisor_above_fen ?? 0) })}
            </p>
          )}
          {data.actions.map((name) => (
            <ReasonAction
              key={name}
              label={t(`lifecycle.action.${name}`)}
              variant={name === 'resolve-refund' ? 'danger' : 'default'}
              onSubmit={act(name)}
            >
              {name === 'resolve-split' && (
                <Field
                  label={t('kefuTask.takerPart', { fee: formatFen(data.price_fen) })}
                  value={takerYuan}
                  onInput={setTakerYuan}
                  inputMode="decimal"
                />
              )}
            </ReasonAction>
          ))}
        </Section>
        <Section title={t('kefuTask.log')}>
          <ul class="mp-kf__list">
            {data.log.map((record) => (
              <li key={`${record.transition}${record.at}${record.to}`} class="mp-kf__row">
                <span>
                  {t(`lifecycle.action.${record.transition}`)} {record.reason}
                </span>
                <span class="mp-kf__meta">{when(record.at)}</span>
              </li>
            ))}
          </ul>
        </Section>
      </>
    );
  } else if (task.error) {
    body = <ErrorState message={task.error} onRetry={task.reload} />;
  } else {
    body = <Loading />;
  }
  return (
    <div class="mp-page">
      <NavBar title={t('kefuTask.title')} />
      <div class="mp-body">{body}</div>
    </div>
  );
}

export { default as messages } from './messages';
