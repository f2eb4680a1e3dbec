/**
 * CSS that travels with the code using it: a kit component or a screen declares its sheet and
 * adds it with `useStyles` (app/context.ts), so a page pays only for the CSS of what it shows.
 *
 * @example export const cellSheet: Sheet = { id: 'cell', css: `.mp-cell{display:flex}` };
 */
export interface Sheet {
  /** Unique per sheet: the kit file's or the screen's name. */
  id: string;
  css: string;
}

/** The `<style>` elements of one mounted instance. */
export interface Sheets {
  /** Adds each sheet not added yet, in order (list a sheet after those it overrides). */
  add(...sheets: Sheet[]): void;
  /** Removes every element it added. */
  remove(): void;
}

/**
 * One `<style>` per sheet, inserted before `anchor` in first-use order, so a later sheet wins
 * ties as it would later in one file. Each carries the CSP nonce.
 */
export function createSheets(anchor: ChildNode, nonce?: string): Sheets {
  const added = new Map<string, HTMLStyleElement>();
  return {
    add(...sheets) {
      for (const { id, css } of sheets) {
        if (added.has(id)) continue;
        const style = document.createElement('style');
        if (nonce) style.setAttribute('nonce', nonce);
        style.textContent = css;
        anchor.before(style);
        added.set(id, style);
      }
    },
    remove() {
      for (const style of added.values()) style.remove();
      added.clear();
    },
  };
}
