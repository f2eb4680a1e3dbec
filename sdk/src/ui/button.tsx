import type { ComponentChildren } from '../lib/preact';

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
