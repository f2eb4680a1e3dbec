import type { Sheet } from '../../../app/sheets';
import { MUTED } from '../../../ui/theme';

export const sheet: Sheet = {
  id: 'recommendTask',
  css: `.mp-rec__intro{margin:0 0 10px;color:${MUTED};font-size:13px}`,
};
