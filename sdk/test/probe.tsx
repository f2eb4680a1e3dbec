import { type Instance, useInstance } from '../src/app/context';
import type { RouteDef } from '../src/router/routes';
import { route } from './fake-routes';

/** The instance seen by the last rendered Probe. */
export const probe: { instance?: Instance } = {};

/** A screen that hands its instance to the test. */
export function Probe() {
  probe.instance = useInstance();
  return <p data-screen="probe">probe</p>;
}

/** A route (default orderDetail) whose screen is the Probe. */
export const probeRoute = (name = 'orderDetail'): RouteDef =>
  route(name, 'pages', async () => ({ default: Probe }));
