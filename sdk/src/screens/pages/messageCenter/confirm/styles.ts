import type { Sheet } from '../../../../app/sheets';

/** The confirmation in a row's place; the rest (`.mp-conv__main`, `.mp-conv__preview`) is the list's sheet. */
export const sheet: Sheet = {
  id: 'messageCenter-confirm',
  css: '.mp-conv__ask{display:flex;flex:1;align-items:center;gap:8px;min-width:0;margin:0;padding:10px 16px;border:0}',
};
