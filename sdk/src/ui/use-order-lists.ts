import { getOrder } from '../api/endpoints/orders';
import type { Order } from '../api/order-types';
import type { Transport } from '../api/transport';
import { useInstance } from '../app/context';
import { useMemo, useState } from '../lib/preact';
import { quietApi } from './quiet-api';
import { type LoadState, useLoad } from './use-load';
import { usePageShown } from './use-page-shown';

/**
 * An order and a list of its tasks that load again together: after an action on a row and
 * each time the page is on top again (bargainingList, receiverList). Key the list by `version`.
 *
 * @example const { order, version, reload, quiet } = useOrderAndList(query.id ?? '');
 */
export function useOrderAndList(id: string): {
  order: LoadState<Order | null>;
  version: number;
  reload(): void;
  /** The instance's API without toasts: the screen shows failures itself. */
  quiet: Transport;
} {
  const { api } = useInstance();
  const quiet = useMemo(() => quietApi(api), [api]);
  const order = useLoad(() => (id ? getOrder(quiet, id) : Promise.resolve(null)), [id]);
  const [version, setVersion] = useState(0);
  const reload = () => {
    order.reload();
    setVersion((v) => v + 1);
  };
  usePageShown(reload);
  return { order, version, reload, quiet };
}
