import { useStyles, useT } from '../app/context';
import type { Sheet } from '../app/sheets';
import { type ComponentChildren, useEffect, useRef } from '../lib/preact';
import { Button } from './button';
import { useUid } from './ids';
import { MUTED, RADIUS, SURFACE, TEXT } from './theme';

/** Mask, panel, and the dialog's body and actions (`.mp-popup__actions .mp-btn` outranks `.mp-btn`). */
export const popupSheet: Sheet = {
  id: 'popup',
  css: `
.mp-mask{position:absolute;inset:0;z-index:900;display:flex;justify-content:center;background:rgba(0,0,0,.45)}
.mp-mask--bottom{align-items:flex-end}
.mp-mask--center{align-items:center;padding:24px}
.mp-mask__bg{position:absolute;inset:0;padding:0;border:0;background:none;cursor:default}
.mp-popup{position:relative;width:100%;max-width:480px;max-height:85vh;overflow:auto;padding:20px 16px;background:${SURFACE};color:${TEXT};outline:0}
.mp-popup--bottom{border-radius:${RADIUS} ${RADIUS} 0 0;padding-bottom:max(20px,env(safe-area-inset-bottom))}
.mp-popup--center{max-width:340px;border-radius:${RADIUS}}
.mp-popup__title{margin:0 0 8px;font-size:17px;text-align:center}
.mp-popup__body{margin:0 0 20px;color:${MUTED};text-align:center}
.mp-popup__actions{display:flex;gap:12px}
.mp-popup__actions .mp-btn{flex:1}
`,
};

const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

export interface PopupProps {
  open: boolean;
  onClose: () => void;
  /** Heading of the panel; also its accessible name. */
  title?: string;
  /** Accessible name when there is no visible title. */
  label?: string;
  position?: 'bottom' | 'center';
  children: ComponentChildren;
}

/**
 * A modal panel over a mask: role=dialog, aria-modal, focus kept inside (Tab wraps), Escape
 * and a tap on the mask close it, focus returns to where it was.
 *
 * @example <Popup open={open} onClose={() => setOpen(false)} title={t('community.reportTitle')}>...</Popup>
 */
export function Popup({ open, onClose, title, label, position = 'bottom', children }: PopupProps) {
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  const titleId = useUid('mp-d');
  const t = useT();
  useStyles(popupSheet);

  useEffect(() => {
    const el = panel.current;
    if (!open || !el) return;
    const root = el.getRootNode() as Document | ShadowRoot;
    const previous = root.activeElement as HTMLElement | null;
    (el.querySelector<HTMLElement>(FOCUSABLE) ?? el).focus();
    return () => previous?.focus?.();
  }, [open]);

  if (!open) return null;

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      close.current();
      return;
    }
    if (e.key !== 'Tab' || !panel.current) return;
    const items = panel.current.querySelectorAll<HTMLElement>(FOCUSABLE);
    const first = items[0];
    const last = items[items.length - 1];
    const active = (panel.current.getRootNode() as Document | ShadowRoot).activeElement;
    if (!first || !last) {
      e.preventDefault();
    } else if (e.shiftKey && (active === first || active === panel.current)) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && active === last) {
      e.preventDefault();
      first.focus();
    }
  };

  return (
    <div class={`mp-mask mp-mask--${position}`}>
      {/* A tap outside closes; keyboard users have Escape, so the backdrop stays out of the tab order. */}
      <button
        type="button"
        class="mp-mask__bg"
        tabIndex={-1}
        aria-label={t('common.close')}
        onClick={() => close.current()}
      />
      <div
        ref={panel}
        class={`mp-popup mp-popup--${position}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : label}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        {title && (
          <h2 id={titleId} class="mp-popup__title">
            {title}
          </h2>
        )}
        {children}
      </div>
    </div>
  );
}

export interface DialogProps {
  open: boolean;
  title: string;
  message?: string;
  confirmText?: string;
  cancelText?: string;
  danger?: boolean;
  /** Spinner on the confirm button while the action runs. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A confirm dialog: title, message, cancel and confirm.
 *
 * @example <Dialog open={ask} title={t('personCenter.logoutTitle')} danger onConfirm={logout} onCancel={() => setAsk(false)} />
 */
export function Dialog({
  open,
  title,
  message,
  confirmText,
  cancelText,
  danger,
  busy,
  onConfirm,
  onCancel,
}: DialogProps) {
  const t = useT();
  return (
    <Popup open={open} onClose={onCancel} title={title} position="center">
      {message && <p class="mp-popup__body">{message}</p>}
      <div class="mp-popup__actions">
        <Button onClick={onCancel}>{cancelText ?? t('common.cancel')}</Button>
        <Button variant={danger ? 'danger' : 'primary'} loading={busy} onClick={onConfirm}>
          {confirmText ?? t('common.confirm')}
        </Button>
      </div>
    </Popup>
  );
}
