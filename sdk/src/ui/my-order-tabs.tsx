import type { MyOrderSide, MyOrderTab } from '../rules/my-orders';

/**
 * The key of a tab's label: `myOrderTabs.<side><Tab>` (a side's own word: "To pay" for the
 * poster, "Awaiting payment" for the taker), from the catalog both orderCenter and orderList
 * merge into theirs.
 *
 * @example t(tabKey('poster', 'awaiting_payment')) // "To pay"
 */
export function tabKey(side: MyOrderSide, tab: MyOrderTab): string {
  return `myOrderTabs.${side}${tab.replace(/(?:^|_)(\w)/g, (_, c: string) => c.toUpperCase())}`;
}
