import { act } from 'preact/test-utils';
import { afterEach, describe, expect, test } from 'vitest';
import { fakeRoutes, route } from '../../test/fake-routes';
import { flush, mountTest } from '../../test/helpers';
import { NavBar } from './nav-bar';

afterEach(() => {
  document.body.replaceChildren();
});

const titled = (name: string) =>
  route(name, 'pages', () => Promise.resolve({ default: () => <NavBar title={`Title ${name}`} /> }));

describe('NavBar focus', () => {
  test('the title takes the focus on a navigation and a back, not on the first page', async () => {
    const outside = document.createElement('input');
    document.body.append(outside);
    outside.focus();
    const routes = fakeRoutes([titled('homeView'), titled('aboutUs')]);
    const { root, handle } = mountTest({}, { routes });
    await flush();
    expect(root.querySelector('h1')?.textContent).toBe('Title homeView');
    expect(document.activeElement).toBe(outside); // the host page keeps its focus
    expect(root.activeElement).toBeNull();

    await act(async () => handle.navigate('aboutUs'));
    await flush();
    expect(root.activeElement?.textContent).toBe('Title aboutUs');

    const back = root.querySelector<HTMLButtonElement>('section:not([hidden]) .mp-icon-btn');
    await act(async () => back?.click());
    await flush();
    expect(root.activeElement?.textContent).toBe('Title homeView');
    handle.unmount();
  });
});
