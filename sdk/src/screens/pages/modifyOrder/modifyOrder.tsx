import { getOrder, modifyOrder, type OrderInput } from '../../../api/endpoints/orders';
import type { Address, Category, Order } from '../../../api/order-types';
import { useInstance, useRoute, useT } from '../../../app/context';
import { LOGIN_ROUTE } from '../../../config';
import { useMemo, useRef, useState } from '../../../lib/preact';
import { useStore } from '../../../lib/use-store';
import { Button } from '../../../ui/button';
import { errorText, isAborted } from '../../../ui/errors';
import fileTextIcon from '../../../ui/icons/file-text';
import logInIcon from '../../../ui/icons/log-in';
import { formatFen } from '../../../ui/money';
import { NavBar } from '../../../ui/nav-bar';
import type { OrderFields } from '../../../ui/order-form';
import { usePick } from '../../../ui/picks';
import { quietApi } from '../../../ui/quiet-api';
import { EmptyState, ErrorState, Loading } from '../../../ui/states';
import { useLoad } from '../../../ui/use-load';

type FormModule = typeof import('../../../ui/order-form');

/** The form's chunk (its texts came with this screen's); a failed fetch says so plainly. */
const loadForm = (): Promise<FormModule> =>
  import('../../../ui/order-form').catch(() => {
    throw new Error('');
  });

type Change = Partial<Omit<OrderInput, 'pricing_mode'>>;

/** What the poster changed: only those fields are sent. */
function changes(order: Order, next: OrderInput, start: { date: string; time: string }, now: OrderFields) {
  const out: Change = {};
  if (next.goods_categorize_id !== order.goods_categorize_id)
    out.goods_categorize_id = next.goods_categorize_id;
  if (next.title !== order.title) out.title = next.title;
  if (next.description !== order.description) out.description = next.description;
  if (next.pics.join() !== order.pics.join()) out.pics = next.pics;
  if (next.address_id) out.address_id = next.address_id;
  if (now.date !== start.date || now.time !== start.time) out.service_time = next.service_time;
  if (next.headcount !== order.headcount) out.headcount = next.headcount;
  if (next.price_fen !== order.price_fen) out.price_fen = next.price_fen;
  return out;
}

/**
 * Modify an order (`?id=`): the order form filled from the order, without the pricing mode.
 * Only the fields changed are sent; a refusal (a task already paid: 409) shows the server's
 * words above the button and keeps every edit. Saved: back to where the poster came from.
 */
export default function ModifyOrder() {
  const t = useT();
  const inst = useInstance();
  const route = useRoute();
  const token = useStore(inst.session.$token);
  const id = route.query.id ?? '';
  const quiet = useMemo(() => quietApi(inst.api), [inst.api]);
  const form = useLoad(() => (token ? loadForm() : Promise.resolve(null)), [!token]);
  const order = useLoad(
    () => (token && id ? getOrder(quiet, id) : Promise.resolve(null)),
    [token?.token, id],
  );

  let body = null;
  if (!token) {
    body = (
      <EmptyState icon={logInIcon} text={t('modifyOrder.loggedOut')}>
        <Button
          variant="primary"
          onClick={() => inst.router.navigateTo(LOGIN_ROUTE, { redirect: inst.router.href(route) })}
        >
          {t('modifyOrder.login')}
        </Button>
      </EmptyState>
    );
  } else if (!id) {
    body = <EmptyState icon={fileTextIcon} text={t('modifyOrder.missing')} />;
  } else if (order.error || form.error) {
    body = (
      <ErrorState
        message={order.error ?? form.error ?? undefined}
        onRetry={() => {
          if (order.error) order.reload();
          if (form.error) form.reload();
        }}
      />
    );
  } else if (!order.data || !form.data) {
    body = <Loading />;
  } else if (!order.data.actions.includes('modify')) {
    body = (
      <EmptyState text={t('modifyOrder.locked')}>
        <Button onClick={() => inst.router.navigateBack()}>{t('common.back')}</Button>
      </EmptyState>
    );
  } else {
    body = <Editor key={order.data.id} order={order.data} form={form.data} />;
  }
  return (
    <div class="mp-page">
      <NavBar title={t('modifyOrder.title')} />
      {body}
    </div>
  );
}

function Editor({ order, form }: { order: Order; form: FormModule }) {
  const t = useT();
  const inst = useInstance();
  const { router } = inst;
  const quiet = useMemo(() => quietApi(inst.api), [inst.api]);
  const start = useMemo(() => form.fromUnix(order.service_time), [order]);
  const [fields, setFields] = useState<OrderFields>(() => ({
    category: { id: order.goods_categorize_id, name: order.category_name },
    title: order.title,
    description: order.description,
    address: { id: 0, text: [order.region, order.address].filter(Boolean).join(' ') },
    ...start,
    headcount: String(order.headcount),
    price: formatFen(order.price_fen).slice(1),
    pricing_mode: order.pricing_mode,
  }));
  const photos = useMemo(() => form.createPhotos(quiet, inst.i18n.t, order.pics), [order]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const patch = (change: Partial<OrderFields>) => {
    setFields((f) => ({ ...f, ...change }));
    setError(null);
  };

  usePick<Category>('category', (c) => patch({ category: { id: c.id, name: c.name } }));
  usePick<Address>('address', (a) => patch({ address: { id: a.id, text: `${a.region} ${a.detail}` } }));

  async function save(next: OrderInput) {
    if (sending.current) return;
    const change = changes(order, next, start, fields);
    if (!Object.keys(change).length) {
      router.navigateBack();
      return;
    }
    sending.current = true;
    setBusy(true);
    setError(null);
    try {
      await modifyOrder(quiet, order.id, change);
      inst.toast(t('modifyOrder.saved'));
      router.navigateBack();
    } catch (err) {
      if (!isAborted(err)) setError(errorText(err, t));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  return (
    <div class="mp-body">
      <form.OrderForm
        value={fields}
        onChange={patch}
        photos={photos}
        modify={start}
        submitText={t('modifyOrder.save')}
        busy={busy}
        error={error}
        onSubmit={save}
        onCategory={() =>
          router.navigateTo('selectProject', { pick: '1', selected: String(fields.category?.id) })
        }
        onAddress={() => router.navigateTo('manageAddress', { pick: '1' })}
      />
    </div>
  );
}

export { default as messages } from './messages';
