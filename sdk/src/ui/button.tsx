import { useStyles } from '../app/context';
import type { Sheet } from '../app/sheets';
import type { ComponentChildren } from '../lib/preact';

/**
 * The button and `.mp-link` (a button that looks like a link). The spinner of a busy button,
 * `.mp-spin`, is the shell's (app/styles.ts): the router's loading view draws it too. Markup
 * that uses these classes without the Button component adds this sheet itself.
 */
export const buttonSheet: Sheet = {
  id: 'button',
  css: `
.mp-btn{display:inline-flex;align-items:center;justify-content:center;gap:6px;min-height:44px;padding:0 16px;border:1px solid var(--mp-border);border-radius:var(--mp-radius);background:var(--mp-surface);color:var(--mp-text);font:inherit;font-size:16px;cursor:pointer}
.mp-btn--default{background:var(--mp-surface)}
.mp-btn--primary{background:var(--mp-primary);border-color:var(--mp-primary);color:var(--mp-on-primary)}
.mp-btn--danger{background:var(--mp-danger);border-color:var(--mp-danger);color:var(--mp-on-primary)}
.mp-btn--block{display:flex;width:100%}
.mp-btn:disabled{opacity:.55;cursor:not-allowed}
.mp-link{border:0;background:none;padding:4px;color:var(--mp-primary);font:inherit;cursor:pointer;text-decoration:underline}
`,
};

export interface ButtonProps {
  children: ComponentChildren;
  variant?: 'primary' | 'default' | 'danger';
  type?: 'button' | 'submit';
  /** Shows a spinner and ignores clicks until the work is done. */
  loading?: boolean;
  disabled?: boolean;
  /** Full width. */
  block?: boolean;
  onClick?: () => void;
  label?: string;
}

/**
 * The kit's button.
 *
 * @example <Button variant="primary" loading={busy} onClick={save}>{t('common.confirm')}</Button>
 */
export function Button({
  children,
  variant = 'default',
  type = 'button',
  loading,
  disabled,
  block,
  onClick,
  label,
}: ButtonProps) {
  useStyles(buttonSheet);
  return (
    <button
      type={type}
      class={`mp-btn mp-btn--${variant}${block ? ' mp-btn--block' : ''}`}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      aria-label={label}
      onClick={onClick}
    >
      {loading && <span class="mp-spin" aria-hidden="true" />}
      {children}
    </button>
  );
}
