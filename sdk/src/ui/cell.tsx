import type { ComponentChildren } from '../lib/preact';

export interface CellProps {
  label: ComponentChildren;
  value?: ComponentChildren;
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
export function Cell({ label, value, arrow, onClick }: CellProps) {
  const body = (
    <>
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
