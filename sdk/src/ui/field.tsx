import { useStyles } from '../app/context';
import type { Sheet } from '../app/sheets';
import { TEXT_MAX_LENGTH } from '../config';
import type { ComponentChildren } from '../lib/preact';
import { useUid } from './ids';
import { BORDER, DANGER, MUTED, RADIUS, SURFACE, TEXT } from './theme';

/** Fields and textareas; `.mp-field__label` and `.mp-field__error` also serve other forms. */
export const fieldSheet: Sheet = {
  id: 'field',
  css: `
.mp-field{margin:0 0 14px}
.mp-field__label{display:block;margin:0 0 6px;padding:0;font-size:14px;color:${MUTED}}
.mp-field__row{display:flex;align-items:center;gap:8px}
.mp-field__input{flex:1;width:100%;min-width:0;min-height:44px;padding:10px 12px;border:1px solid ${BORDER};border-radius:${RADIUS};background:${SURFACE};color:${TEXT};font:inherit;font-size:16px}
.mp-field__area{resize:vertical;min-height:96px}
.mp-field--invalid .mp-field__input{border-color:${DANGER}}
.mp-field__error{margin:6px 0 0;color:${DANGER};font-size:14px}
.mp-field__count{margin:4px 0 0;text-align:right;color:${MUTED};font-size:12px}
`,
};

interface BaseProps {
  label: string;
  value: string;
  onInput: (value: string) => void;
  /** Shown under the control, linked with aria-describedby, and marks it invalid. */
  error?: string | null;
  placeholder?: string;
  maxLength?: number;
  name?: string;
  disabled?: boolean;
}

export interface FieldProps extends BaseProps {
  type?: 'text' | 'tel' | 'password' | 'email' | 'url';
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email' | 'url';
  autoComplete?: string;
  /** Something beside the input: a code button, a captcha image. */
  after?: ComponentChildren;
}

function describedBy(id: string, error?: string | null, counter?: boolean) {
  const ids = [error ? `${id}-e` : '', counter ? `${id}-c` : ''].filter(Boolean).join(' ');
  return ids || undefined;
}

/**
 * A labelled single-line input (16px text so mobile browsers do not zoom).
 *
 * @example <Field label={t('loginView.phoneLabel')} type="tel" value={phone} onInput={setPhone} error={err} />
 */
export function Field({
  label,
  value,
  onInput,
  error,
  after,
  type = 'text',
  maxLength = TEXT_MAX_LENGTH,
  ...rest
}: FieldProps) {
  useStyles(fieldSheet);
  const id = useUid('mp-f');
  return (
    <div class={`mp-field${error ? ' mp-field--invalid' : ''}`}>
      <label class="mp-field__label" for={id}>
        {label}
      </label>
      <div class="mp-field__row">
        <input
          id={id}
          class="mp-field__input"
          type={type}
          value={value}
          maxLength={maxLength}
          name={rest.name}
          placeholder={rest.placeholder}
          disabled={rest.disabled}
          inputMode={rest.inputMode}
          autoComplete={rest.autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error)}
          onInput={(e) => onInput(e.currentTarget.value)}
        />
        {after}
      </div>
      {error && (
        <p id={`${id}-e`} class="mp-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

export interface TextareaProps extends BaseProps {
  rows?: number;
}

/**
 * A labelled multi-line input with a character counter (max 140 by default).
 *
 * @example <Textarea label={t('feedbackView.content')} value={text} onInput={setText} />
 */
export function Textarea({
  label,
  value,
  onInput,
  error,
  rows = 4,
  maxLength = TEXT_MAX_LENGTH,
  ...rest
}: TextareaProps) {
  useStyles(fieldSheet);
  const id = useUid('mp-t');
  return (
    <div class={`mp-field${error ? ' mp-field--invalid' : ''}`}>
      <label class="mp-field__label" for={id}>
        {label}
      </label>
      <textarea
        id={id}
        class="mp-field__input mp-field__area"
        rows={rows}
        value={value}
        maxLength={maxLength}
        name={rest.name}
        placeholder={rest.placeholder}
        disabled={rest.disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, true)}
        onInput={(e) => onInput(e.currentTarget.value)}
      />
      <p id={`${id}-c`} class="mp-field__count">
        {value.length}/{maxLength}
      </p>
      {error && (
        <p id={`${id}-e`} class="mp-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
