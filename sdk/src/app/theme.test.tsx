import { afterEach, describe, expect, test, vi } from 'vitest';
import { flush, mountTest } from '../../test/helpers';
import { Note } from '../ui/theme';
import { darkSheet } from './dark';
import { shellSheet } from './styles';

afterEach(() => {
  document.body.replaceChildren();
});

const containerOf = (root: ShadowRoot) => root.querySelector<HTMLElement>('.mp-root') as HTMLElement;

/** The --mp-* names a CSS block declares. */
const tokensIn = (block: string) => [...block.matchAll(/(--mp-[a-z-]+):/g)].map((m) => m[1]).sort();

describe('colour scheme', () => {
  test('the host element carries data-mp-theme: light by default, else the option; unmount takes it off', () => {
    for (const [theme, expected] of [
      [undefined, 'light'],
      ['light', 'light'],
      ['dark', 'dark'],
      ['auto', 'auto'],
    ] as const) {
      const { el, handle } = mountTest(theme ? { theme } : {});
      expect(el.getAttribute('data-mp-theme')).toBe(expected);
      expect(el.children).toHaveLength(0); // the host's light DOM is untouched
      handle.unmount();
      expect(el.hasAttribute('data-mp-theme')).toBe(false);
    }
  });

  test('a dark set for dark, and for auto under prefers-color-scheme: dark, covering every colour token', () => {
    const css = darkSheet.css;
    const dark = /:host\(\[data-mp-theme=dark\]\)\{([^}]*)\}/.exec(css)?.[1] ?? '';
    const auto =
      /@media \(prefers-color-scheme:dark\)\{:host\(\[data-mp-theme=auto\]\)\{([^}]*)\}\}/.exec(css)?.[1] ??
      '';
    expect(dark).toContain('color-scheme:dark');
    expect(auto).toBe(dark);
    const host = /:host\{([^}]*)\}/.exec(shellSheet.css)?.[1] ?? '';
    const colours = tokensIn(host).filter((name) => !['--mp-radius', '--mp-font'].includes(name ?? ''));
    expect(colours.length).toBeGreaterThan(8);
    // and the notes' tokens, which the shell leaves to their light fallbacks (ui/theme.ts, Note)
    const notes = Object.values(Note).map((value) => /var\((--mp-[a-z-]+)/.exec(value)?.[1]);
    expect(tokensIn(dark)).toEqual([...colours, ...notes].sort());
    // the shell darkens the first frame itself, before the dark sheet is in
    expect(shellSheet.css).toContain(':host([data-mp-theme=dark]){color-scheme:dark;--mp-bg:#0f1115}');
  });

  test('the dark sheet is fetched unless the scheme is light, also when update() switches to it', async () => {
    const sheetsIn = (root: ShadowRoot) => Array.from(root.querySelectorAll('style'), (s) => s.textContent);
    const light = mountTest({ theme: 'light' });
    await flush();
    expect(sheetsIn(light.root)).not.toContain(darkSheet.css);
    light.handle.update({ theme: 'auto' });
    await vi.waitFor(() => expect(sheetsIn(light.root)).toContain(darkSheet.css));
    light.handle.unmount();
    const dark = mountTest({ theme: 'dark' });
    await vi.waitFor(() => expect(sheetsIn(dark.root)).toContain(darkSheet.css));
    expect(sheetsIn(dark.root).filter((css) => css === darkSheet.css)).toHaveLength(1);
    dark.handle.unmount();
  });

  test('update({ theme }) switches the scheme live, keeping the page and the host tokens', () => {
    const { el, root, handle } = mountTest({ theme: 'light', themeTokens: { primary: '#e4393c' } });
    const container = containerOf(root);
    const page = root.querySelector('[data-screen="homeView"]');
    handle.update({ theme: 'dark' });
    expect(el.getAttribute('data-mp-theme')).toBe('dark');
    expect(container.style.getPropertyValue('--mp-primary')).toBe('#e4393c');
    handle.update({ theme: 'auto' });
    expect(el.getAttribute('data-mp-theme')).toBe('auto');
    expect(root.querySelector('[data-screen="homeView"]')).toBe(page); // not remounted
    expect(root.querySelectorAll('.mp-root')).toHaveLength(1);
    handle.unmount();
  });

  test('update({ themeTokens }) replaces the host set: the old tokens are taken off', () => {
    const { el, root, handle } = mountTest({
      theme: 'dark',
      themeTokens: { primary: '#e4393c', '--mp-radius': '2px' },
    });
    const container = containerOf(root);
    handle.update({ themeTokens: { '--mp-bg': '#000000' } });
    expect(container.style.getPropertyValue('--mp-primary')).toBe('');
    expect(container.style.getPropertyValue('--mp-radius')).toBe('');
    expect(container.style.getPropertyValue('--mp-bg')).toBe('#000000');
    expect(el.getAttribute('data-mp-theme')).toBe('dark'); // the scheme stays
    expect(container.style.height).toBe('100%');
    // theme as an object (the earlier form) is a token set on the light scheme
    handle.update({ theme: { '--mp-text': '#111111' } });
    expect(container.style.getPropertyValue('--mp-bg')).toBe('');
    expect(container.style.getPropertyValue('--mp-text')).toBe('#111111');
    expect(el.getAttribute('data-mp-theme')).toBe('light');
    handle.unmount();
  });

  test('an update after unmount changes nothing', () => {
    const { el, handle } = mountTest({ theme: 'dark' });
    handle.unmount();
    handle.update({ theme: 'light' });
    expect(el.hasAttribute('data-mp-theme')).toBe(false);
  });
});
