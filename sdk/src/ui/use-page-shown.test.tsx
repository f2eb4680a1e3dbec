import { expect, test, vi } from 'vitest';
import { flush, mount } from './test-utils';
import { usePageShown } from './use-page-shown';

function Page({ onShown }: { onShown: () => void }) {
  usePageShown(onShown);
  return null;
}

test('runs when the page is on top again after being covered, not on the first show', async () => {
  const onShown = vi.fn();
  const h = mount(<Page onShown={onShown} />, { route: 'orderDetail', below: ['homeView'] });
  await flush();
  expect(onShown).not.toHaveBeenCalled();
  const [home, detail] = h.router.$stack.get();
  h.router.navigateTo('bargainingView');
  await flush();
  expect(onShown).not.toHaveBeenCalled();
  const set = (h.router.$stack as unknown as { set(v: unknown): void }).set;
  set([home, detail]);
  await flush();
  expect(onShown).toHaveBeenCalledTimes(1);
  set([home, detail]);
  await flush();
  expect(onShown).toHaveBeenCalledTimes(1);
});
