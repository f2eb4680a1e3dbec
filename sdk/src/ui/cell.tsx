import { useStyles } from '../app/context';
import type { Sheet } from '../app/sheets';
import type { ComponentChildren } from '../lib/preact';
import { Icon } from './icon';
import { BORDER, MUTED, PRIMARY, RADIUS, SURFACE } from './theme';

/** Cells and `.mp-group`, the card that holds them (a screen drawing the group adds it too). */
export const cellSheet: Sheet = {
  id: 'cell',
  css: `
.mp-group{margin:12px 0;background:${SURFACE};border-radius:${RADIUS};overflow:hidden}
.mp-cell{display:flex;align-items:center;gap:8px;width:100%;min-height:48px;padding:10px 16px;border:0;border-bottom:1px solid ${BORDER};background:${SURFACE};color:inherit;font:inherit;text-align:left}
.mp-cell:last-child{border-bottom:0}
button.mp-cell{cursor:pointer}
.mp-cell__icon{display:flex;color:${PRIMARY}}
.mp-cell__label{flex:1}
.mp-cell__value{color:${MUTED};text-align:right}
.mp-cell__arrow{width:8px;height:8px;border:solid ${MUTED};border-width:0 2px 2px 0;transform:rotate(-45deg)}
`,
};

export interface CellProps {
  label: ComponentChildren;
  value?: ComponentChildren;
  /** An icon before the label (one of ui/icons). */
  icon?: string;
  /** Shows a chevron; defaults to true when the cell is clickable. */
  arrow?: boolean;
  /** Makes the whole cell a button. */
  onClick?: () => void;
}

/**
 * One row of a settings-style list.
 *
 * @example <Cell label={t('personCenter.aboutUs')} onClick={() => router.navigateTo('aboutUs')} />
 */
export function Cell({ label, value, icon, arrow, onClick }: CellProps) {
  useStyles(cellSheet);
  const body = (
    <>
      {icon && (
        <span class="mp-cell__icon">
          <Icon svg={icon} size={20} />
        </span>
      )}
      <span class="mp-cell__label">{label}</span>
      {value != null && <span class="mp-cell__value">{value}</span>}
      {(arrow ?? !!onClick) && <span class="mp-cell__arrow" aria-hidden="true" />}
    </>
  );
  return onClick ? (
    <button type="button" class="mp-cell" onClick={onClick}>
      {body}
    </button>
  ) : (
    <div class="mp-cell">{body}</div>
  );
}
