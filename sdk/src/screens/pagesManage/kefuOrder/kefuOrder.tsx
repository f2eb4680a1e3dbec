import { kefuModifyOrder, revealKefu } from '../../../api/endpoints/kefu';
import { cancelOrder, getOrder } from '../../../api/endpoints/orders';
import { useApi, useRoute, useRouter, useStyles, useT } from '../../../app/context';
import { useMemo, useState } from '../../../lib/preact';
import { Cell, cellSheet } from '../../../ui/cell';
import { Field, Textarea } from '../../../ui/field';
import { kefuSheet, ReasonAction, Section } from '../../../ui/kefu/kefu';
import { formatFen, parseYuan } from '../../../ui/money';
import { NavBar } from '../../../ui/nav-bar';
import { quietApi } from '../../../ui/quiet-api';
import { ErrorState, Loading } from '../../../ui/states';
import { useLoad } from '../../../ui/use-load';

/**
 * One order for kefu: its fields (the exact address shown only with a reason, audited), a
 * correction of its title, description or price with a reason (the takers waiting on it get a
 * system message), and its removal with a reason.
 */
export default function KefuOrder() {
  const t = useT();
  useStyles(cellSheet, kefuSheet);
  const rawApi = useApi();
  const api = useMemo(() => quietApi(rawApi), [rawApi]);
  const router = useRouter();
  const { query } = useRoute();
  const id = query.id ?? '';
  const order = useLoad(() => getOrder(rawApi, id), [id]);
  const [title, setTitle] = useState<string | null>(null);
  const [description, setDescription] = useState<string | null>(null);
  const [price, setPrice] = useState<string | null>(null);
  const [address, setAddress] = useState<string | null>(null);

  const data = order.data;
  let body = null;
  if (data) {
    const save = async (reason: string) => {
      const change: { title?: string; description?: string; price_fen?: number } = {};
      if (title !== null && title.trim() !== data.title) change.title = title.trim();
      if (description !== null && description.trim() !== data.description)
        change.description = description.trim();
      if (price !== null) {
        const fen = parseYuan(price);
        if (fen === null) throw new Error(t('kefuOrder.priceInvalid'));
        if (fen !== data.price_fen) change.price_fen = fen;
      }
      if (Object.keys(change).length === 0) throw new Error(t('kefuOrder.nothingChanged'));
      await kefuModifyOrder(api, { id: data.id, ...change, reason });
      setTitle(null);
      setDescription(null);
      setPrice(null);
      order.reload();
    };
    const remove = async (reason: string) => {
      await cancelOrder(api, data.id, reason);
      order.reload();
    };
    const reveal = async (reason: string) => {
      setAddress(
        (await revealKefu(api, { record_type: 'order', id: data.id, what: 'address', reason })).value,
      );
    };
    body = (
      <>
        <Section title={`${t('kefuOrder.order')} #${data.id}`}>
          <Cell label={t('kefuOrder.status')} value={t(`lifecycle.order.${data.status}`)} />
          <Cell label={t('kefuOrder.price')} value={formatFen(data.price_fen)} />
          <Cell
            label={`${t('kefuOrder.poster')} ${data.poster.s_username}`}
            onClick={() =>
              router.navigateTo('/pagesManage/kefuUser/kefuUser', { id: String(data.poster.id) })
            }
          />
          <Cell label={t('kefuOrder.address')} value={`${data.region} ${address ?? '***'}`} />
          {address === null && <ReasonAction label={t('kefuOrder.revealAddress')} onSubmit={reveal} />}
        </Section>
        <Section title={t('kefuOrder.correct')}>
          <Field label={t('kefuOrder.title')} value={title ?? data.title} onInput={setTitle} maxLength={40} />
          <Textarea
            label={t('kefuOrder.description')}
            value={description ?? data.description}
            onInput={setDescription}
          />
          <Field
            label={t('kefuOrder.priceYuan')}
            value={price ?? String(data.price_fen / 100)}
            onInput={setPrice}
            inputMode="decimal"
          />
          <ReasonAction label={t('kefuOrder.save')} variant="primary" onSubmit={save} />
        </Section>
        {data.status !== 'removed' && (
          <Section title={t('kefuOrder.removeTitle')}>
            <ReasonAction label={t('kefuOrder.remove')} variant="danger" onSubmit={remove} />
          </Section>
        )}
      </>
    );
  } else if (order.error) {
    body = <ErrorState message={order.error} onRetry={order.reload} />;
  } else {
    body = <Loading />;
  }
  return (
    <div class="mp-page">
      <NavBar title={t('kefuOrder.pageTitle')} />
      <div class="mp-body">{body}</div>
    </div>
  );
}

export { default as messages } from './messages';
