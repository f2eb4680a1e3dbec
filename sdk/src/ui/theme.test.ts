import { describe, expect, test } from 'vitest';
import { darkSheet } from '../app/dark';
import { shellSheet } from '../app/styles';
import { sheet as messageCenterSheet } from '../screens/pages/messageCenter/styles';
import { sheet as taskCenteredSheet } from '../screens/pages/taskCentered/styles';
import { buttonSheet } from './button';
import { cursorListSheet } from './cursor-list';
import { navBarSheet } from './nav-bar';
import { orderCardSheet } from './order-card';
import { statesSheet } from './states';
import * as theme from './theme';

const defined = new Set(/:host\{([^}]*)\}/.exec(shellSheet.css)?.[1]?.match(/--mp-[a-z-]+(?=:)/g));
const named = (css: string) => [...css.matchAll(/var\((--mp-[a-z-]+)[,)]/g)].map((m) => m[1]);

describe('theme tokens', () => {
  test('the shell defines every token of ui/theme.ts', () => {
    expect(defined.size).toBeGreaterThan(9);
    const tokens = Object.values(theme).filter((value) => typeof value === 'string');
    for (const value of tokens) expect(defined).toContain(named(value)[0]);
  });

  test("the notes' tokens carry their light colour and the dark sheet sets every one", () => {
    const dark = new Set(darkSheet.css.match(/--mp-[a-z-]+(?=:)/g));
    const notes = Object.values(theme.Note);
    expect(notes.length).toBe(8);
    for (const value of notes) {
      expect(value).toMatch(/^var\(--mp-[a-z-]+,#[0-9a-f]{6}\)$/);
      expect(defined).not.toContain(named(value)[0]); // the core's defaults do not grow
      expect(dark).toContain(named(value)[0]);
    }
  });

  test('the sheets that write the tokens bare name only tokens the shell defines', () => {
    const sheets = [
      buttonSheet,
      cursorListSheet,
      navBarSheet,
      orderCardSheet,
      statesSheet,
      messageCenterSheet,
      taskCenteredSheet,
    ];
    // --mp-nav-bg is the nav bar's own hook, with the surface as its fallback
    const tokens = sheets.flatMap((s) => named(s.css)).filter((name) => name !== '--mp-nav-bg');
    expect(tokens.length).toBeGreaterThan(20);
    for (const name of tokens) expect(defined, name).toContain(name);
  });
});
