import { describe, expect, test } from 'vitest';
import { rulesFor } from './paint';

const used = new Set(['mp-app', 'mp-btn', 'mp-btn--primary']);

describe('rulesFor', () => {
  test('keeps a rule when one of its selectors names only classes the paint carries', () => {
    expect(rulesFor('.mp-app{a:1}.mp-toast{b:2}.mp-toast,.mp-btn{c:3}', used, 'light')).toBe(
      '.mp-app{a:1}.mp-toast,.mp-btn{c:3}',
    );
  });

  test('a class under :not() does not keep a rule out; a descendant the paint lacks does', () => {
    expect(rulesFor('.mp-btn:not(.mp-btn--block){a:1}.mp-app .mp-carousel{b:2}', used, 'light')).toBe(
      '.mp-btn:not(.mp-btn--block){a:1}',
    );
  });

  test('rules without classes stay: elements, the host, keyframes, at-rules', () => {
    const css = ':host{a:1}button{b:2}*,::before{c:3}@keyframes mp-spin{to{transform:rotate(1turn)}}';
    expect(rulesFor(css, used, 'light')).toBe(css);
  });

  test('a media query keeps what it holds of those, and goes when nothing is left', () => {
    expect(
      rulesFor(
        '@media (prefers-reduced-motion:reduce){.mp-btn{a:1}.mp-toast{b:2}}@media print{.mp-toast{c:3}}',
        used,
        'light',
      ),
    ).toBe('@media (prefers-reduced-motion:reduce){.mp-btn{a:1}}');
  });

  test("only the colour scheme the host carries: data-mp-theme's other values go", () => {
    const css =
      ':host([data-mp-theme=dark]){x:1}@media (prefers-color-scheme:dark){:host([data-mp-theme=auto]){y:2}}';
    expect(rulesFor(css, used, 'dark')).toBe(':host([data-mp-theme=dark]){x:1}');
    expect(rulesFor(css, used, 'auto')).toBe(
      '@media (prefers-color-scheme:dark){:host([data-mp-theme=auto]){y:2}}',
    );
    expect(rulesFor(css, used, 'light')).toBe('');
  });
});
