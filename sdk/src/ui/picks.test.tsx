import { describe, expect, test, vi } from 'vitest';
import { putPick, takePick, usePick } from './picks';
import { flush, mount } from './test-utils';

function Opener({ onPick }: { onPick: (v: string) => void }) {
  usePick<string>('category', onPick);
  return null;
}

describe('picks', () => {
  test('a pick is taken once, by kind', () => {
    const h = mount(<Opener onPick={() => {}} />, { route: 'deliverOrder', below: ['homeView'] });
    putPick(h.router, 'address', 'A');
    expect(takePick(h.router, 'category')).toBeUndefined();
    expect(takePick(h.router, 'address')).toBe('A');
    expect(takePick(h.router, 'address')).toBeUndefined();
  });

  test('the opener receives the pick when its page is on top again, not while covered', async () => {
    const onPick = vi.fn();
    const h = mount(<Opener onPick={onPick} />, { route: 'deliverOrder', below: ['homeView'] });
    await flush();
    const [home, deliver] = h.router.$stack.get();
    h.router.navigateTo('selectProject');
    putPick(h.router, 'category', 'plumbing');
    await flush();
    expect(onPick).not.toHaveBeenCalled();
    (h.router.$stack as unknown as { set(v: unknown): void }).set([home, deliver]);
    await flush();
    expect(onPick).toHaveBeenCalledWith('plumbing');
    expect(takePick(h.router, 'category')).toBeUndefined();
  });
});
