import { TEXT_MAX_LENGTH } from '../config';
import type { ComponentChildren } from '../lib/preact';
import { useUid } from './ids';

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
  inputMode?: 'text' | 'numeric' | 'tel' | 'email' | 'url';
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
