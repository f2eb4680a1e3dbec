import { afterEach, describe, expect, test, vi } from 'vitest';
import { render } from '../lib/preact';
import { Icon } from './icon';
import inbox from './icons/inbox';
import logIn from './icons/log-in';
import search from './icons/search';
import { EmptyState, ErrorState } from './states';
import { flush, mount } from './test-utils';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('Icon', () => {
  test('draws the Lucide shapes in an inline SVG stroked with the text colour, hidden when decorative', () => {
    const root = document.createElement('div');
    render(<Icon svg={search} size={20} />, root);
    const svg = root.querySelector('svg');
    expect(svg?.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(svg?.getAttribute('width')).toBe('20');
    expect(svg?.getAttribute('stroke')).toBe('currentColor');
    expect(svg?.getAttribute('fill')).toBe('none');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('role')).toBeNull();
    expect(svg?.querySelectorAll('path, circle')).toHaveLength(2); // search: a circle and the handle
  });

  test('with a label it is an image with that name', () => {
    const root = document.createElement('div');
    render(<Icon svg={search} label="Search" />, root);
    const svg = root.querySelector('svg');
    expect(svg?.getAttribute('role')).toBe('img');
    expect(svg?.getAttribute('aria-label')).toBe('Search');
    expect(svg?.getAttribute('aria-hidden')).toBeNull();
    expect(svg?.getAttribute('width')).toBe('24');
  });
});

describe('states', () => {
  test('an empty state shows its icon (an inbox by default), an error state the alert', async () => {
    const h = mount(
      <>
        <EmptyState text="Nothing" />
        <EmptyState icon={search} text="Type to search" />
        <ErrorState message="Broken" />
        <EmptyState icon="logIn" text="Sign in" />
      </>,
    );
    // markup draws at once; the state icons' chunk is fetched, the discs show meanwhile
    expect(h.container.querySelectorAll('.mp-state__icon')).toHaveLength(4);
    expect(h.container.querySelectorAll('.mp-state__icon svg')).toHaveLength(1);
    await vi.waitFor(() => expect(h.container.querySelectorAll('.mp-state__icon svg')).toHaveLength(4));
    await flush();
    const icons = [...h.container.querySelectorAll('.mp-state__icon svg')];
    const shapes = (i: number) =>
      [...(icons[i]?.children ?? [])].map((e) => e.outerHTML.replace(/><\/\w+>/, '/>'));
    expect(shapes(1).join('')).toBe(search);
    expect(shapes(0).join('')).toBe(inbox);
    expect(shapes(2)[0]).toBe('<circle cx="12" cy="12" r="10"/>');
    expect(shapes(3).join('')).toBe(logIn);
    for (const icon of icons) expect(icon.getAttribute('aria-hidden')).toBe('true');
  });
});
