import { useInstance, useRoute } from '../app/context';
import { useEffect, useRef } from '../lib/preact';

/**
 * Calls `onShown` each time this component's page is on top again after another page covered
 * it (not on the first show): a page whose data others change (an order after its bargaining
 * page acted on it) reloads when the user comes back to it.
 *
 * @example usePageShown(order.reload);
 */
export function usePageShown(onShown: () => void): void {
  const { router } = useInstance();
  const page = useRoute();
  const latest = useRef(onShown);
  latest.current = onShown;
  useEffect(() => {
    let covered = false;
    return router.$stack.listen((stack) => {
      const onTop = stack[stack.length - 1]?.key === page.key;
      if (!onTop) covered = true;
      else if (covered) {
        covered = false;
        latest.current();
      }
    });
  }, [router, page.key]);
}
