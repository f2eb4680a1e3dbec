import { useStyles, useT } from '../app/context';
import type { Sheet } from '../app/sheets';
import { DATE_PICKER_YEARS, HOURS_MAX, HOURS_MIN, MINUTES_MAX, MINUTES_MIN } from '../config';
import { clamp } from '../rules/clamp';
import { fieldSheet } from './field';
import { useUid } from './ids';
import { BORDER, MUTED, RADIUS, SURFACE, TEXT } from './theme';

/** The pickers' selects; their legend is a `.mp-field__label` (field.tsx). */
export const pickersSheet: Sheet = {
  id: 'pickers',
  css: `
.mp-picker{display:flex;flex-wrap:wrap;gap:8px;margin:0 0 14px;padding:0;border:0}
.mp-picker__part{display:flex;flex-direction:column;flex:1;min-width:72px;font-size:12px;color:${MUTED}}
.mp-picker__unit{margin:0 0 4px}
.mp-picker__select{min-height:44px;padding:0 8px;border:1px solid ${BORDER};border-radius:${RADIUS};background:${SURFACE};color:${TEXT};font-size:16px}
`,
};
const usePickerStyles = () => useStyles(fieldSheet, pickersSheet);

const pad = (n: number) => String(n).padStart(2, '0');
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/** `YYYY-MM-DD` as [y, m, d]; junk parts become NaN and are clamped away. */
function parts(date: string): [number, number, number] {
  const [y, m, d] = date.split('-').map(Number);
  return [y ?? Number.NaN, m ?? Number.NaN, d ?? Number.NaN];
}
const toNum = ([y, m, d]: [number, number, number]) => y * 10000 + m * 100 + d;
const fromNum = (n: number) => `${Math.floor(n / 10000)}-${pad(Math.floor(n / 100) % 100)}-${pad(n % 100)}`;

/** The default date range: DATE_PICKER_YEARS years either side of the current year. */
export function defaultDateRange(now = new Date()): { start: string; end: string } {
  const y = now.getFullYear();
  return { start: `${y - DATE_PICKER_YEARS}-01-01`, end: `${y + DATE_PICKER_YEARS}-12-31` };
}

/**
 * Clamps a `YYYY-MM-DD` date between start and end, fixing a day past the end of its month.
 *
 * @example clampDate('2024-02-31', '2000-01-01', '2030-12-31') // '2024-02-29'
 */
export function clampDate(value: string, start: string, end: string): string {
  const lo = toNum(parts(start));
  const [y, m, d] = parts(value);
  if (Number.isNaN(y + m + d)) return fromNum(lo);
  const month = clamp(m, 1, 12);
  return fromNum(clamp(toNum([y, month, clamp(d, 1, daysIn(y, month))]), lo, toNum(parts(end))));
}

/**
 * Clamps an `HH:mm` time between start and end (hours 00-23, minutes 00-59).
 *
 * @example clampTime('25:70', '00:00', '23:59') // '23:59'
 */
export function clampTime(value: string, start = '00:00', end = '23:59'): string {
  const mins = (s: string) => {
    const [h, m] = s.split(':').map(Number);
    return clamp(h ?? 0, HOURS_MIN, HOURS_MAX) * 60 + clamp(m ?? 0, MINUTES_MIN, MINUTES_MAX);
  };
  const v = clamp(mins(value), mins(start), mins(end));
  return `${pad(Math.floor(v / 60))}:${pad(v % 60)}`;
}

function Select({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: number;
  options: number[];
  onChange: (v: number) => void;
}) {
  const id = useUid('mp-p');
  return (
    <div class="mp-picker__part">
      <label class="mp-picker__unit" for={id}>
        {label}
      </label>
      <select
        id={id}
        class="mp-picker__select"
        value={String(value)}
        onChange={(e) => onChange(Number(e.currentTarget.value))}
      >
        {options.map((o) => (
          <option key={o} value={String(o)}>
            {o < 100 ? pad(o) : o}
          </option>
        ))}
      </select>
    </div>
  );
}

export interface DatePickerProps {
  label: string;
  /** `YYYY-MM-DD`. */
  value: string;
  onChange: (value: string) => void;
  /** Inclusive bounds, `YYYY-MM-DD`; default 150 years either side of this year. */
  start?: string;
  end?: string;
}

/**
 * Year, month and day selects; every change is clamped between start and end.
 *
 * @example <DatePicker label={t('deliverOrder.date')} value={date} onChange={setDate} start={today} />
 */
export function DatePicker({ label, value, onChange, start, end }: DatePickerProps) {
  const t = useT();
  usePickerStyles();
  const def = defaultDateRange();
  const lo = start ?? def.start;
  const hi = end ?? def.end;
  const [y, m, d] = parts(clampDate(value, lo, hi));
  const set = (ny: number, nm: number, nd: number) =>
    onChange(clampDate(`${ny}-${pad(nm)}-${pad(Math.min(nd, daysIn(ny, nm)))}`, lo, hi));
  return (
    <fieldset class="mp-picker">
      <legend class="mp-field__label">{label}</legend>
      <Select
        label={t('pickers.year')}
        value={y}
        options={range(parts(lo)[0], parts(hi)[0])}
        onChange={(v) => set(v, m, d)}
      />
      <Select label={t('pickers.month')} value={m} options={range(1, 12)} onChange={(v) => set(y, v, d)} />
      <Select
        label={t('pickers.day')}
        value={d}
        options={range(1, daysIn(y, m))}
        onChange={(v) => set(y, m, v)}
      />
    </fieldset>
  );
}

export interface TimePickerProps {
  label: string;
  /** `HH:mm`. */
  value: string;
  onChange: (value: string) => void;
  /** Inclusive bounds, `HH:mm`; default 00:00 to 23:59. */
  start?: string;
  end?: string;
}

/**
 * Hour (00-23) and minute (00-59) selects; every change is clamped between start and end.
 *
 * @example <TimePicker label={t('deliverOrder.time')} value={time} onChange={setTime} />
 */
export function TimePicker({ label, value, onChange, start = '00:00', end = '23:59' }: TimePickerProps) {
  const t = useT();
  usePickerStyles();
  const [h = 0, m = 0] = clampTime(value, start, end).split(':').map(Number);
  const set = (nh: number, nm: number) => onChange(clampTime(`${nh}:${nm}`, start, end));
  return (
    <fieldset class="mp-picker">
      <legend class="mp-field__label">{label}</legend>
      <Select
        label={t('pickers.hour')}
        value={h}
        options={range(HOURS_MIN, HOURS_MAX)}
        onChange={(v) => set(v, m)}
      />
      <Select
        label={t('pickers.minute')}
        value={m}
        options={range(MINUTES_MIN, MINUTES_MAX)}
        onChange={(v) => set(h, v)}
      />
    </fieldset>
  );
}
