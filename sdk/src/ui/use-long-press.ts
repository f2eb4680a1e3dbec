import { LONG_PRESS_MS } from '../config';
import { useEffect, useRef } from '../lib/preact';

/**
 * Calls `onLongPress` after the pointer stays down for `ms` (350 by default). Spread the
 * result on the element. The browser's context menu is suppressed on it.
 *
 * @example const press = useLongPress(() => copyText(msg.content, inst)); <p {...press}>...</p>
 */
export function useLongPress(onLongPress: () => void, ms = LONG_PRESS_MS) {
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const cb = useRef(onLongPress);
  cb.current = onLongPress;
  const cancel = () => clearTimeout(timer.current);
  useEffect(() => cancel, []);
  return {
    onPointerDown: () => {
      cancel();
      timer.current = setTimeout(() => cb.current(), ms);
    },
    onPointerUp: cancel,
    onPointerLeave: cancel,
    onPointerCancel: cancel,
    onContextMenu: (e: Event) => e.preventDefault(),
  };
}
