import { getKefuTrade, type KefuChat, readKefuChat } from '../../../api/endpoints/kefu';
import { useApi, useRoute, useRouter, useStyles, useT } from '../../../app/context';
import { useMemo, useState } from '../../../lib/preact';
import { Cell, cellSheet } from '../../../ui/cell';
import { AuditList, kefuSheet, ReasonAction, Section, useWhen } from '../../../ui/kefu/kefu';
import { formatFen } from '../../../ui/money';
import { NavBar } from '../../../ui/nav-bar';
import { quietApi } from '../../../ui/quiet-api';
import { ErrorState, Loading } from '../../../ui/states';
import { useLoad } from '../../../ui/use-load';

/**
 * A task's whole transaction for kefu: fee, coupon and parties; payments; ledger entries;
 * lifecycle log; evaluations; the audit log; and the two parties' chat, read-only, opened with
 * a reason (audited).
 */
export default function KefuTrade() {
  const t = useT();
  useStyles(cellSheet, kefuSheet);
  const rawApi = useApi();
  const api = useMemo(() => quietApi(rawApi), [rawApi]);
  const router = useRouter();
  const when = useWhen();
  const { query } = useRoute();
  const id = query.id ?? '';
  const trade = useLoad(() => getKefuTrade(rawApi, id), [id]);
  const [chat, setChat] = useState<KefuChat | null>(null);

  const data = trade.data;
  let body = null;
  if (data) {
    const k = data.task;
    const user = (to: number) => () =>
      router.navigateTo('/pagesManage/kefuUser/kefuUser', { id: String(to) });
    const openChat = async (reason: string) => {
      setChat(await readKefuChat(api, { goods_order_task_id: k.id, reason }));
      trade.reload();
    };
    body = (
      <>
        <Section title={`#${k.id} ${k.title}`}>
          <Cell label={t('kefuTrade.status')} value={t(`lifecycle.task.${k.status}`)} />
          <Cell label={t('kefuTrade.fee')} value={formatFen(k.price_fen)} />
          <Cell
            label={t('kefuTrade.coupon')}
            value={k.coupon_fen > 0 ? formatFen(k.coupon_fen) : t('kefuTrade.noCoupon')}
          />
          <Cell label={`${t('kefuTrade.poster')} ${k.poster_name}`} onClick={user(k.poster_id)} />
          <Cell label={`${t('kefuTrade.taker')} ${k.taker_name}`} onClick={user(k.taker_id)} />
          <Cell label={t('kefuTrade.address')} value={`${k.region} ${k.address}`} />
        </Section>
        <Section title={t('kefuTrade.payments')}>
          {data.payments.length === 0 && <p class="mp-kf__meta">{t('kefuTrade.none')}</p>}
          {data.payments.map((p) => (
            <p key={p.id} class="mp-kf__row">
              <span>
                {p.purpose} · {p.status}
              </span>
              <span>{formatFen(p.amount_fen)}</span>
            </p>
          ))}
        </Section>
        <Section title={t('kefuTrade.ledger')}>
          {data.ledger.length === 0 && <p class="mp-kf__meta">{t('kefuTrade.none')}</p>}
          {data.ledger.map((e) => (
            <p key={e.id} class="mp-kf__row">
              <span>
                {e.account} <span class="mp-kf__meta">{e.kind}</span>
              </span>
              <span>{formatFen(e.amount_fen)}</span>
            </p>
          ))}
        </Section>
        <Section title={t('kefuTrade.log')}>
          {data.log.map((l) => (
            <p key={l.id} class="mp-kf__row">
              <span>
                {t(`lifecycle.action.${l.transition}`)} ({l.actor_role}) {l.reason ?? ''}
              </span>
              <span class="mp-kf__meta">{when(l.at)}</span>
            </p>
          ))}
        </Section>
        <Section title={t('kefuTrade.evaluations')}>
          {data.evaluations.length === 0 && <p class="mp-kf__meta">{t('kefuTrade.none')}</p>}
          {data.evaluations.map((e) => (
            <p key={e.id} class="mp-kf__row">
              <span>
                {'★'.repeat(e.stars)} {e.content}
              </span>
              <span class="mp-kf__meta">{e.author_role}</span>
            </p>
          ))}
        </Section>
        <Section title={t('kefuTrade.chat')}>
          {chat ? (
            chat.list.length === 0 ? (
              <p class="mp-kf__meta">{t('kefuTrade.none')}</p>
            ) : (
              chat.list.map((m) => (
                <p key={m.id} class="mp-kf__row">
                  <span>
                    <strong>
                      {m.sender_id === chat.poster_id
                        ? k.poster_name
                        : m.sender_id === chat.taker_id
                          ? k.taker_name
                          : m.kind}
                    </strong>{' '}
                    {m.content}
                  </span>
                  <span class="mp-kf__meta">{when(m.created_at)}</span>
                </p>
              ))
            )
          ) : (
            <ReasonAction label={t('kefuTrade.openChat')} onSubmit={openChat} />
          )}
        </Section>
        <Section title={t('kefu.audit')}>
          <AuditList rows={data.audit} empty={t('kefu.noAudit')} />
        </Section>
      </>
    );
  } else if (trade.error) {
    body = <ErrorState message={trade.error} onRetry={trade.reload} />;
  } else {
    body = <Loading />;
  }
  return (
    <div class="mp-page">
      <NavBar title={t('kefuTrade.title')} />
      <div class="mp-body">{body}</div>
    </div>
  );
}

export { default as messages } from './messages';
