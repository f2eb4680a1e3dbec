import type { ReadableAtom } from 'nanostores';
// preact, not ./preact: the core's components keep preact/hooks out of the core (see ./preact)
import { Component } from 'preact';

/**
 * What useStore (./use-store) is to a function component, for a class component: it re-renders
 * whenever one of the stores it lists changes, and reads them with `get()` in render. The
 * core's shell and tab bar are class components so that preact/hooks stays out of the core.
 * It subscribes before its first render, so no change after that render is missed.
 */
export abstract class StoreComponent<P = object> extends Component<P> {
  declare private unsubscribers: (() => void)[];

  /** The stores whose changes re-render this component (asked once, before the first render). */
  protected abstract stores(): ReadableAtom<unknown>[];

  override componentWillMount() {
    this.unsubscribers = this.stores().map((store) => store.listen(() => this.forceUpdate()));
  }

  override componentWillUnmount() {
    for (const unsubscribe of this.unsubscribers) unsubscribe();
  }
}
