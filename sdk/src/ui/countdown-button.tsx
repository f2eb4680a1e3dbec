import { useStyles, useT } from '../app/context';
import type { Sheet } from '../app/sheets';
import { CODE_COUNTDOWN_S } from '../config';
import { useEffect, useState } from '../lib/preact';
import { buttonSheet } from './button';
import { PRIMARY } from './theme';

/** Overrides `.mp-btn`, so it is added after the button's sheet. */
export const countdownSheet: Sheet = {
  id: 'countdown-button',
  css: `.mp-btn--code{flex:none;min-width:112px;font-size:14px;color:${PRIMARY}}`,
};

export interface CountdownButtonProps {
  onClick: () => void;
  /**
   * Starts (or restarts) the countdown whenever it changes to a new non-zero value, e.g.
   * `Date.now()` after a code was sent. Clicking alone never starts it.
   */
  start: number;
  /** Countdown length; defaults to CODE_COUNTDOWN_S (60). */
  seconds?: number;
  loading?: boolean;
  disabled?: boolean;
  label?: string;
}

/**
 * "Get code" button that, once told, counts down and stays disabled until the end.
 *
 * @example <CountdownButton start={sentAt} loading={sending} onClick={sendCode} />
 */
export function CountdownButton({
  onClick,
  start,
  seconds = CODE_COUNTDOWN_S,
  loading,
  disabled,
  label,
}: CountdownButtonProps) {
  const t = useT();
  useStyles(buttonSheet, countdownSheet);
  const [left, setLeft] = useState(0);

  useEffect(() => {
    if (!start) return;
    const end = Date.now() + seconds * 1000;
    const tick = () => {
      const s = Math.max(0, Math.ceil((end - Date.now()) / 1000));
      setLeft(s);
      if (!s) clearInterval(id);
    };
    const id = setInterval(tick, 1000);
    setLeft(seconds);
    return () => clearInterval(id);
  }, [start, seconds]);

  return (
    <button
      type="button"
      class="mp-btn mp-btn--default mp-btn--code"
      disabled={disabled || loading || left > 0}
      aria-busy={loading || undefined}
      onClick={onClick}
    >
      {left > 0 ? t('countdownButton.resendIn', { s: left }) : (label ?? t('countdownButton.getCode'))}
    </button>
  );
}
