import { getOrder } from '../../../api/endpoints/orders';
import { getOrderTasks, getTask } from '../../../api/endpoints/tasks';
import type { LngLat, Order } from '../../../api/order-types';
import { useInstance, useRoute, useStyles, useT } from '../../../app/context';
import { LOGIN_ROUTE, MAP_LOCATION_REFRESH_MS } from '../../../config';
import { type ComponentType, useEffect, useMemo, useState } from '../../../lib/preact';
import { useStore } from '../../../lib/use-store';
import { Button, buttonSheet } from '../../../ui/button';
import { Cell, cellSheet } from '../../../ui/cell';
import fileTextIcon from '../../../ui/icons/file-text';
import { formatFen } from '../../../ui/money';
import { NavBar } from '../../../ui/nav-bar';
import { formatDistance } from '../../../ui/order-card';
import { quietApi } from '../../../ui/quiet-api';
import { SaveButton } from '../../../ui/save-button';
import { EmptyState, ErrorState, Loading } from '../../../ui/states';
import { useLoad } from '../../../ui/use-load';
import { usePageShown } from '../../../ui/use-page-shown';
import type { OrderActionProps } from './order-actions';
import { sheet } from './styles';
import { Contact, Face, formatTime, TaskCard, useViewer } from './task-card';

/**
 * A poster's tasks past the bargaining: agreed, paid, at work (the poster's next move: pay,
 * confirm, answer) and settled (their review and history stay on the order).
 */
const AGREED =
  'awaiting_payment,paid,in_service,delivered,cancel_requested,disputed,completed,split,refunded,cancelled';
/** Live tasks still bargaining, or waiting for the poster's pick at a fixed price. */
const WAITING = 'pending,countered';

/**
 * One order (`?id=`): photos with a viewer, title, price and mode, state, category, spots left,
 * service time, region (the exact address once the caller may see it), distance from the
 * caller when the browser already allows its location (or on request), a link to the map,
 * the description and the poster with a button to message them. A taker sees their task
 * (`order.my_task`): its state, fee, deadlines and exactly the buttons of `task.actions`; a
 * visitor the order's own actions (`order.actions`: take it at the price or quote). The poster
 * sees how many quoted and took it, links to the lists, the tasks that wait on them, and edit
 * or cancel. `?task=` puts one of the poster's tasks first, its history open. After an action,
 * and when the page is on top again after another covered it, the order and its tasks reload.
 */
export default function OrderDetail() {
  const t = useT();
  useStyles(buttonSheet, cellSheet, sheet);
  const { api, session } = useInstance();
  const { query } = useRoute();
  const id = query.id ?? '';
  const token = useStore(session.$token);
  const quiet = useMemo(() => quietApi(api), [api]);
  const [from, setFrom] = useState<LngLat | null>(null);
  const order = useLoad(
    () => (id ? getOrder(quiet, id, from) : Promise.resolve(null)),
    [id, from, token?.token],
  );
  // Bumped to load the poster's tasks again, together with the order.
  const [version, setVersion] = useState(0);
  const reload = () => {
    order.reload();
    setVersion((v) => v + 1);
  };
  usePageShown(reload);

  const locate = () =>
    navigator.geolocation?.getCurrentPosition(
      ({ coords }) => setFrom({ longitude: coords.longitude, latitude: coords.latitude }),
      () => undefined,
      { maximumAge: MAP_LOCATION_REFRESH_MS },
    );
  // Only when the browser already allows it: opening an order never asks for the location.
  useEffect(() => {
    navigator.permissions?.query({ name: 'geolocation' }).then(
      (s) => s.state === 'granted' && locate(),
      () => undefined,
    );
  }, []);

  const o = order.data;
  const user = useStore(session.$user);
  return (
    <div class="mp-page">
      <NavBar
        title={t('orderDetail.title')}
        right={o && user?.id !== o.poster.id ? <SaveButton kind="order" id={o.id} /> : undefined}
      />
      <div class="mp-body">
        {!id ? (
          <EmptyState icon={fileTextIcon} text={t('orderDetail.missing')} />
        ) : o ? (
          <Detail order={o} reload={reload} version={version} locate={from ? undefined : locate} />
        ) : order.error ? (
          <ErrorState message={order.error} onRetry={order.reload} />
        ) : (
          <Loading />
        )}
      </div>
    </div>
  );
}

interface DetailProps {
  order: Order;
  /** Loads the order and the poster's tasks again. */
  reload(): void;
  /** Changes when the poster's tasks must load again. */
  version: number;
  locate?: () => void;
}

function Detail({ order: o, reload, version, locate }: DetailProps) {
  const t = useT();
  const { router, session, i18n } = useInstance();
  const route = useRoute();
  const user = useStore(session.$user);
  const locale = useStore(i18n.$locale);
  const view = useViewer();
  const [Form, setForm] = useState<{ C: ComponentType<OrderActionProps>; action: string } | null>(null);
  const mine = !!user && user.id === o.poster.id;
  const left = Math.max(0, o.headcount - o.paid_count);
  const open = (action: string) =>
    void import('./order-actions').then((m) => setForm({ C: m.OrderAction, action }));

  const distance = o.distance_m == null ? null : formatDistance(o.distance_m, false);

  return (
    <>
      {o.pics.length > 0 && (
        <div class="mp-od__pics">
          {o.pics.map((src, i) => (
            <button
              key={src}
              type="button"
              class="mp-od__pic"
              aria-label={t('orderDetail.photo', { n: i + 1, total: o.pics.length })}
              onClick={() => view.open(o.pics, i)}
            >
              <img src={src} alt="" />
            </button>
          ))}
        </div>
      )}
      <section class="mp-od__head">
        <div class="mp-od__row">
          <h2 class="mp-od__title">{o.title}</h2>
          <span class={`mp-od__chip${o.status === 'open' ? ' mp-od__chip--on' : ''}`}>
            {t(`lifecycle.order.${o.status}`)}
          </span>
        </div>
        <p class="mp-od__price">
          {formatFen(o.price_fen)}
          <span class="mp-od__mode">
            {t(o.pricing_mode === 'fixed' ? 'orderDetail.fixed' : 'orderDetail.quote')}
          </span>
        </p>
      </section>
      <div class="mp-group">
        <Cell label={t('orderDetail.category')} value={o.category_name} />
        <Cell
          label={t('orderDetail.spots')}
          value={t('orderDetail.spotsLeft', { left, total: o.headcount })}
        />
        <Cell label={t('orderDetail.time')} value={formatTime(o.service_time, locale, true)} />
        <Cell label={t('orderDetail.place')} value={o.address || o.region} />
        {distance ? (
          <Cell
            label={t('orderDetail.distance')}
            value={o.distance_estimate ? t('orderDetail.about', { d: distance }) : distance}
          />
        ) : (
          locate && <Cell label={t('orderDetail.showDistance')} onClick={locate} />
        )}
        <Cell
          label={t('orderDetail.map')}
          onClick={() =>
            router.navigateTo('checkLocation', {
              longitude: o.longitude,
              latitude: o.latitude,
              name: o.region,
            })
          }
        />
      </div>
      {!o.address && !mine && <p class="mp-muted">{t('orderDetail.addressLater')}</p>}
      <section class="mp-od__card">
        <h3 class="mp-od__h">{t('orderDetail.description')}</h3>
        {o.description.split(/\n{2,}/).map((p) => (
          <p key={p} class="mp-od__text">
            {p}
          </p>
        ))}
      </section>
      <section class="mp-od__card mp-od__row">
        <Face person={o.poster} />
        <span class="mp-od__grow">
          <span class="mp-muted">{t('orderDetail.poster')}</span>
          <br />
          {mine ? t('orderDetail.you') : o.poster.s_username}
        </span>
        {!mine && <Contact userId={o.poster.id} name={o.poster.s_username} />}
      </section>
      {o.my_task && <TaskCard task={o.my_task} order={o} side="taker" onChange={reload} first={false} />}
      {mine && <PosterTasks order={o} focus={route.query.task} version={version} reload={reload} />}
      {(mine || o.my_task) && (
        <div class="mp-group">
          <Cell
            label={t('orderDetail.complain')}
            onClick={() =>
              router.navigateTo('/pagesCommon/feedbackView/feedbackView', { goods_order_id: o.id })
            }
          />
        </div>
      )}
      <div class="mp-od__bar">
        {!user
          ? o.status === 'open' && (
              <Button
                variant="primary"
                block
                onClick={() => router.navigateTo(LOGIN_ROUTE, { redirect: router.href(route) })}
              >
                {t('orderDetail.login')}
              </Button>
            )
          : o.actions.map((a) => (
              <Button
                key={a}
                variant={a === 'cancel' ? 'default' : 'primary'}
                onClick={() => (a === 'modify' ? router.navigateTo('modifyOrder', { id: o.id }) : open(a))}
              >
                {t(
                  a === 'apply'
                    ? 'lifecycle.action.accept-at-price'
                    : a === 'quote'
                      ? 'lifecycle.action.quote'
                      : a === 'modify'
                        ? 'orderDetail.modify'
                        : 'orderDetail.cancel',
                )}
              </Button>
            ))}
      </div>
      {view.node}
      {Form && <Form.C order={o} action={Form.action} onClose={() => setForm(null)} onDone={reload} />}
    </>
  );
}

/** The poster's tasks: those past the bargaining (first page), how many wait, and `?task=`. */
async function posterTasks(api: ReturnType<typeof quietApi>, order: Order, focus?: string) {
  const [agreed, waiting] = await Promise.all([
    getOrderTasks(api, order.id, AGREED),
    getOrderTasks(api, order.id, WAITING),
  ]);
  const listed = [...agreed.list, ...waiting.list].find((k) => String(k.id) === focus);
  // Not among them (a declined quote, say): fetched alone; a task that is gone is just not shown.
  const focused = listed ?? (focus ? await getTask(api, focus).catch(() => null) : null);
  const shown = agreed.list.filter((k) => k !== focused);
  if (focused && focused.goods_order_id === order.id) shown.unshift(focused);
  return { shown, agreed: agreed.total, waiting: waiting.total, more: agreed.total - agreed.list.length };
}

/**
 * The poster's part: how many quoted and took it, with links to the lists, then every task
 * past the bargaining, finished ones included (their review, history), `?task=` first.
 */
function PosterTasks({
  order,
  focus,
  version,
  reload,
}: {
  order: Order;
  focus?: string;
  version: number;
  reload(): void;
}) {
  const t = useT();
  const { api, router } = useInstance();
  const quiet = useMemo(() => quietApi(api), [api]);
  const tasks = useLoad(() => posterTasks(quiet, order, focus), [order.id, focus, version]);
  const takers = () => router.navigateTo('receiverList', { id: order.id });
  const data = tasks.data;
  if (tasks.error && !data) return <ErrorState message={tasks.error} onRetry={tasks.reload} />;
  if (!data) return <Loading />;
  const quote = order.pricing_mode === 'quote';
  return (
    <section>
      <div class="mp-group">
        {quote && (
          <Cell
            label={t('orderDetail.quotes')}
            value={String(data.waiting)}
            onClick={() => router.navigateTo('bargainingList', { id: order.id })}
          />
        )}
        <Cell
          label={t(quote ? 'orderDetail.takers' : 'orderDetail.applicants')}
          value={String(quote ? data.agreed : data.agreed + data.waiting)}
          onClick={takers}
        />
      </div>
      {tasks.error && <ErrorState message={tasks.error} onRetry={tasks.reload} />}
      {!data.agreed && !data.waiting && <p class="mp-muted">{t('orderDetail.noTasks')}</p>}
      {data.shown.map((task) => (
        <TaskCard
          key={task.id}
          task={task}
          order={order}
          side="poster"
          onChange={reload}
          first={String(task.id) === focus}
        />
      ))}
      {data.more > 0 && (
        <button type="button" class="mp-link" onClick={takers}>
          {t('orderDetail.moreTasks', { n: data.more })}
        </button>
      )}
    </section>
  );
}

export { default as messages } from './messages';
