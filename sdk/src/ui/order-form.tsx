import { atom } from 'nanostores';
import { type OrderInput, uploadImage } from '../api/endpoints/orders';
import type { PricingMode } from '../api/order-types';
import type { Transport } from '../api/transport';
import { useInstance, useStyles, useT } from '../app/context';
import type { Sheet } from '../app/sheets';
import type { TFunction } from '../i18n';
import { type ComponentChildren, useEffect, useRef, useState } from '../lib/preact';
import { useStore } from '../lib/use-store';
import {
  ORDER_DESCRIPTION_MAX,
  ORDER_HEADCOUNT_MAX,
  ORDER_HEADCOUNT_MIN,
  ORDER_PICS_MAX,
  ORDER_PRICE_MAX_FEN,
  ORDER_PRICE_MIN_FEN,
  ORDER_TITLE_MAX,
  UPLOAD_IMAGE_MAX_BYTES,
} from '../rules/order-limits';
import { Button, buttonSheet } from './button';
import { errorText } from './errors';
import { Field, fieldSheet, Textarea } from './field';
import { useUid } from './ids';
import { ImagePicker } from './image-picker';
import { formatFen, parseYuan } from './money';
import { clampTime, DatePicker, TimePicker } from './pickers';
import { BORDER, DANGER, MUTED, PRIMARY, RADIUS, SURFACE, TEXT } from './theme';

/**
 * The form of deliverOrder and modifyOrder: cards of fields, the photo grid with upload
 * progress, the pickers' hint, the pricing modes and the form's own error.
 */
export const orderFormSheet: Sheet = {
  id: 'order-form',
  css: `
.mp-oform__card{margin:0 0 12px;padding:14px 12px 1px;border-radius:${RADIUS};background:${SURFACE}}
.mp-oform__pick{display:flex;align-items:center;gap:8px;width:100%;min-height:44px;padding:10px 12px;border:1px solid ${BORDER};border-radius:${RADIUS};background:${SURFACE};color:${TEXT};font:inherit;font-size:16px;text-align:left;cursor:pointer}
.mp-oform__value{flex:1;min-width:0;overflow:hidden;display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:2;overflow-wrap:anywhere}
.mp-oform__value--empty{color:${MUTED}}
.mp-oform__arrow{flex:none;width:8px;height:8px;border:solid ${MUTED};border-width:0 2px 2px 0;transform:rotate(-45deg)}
.mp-field--invalid .mp-oform__pick{border-color:${DANGER}}
.mp-oform__set{min-width:0;margin:0 0 14px;padding:0;border:0}
.mp-oform__grid{display:grid;grid-template-columns:repeat(3,1fr);gap:8px;margin:0;padding:0;list-style:none}
.mp-oform__photo{position:relative;aspect-ratio:1;overflow:hidden;border-radius:${RADIUS};background:${BORDER}}
.mp-oform__photo img{display:block;width:100%;height:100%;object-fit:cover}
.mp-oform__progress{position:absolute;left:6px;bottom:6px;width:calc(100% - 12px);height:6px;accent-color:${PRIMARY}}
.mp-oform__badge{position:absolute;left:0;right:0;bottom:0;padding:2px;background:rgba(0,0,0,.55);color:#fff;font-size:12px;text-align:center}
.mp-oform__failed{position:absolute;inset:0;display:flex;flex-direction:column;align-items:center;justify-content:center;background:rgba(255,255,255,.85);color:${DANGER};font-size:12px}
.mp-oform__remove{position:absolute;top:2px;right:2px;width:28px;height:28px;padding:0;border:0;border-radius:50%;background:rgba(0,0,0,.55);color:#fff;font-size:18px;line-height:28px;cursor:pointer}
.mp-oform__grid .mp-pick{display:flex;flex-direction:column;width:100%;height:100%;aspect-ratio:1;border:1px dashed ${MUTED};color:${MUTED};font-size:13px}
.mp-oform__plus{font-size:28px;line-height:1}
.mp-oform__hint{margin:-6px 0 14px}
.mp-oform__modes{display:flex;flex-direction:column;gap:8px}
.mp-oform__mode{display:flex;align-items:flex-start;gap:10px;padding:10px 12px;border:1px solid ${BORDER};border-radius:${RADIUS};cursor:pointer}
.mp-oform__mode--on{border-color:${PRIMARY}}
.mp-oform__mode input{margin:3px 0 0;accent-color:${PRIMARY}}
.mp-oform__mode b{display:block;font-weight:600}
.mp-oform__error{margin:0 0 12px;padding:10px 12px;border-radius:${RADIUS};background:${SURFACE};color:${DANGER}}
`,
};

/** What the form edits; deliverOrder keeps it as its draft. Numbers stay text as typed. */
export interface OrderFields {
  category: { id: number; name: string } | null;
  title: string;
  description: string;
  /**
   * `id` 0: the order's address as it is (modifyOrder), not sent again. `longitude`/`latitude`:
   * where it is, when known (deliverOrder asks which coupons can be claimed there).
   */
  address: { id: number; text: string; longitude?: number; latitude?: number } | null;
  /** Local `YYYY-MM-DD` and `HH:mm`. */
  date: string;
  time: string;
  headcount: string;
  /** Yuan as typed ("50", "49.9"). */
  price: string;
  pricing_mode: PricingMode;
}
export type OrderErrors = Partial<Record<keyof OrderFields | 'pics', string>>;

/** One photo: waiting or uploading (with progress), uploaded (`url`), or failed (retry it). */
export interface Photo {
  key: string;
  status: 'queued' | 'uploading' | 'done' | 'failed';
  /** 0..1 while uploading. */
  progress: number;
  url?: string;
  /** The local picture (an object URL) until the page forgets it. */
  preview?: string;
  file?: Blob;
  /** Why the upload failed, translated. */
  error?: string;
}

const PICTURE_TYPES = /^image\/(jpeg|png|gif|webp)$/;
let photoSeq = 0;

/**
 * The photos of one form: uploads one at a time through `POST /api/upload/image` (purpose
 * `order`) with progress; a failure keeps the photo for a retry without touching the others.
 * Kept outside the component, so deliverOrder's uploads go on while the user looks elsewhere.
 *
 * @example const photos = createPhotos(api, i18n.t, order.pics); photos.add(files);
 */
export function createPhotos(api: Transport, t: TFunction, initial: readonly string[] = []) {
  const $photos = atom<Photo[]>(
    initial.map((url) => ({ key: `p${++photoSeq}`, status: 'done', progress: 1, url })),
  );
  let running = false;
  const patch = (key: string, change: Partial<Photo>) =>
    $photos.set($photos.get().map((p) => (p.key === key ? { ...p, ...change } : p)));

  async function pump(): Promise<void> {
    if (running) return;
    running = true;
    for (let next = find(); next; next = find()) {
      const { key, file } = next;
      patch(key, { status: 'uploading', progress: 0, error: undefined });
      try {
        const { url } = await uploadImage(api, file as Blob, 'order', {
          onProgress: (progress) => patch(key, { progress }),
        });
        patch(key, { status: 'done', progress: 1, url, file: undefined });
      } catch (err) {
        patch(key, { status: 'failed', error: errorText(err, t) });
      }
    }
    running = false;
  }
  const find = () => $photos.get().find((p) => p.status === 'queued');

  return {
    $photos,
    /** Queues pictures (the caller checked type, size and count). */
    add(files: readonly Blob[]): void {
      $photos.set([
        ...$photos.get(),
        ...files.map(
          (file): Photo => ({
            key: `p${++photoSeq}`,
            status: 'queued',
            progress: 0,
            file,
            preview: URL.createObjectURL(file),
          }),
        ),
      ]);
      void pump();
    },
    retry(key: string): void {
      patch(key, { status: 'queued', error: undefined });
      void pump();
    },
    remove(key: string): void {
      const gone = $photos.get().find((p) => p.key === key);
      if (gone?.preview) URL.revokeObjectURL(gone.preview);
      $photos.set($photos.get().filter((p) => p !== gone));
    },
    /** The uploaded URLs, in order. */
    urls: (): string[] => $photos.get().flatMap((p) => (p.status === 'done' && p.url ? [p.url] : [])),
    /** Forgets every photo (a published draft). */
    clear(): void {
      for (const p of $photos.get()) if (p.preview) URL.revokeObjectURL(p.preview);
      $photos.set([]);
    },
  };
}
export type Photos = ReturnType<typeof createPhotos>;

const MINUTE_MS = 60_000;
const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const hm = (d: Date) => `${pad(d.getHours())}:${pad(d.getMinutes())}`;

/** Local date and time of Unix seconds. */
export function fromUnix(s: number): { date: string; time: string } {
  const d = new Date(s * 1000);
  return { date: ymd(d), time: hm(d) };
}

/** Unix seconds of a local date and time. */
export function toUnix(date: string, time: string): number {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  const [h = 0, min = 0] = time.split(':').map(Number);
  return Math.floor(new Date(y, m - 1, d, h, min).getTime() / 1000);
}

/**
 * The service times the form offers: from the minute after next (the request takes a moment)
 * to the same minute a year from now, within what the server takes (SERVICE_WITHIN_SECONDS).
 */
export function serviceBounds(now = Date.now()): { lo: Date; hi: Date } {
  const lo = new Date(Math.ceil(now / MINUTE_MS) * MINUTE_MS + MINUTE_MS);
  const hi = new Date(Math.floor(now / MINUTE_MS) * MINUTE_MS);
  hi.setFullYear(hi.getFullYear() + 1);
  return { lo, hi };
}

/** A service time within the bounds: the one given, or the nearest bound. */
export function clampService(date: string, time: string, now = Date.now()): { date: string; time: string } {
  const { lo, hi } = serviceBounds(now);
  const at = toUnix(date, time) * 1000;
  if (Number.isNaN(at) || at < lo.getTime()) return { date: ymd(lo), time: hm(lo) };
  if (at > hi.getTime()) return { date: ymd(hi), time: hm(hi) };
  return { date, time };
}

/** A new order's service time: tomorrow at nine. */
export function defaultService(now = Date.now()): { date: string; time: string } {
  const d = new Date(now);
  d.setDate(d.getDate() + 1);
  return { date: ymd(d), time: '09:00' };
}

/** An empty form: one person, fixed price, tomorrow at nine. */
export const emptyFields = (now = Date.now()): OrderFields => ({
  category: null,
  title: '',
  description: '',
  address: null,
  ...defaultService(now),
  headcount: String(ORDER_HEADCOUNT_MIN),
  price: '',
  pricing_mode: 'fixed',
});

const chars = (s: string) => [...s].length;

/**
 * Checks every field as the server will (docs/orders-api.md, create), with a translated
 * message per field; `order` is what to send when there is none. `checkTime: false` accepts
 * the service time as it is (modifyOrder, when it was not changed).
 */
export function validateOrder(
  v: OrderFields,
  photos: readonly Photo[],
  t: TFunction,
  options: { checkTime?: boolean; now?: number } = {},
): { errors: OrderErrors; order?: OrderInput } {
  const e: OrderErrors = {};
  const title = v.title.trim();
  const description = v.description.replace(/\r\n?/g, '\n').trim();
  if (!v.category) e.category = t('orderForm.categoryRequired');
  if (!title) e.title = t('orderForm.titleRequired');
  else if (chars(title) > ORDER_TITLE_MAX) e.title = t('orderForm.titleTooLong', { max: ORDER_TITLE_MAX });
  if (!description) e.description = t('orderForm.descriptionRequired');
  else if (chars(description) > ORDER_DESCRIPTION_MAX)
    e.description = t('orderForm.descriptionTooLong', { max: ORDER_DESCRIPTION_MAX });
  if (photos.some((p) => p.status === 'failed')) e.pics = t('orderForm.photosFailed');
  else if (photos.some((p) => p.status !== 'done')) e.pics = t('orderForm.photosPending');
  if (!v.address) e.address = t('orderForm.addressRequired');
  const at = toUnix(v.date, v.time);
  if (options.checkTime !== false) {
    const { lo, hi } = serviceBounds(options.now);
    if (!(at * 1000 >= lo.getTime() && at * 1000 <= hi.getTime())) e.time = t('orderForm.timeInvalid');
  }
  const count = v.headcount.normalize('NFKC').trim();
  const headcount = /^\d{1,3}$/.test(count) ? Number(count) : Number.NaN;
  if (!(headcount >= ORDER_HEADCOUNT_MIN && headcount <= ORDER_HEADCOUNT_MAX))
    e.headcount = t('orderForm.headcountInvalid', { min: ORDER_HEADCOUNT_MIN, max: ORDER_HEADCOUNT_MAX });
  const price = parseYuan(v.price);
  if (price === null) e.price = t('orderForm.priceInvalid');
  else if (price < ORDER_PRICE_MIN_FEN || price > ORDER_PRICE_MAX_FEN)
    e.price = t('orderForm.priceRange', {
      min: formatFen(ORDER_PRICE_MIN_FEN),
      max: formatFen(ORDER_PRICE_MAX_FEN),
    });
  if (Object.keys(e).length || !v.category || !v.address || price === null) return { errors: e };
  return {
    errors: e,
    order: {
      goods_categorize_id: v.category.id,
      title,
      description,
      pics: photos.flatMap((p) => (p.url ? [p.url] : [])),
      address_id: v.address.id,
      service_time: at,
      headcount,
      price_fen: price,
      pricing_mode: v.pricing_mode,
    },
  };
}

/**
 * The blocked-words rule (about 8 KB gzip) and its messages in the form's language: fetched
 * on the first keystroke, as chatView does. `null` when they cannot be fetched (offline before
 * the first keystroke): the server checks anyway, and the next call tries again.
 */
type Check = (text: string) => string | null;
let rules: Promise<typeof import('../rules/blocked-words') | null> | undefined;
function loadCheck(locale: string): Promise<Check | null> {
  rules ??= import('../rules/blocked-words').catch(() => {
    rules = undefined;
    return null;
  });
  return rules.then((rule) =>
    rule
      ? rule.loadBlockedWordsMessages(locale).then(
          (texts): Check =>
            (text) => {
              const verdict = rule.checkFields({ text });
              return verdict.ok ? null : texts[verdict.category];
            },
          () => null,
        )
      : null,
  );
}

export interface OrderFormProps {
  value: OrderFields;
  onChange: (patch: Partial<OrderFields>) => void;
  photos: Photos;
  /** modifyOrder: no pricing mode, and the service time is checked only once changed. */
  modify?: { date: string; time: string };
  submitText: string;
  /** The screen is sending: the button spins and ignores taps. */
  busy?: boolean;
  /** The server's refusal, shown above the button. */
  error?: string | null;
  /** Called with what to send once every check passed (blocked words included). */
  onSubmit: (order: OrderInput) => void;
  onCategory: () => void;
  onAddress: () => void;
  /** Drawn above the button (deliverOrder: the coupons to claim). */
  extra?: ComponentChildren;
}

/** A field that opens a picker page (category, address). */
function PickField(props: {
  label: string;
  value: string | undefined;
  empty: string;
  error: string | undefined;
  onClick: () => void;
}) {
  const id = useUid('mp-f');
  return (
    <div class={`mp-field${props.error ? ' mp-field--invalid' : ''}`}>
      <span id={id} class="mp-field__label">
        {props.label}
      </span>
      <button
        type="button"
        class="mp-oform__pick"
        aria-labelledby={`${id} ${id}-v`}
        aria-describedby={props.error ? `${id}-e` : undefined}
        aria-invalid={props.error ? true : undefined}
        onClick={props.onClick}
      >
        <span id={`${id}-v`} class={`mp-oform__value${props.value ? '' : ' mp-oform__value--empty'}`}>
          {props.value || props.empty}
        </span>
        <span class="mp-oform__arrow" aria-hidden="true" />
      </button>
      {props.error && (
        <p id={`${id}-e`} class="mp-field__error">
          {props.error}
        </p>
      )}
    </div>
  );
}

/**
 * The order form: category and address open their picker pages; title, description, up to 9
 * photos uploading with progress, the service time clamped between now and a year ahead (a
 * moved time is explained), people, price in yuan and (new orders) the pricing mode. On submit
 * every field is checked with its own message, then title and description against the blocked
 * words; nothing typed is ever cleared.
 *
 * @example <OrderForm value={fields} onChange={patch} photos={photos} submitText={t('deliverOrder.publish')} onSubmit={publish} onCategory={...} onAddress={...} />
 */
export function OrderForm(props: OrderFormProps) {
  const { value: v, onChange, photos, modify } = props;
  const t = useT();
  const { i18n } = useInstance();
  useStyles(buttonSheet, fieldSheet, orderFormSheet);
  const list = useStore(photos.$photos);
  const locale = useStore(i18n.$locale);
  const [errors, setErrors] = useState<OrderErrors>({});
  /** A service time the form moved (a date change, or the time passed before submitting): said under the pickers. */
  const [moved, setMoved] = useState<{ when: string; alert?: boolean } | null>(null);
  const [pickError, setPickError] = useState('');
  const checking = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  const { lo, hi } = serviceBounds();
  const timeStart = v.date === ymd(lo) ? hm(lo) : '00:00';
  const timeEnd = v.date === ymd(hi) ? hm(hi) : '23:59';

  // After a refused submit, bring the first message into view.
  useEffect(() => {
    form.current?.querySelector('.mp-field__error')?.scrollIntoView?.({ block: 'center' });
  }, [errors]);

  // A field that changed (typed here, or picked on another page) loses its message.
  const last = useRef(v);
  useEffect(() => {
    const before = last.current;
    last.current = v;
    const changed = (Object.keys(v) as (keyof OrderFields)[]).filter((k) => v[k] !== before[k]);
    if (changed.some((k) => errors[k]))
      setErrors((e) => ({ ...e, ...Object.fromEntries(changed.map((k) => [k, undefined])) }));
  }, [v]);

  useEffect(() => {
    if (errors.pics) setErrors((e) => ({ ...e, pics: undefined }));
  }, [list]);

  const set = (patch: Partial<OrderFields>) => {
    onChange(patch);
    if ('title' in patch || 'description' in patch) void loadCheck(locale);
  };

  const setDate = (date: string) => {
    const time = clampTime(v.time, date === ymd(lo) ? hm(lo) : '00:00', date === ymd(hi) ? hm(hi) : '23:59');
    set({ date, time });
    setMoved(time === v.time ? null : { when: `${date} ${time}` });
  };

  function pick(files: File[], leftOut: number) {
    const room = ORDER_PICS_MAX - list.length;
    const good = files.filter((f) => PICTURE_TYPES.test(f.type) && f.size <= UPLOAD_IMAGE_MAX_BYTES);
    const taken = good.slice(0, Math.max(0, room));
    setPickError(
      good.length < files.length
        ? t('orderForm.photosBadFile', { mb: UPLOAD_IMAGE_MAX_BYTES / 1024 / 1024 })
        : leftOut || taken.length < good.length
          ? t('orderForm.photosTooMany', { max: ORDER_PICS_MAX })
          : '',
    );
    if (taken.length) photos.add(taken);
  }

  async function submit(e: Event) {
    e.preventDefault();
    if (checking.current || props.busy) return;
    const timeChanged = !modify || modify.date !== v.date || modify.time !== v.time;
    const result = validateOrder(v, list, t, { checkTime: timeChanged });
    const { time: late, ...errs } = result.errors;
    if (late) {
      // The time passed while the form was open (or a year went by): move it, say so, send nothing.
      const clamped = clampService(v.date, v.time);
      onChange(clamped);
      setMoved({ when: `${clamped.date} ${clamped.time}`, alert: true });
    }
    checking.current = true;
    const check = await loadCheck(locale);
    checking.current = false;
    for (const name of ['title', 'description'] as const) {
      const refused = !errs[name] && check?.(v[name]);
      if (refused) errs[name] = refused;
    }
    setErrors(errs);
    if (result.order && !Object.values(errs).some(Boolean)) props.onSubmit(result.order);
  }

  const failed = list.flatMap((p, i) => (p.status === 'failed' ? [{ n: i + 1, reason: p.error ?? '' }] : []));
  const invalid = Object.values(errors).some(Boolean);
  const priceLabel = t(v.pricing_mode === 'quote' ? 'orderForm.startingPrice' : 'orderForm.price');

  return (
    <form ref={form} noValidate onSubmit={submit}>
      <div class="mp-oform__card">
        <PickField
          label={t('orderForm.category')}
          value={v.category?.name}
          empty={t('orderForm.categoryChoose')}
          error={errors.category}
          onClick={props.onCategory}
        />
        <Field
          label={t('orderForm.title')}
          value={v.title}
          maxLength={ORDER_TITLE_MAX}
          placeholder={t('orderForm.titlePlaceholder')}
          onInput={(title) => set({ title })}
          error={errors.title}
        />
        <Textarea
          label={t('orderForm.description')}
          value={v.description}
          maxLength={ORDER_DESCRIPTION_MAX}
          placeholder={t('orderForm.descriptionPlaceholder')}
          onInput={(description) => set({ description })}
          error={errors.description}
        />
        <fieldset class={`mp-oform__set${errors.pics ? ' mp-field--invalid' : ''}`}>
          <legend class="mp-field__label">
            {t('orderForm.photos', { count: list.length, max: ORDER_PICS_MAX })}
          </legend>
          <ul class="mp-oform__grid">
            {list.map((p, i) => (
              <li key={p.key} class="mp-oform__photo">
                <img src={p.preview ?? p.url} alt={t('orderForm.photo', { n: i + 1 })} />
                {p.status === 'uploading' && (
                  <progress
                    class="mp-oform__progress"
                    max={1}
                    value={p.progress}
                    aria-label={t('orderForm.photoUploading', { n: i + 1 })}
                  />
                )}
                {p.status === 'queued' && <span class="mp-oform__badge">{t('orderForm.photoWaiting')}</span>}
                {p.status === 'failed' && (
                  <span class="mp-oform__failed">
                    {t('orderForm.photoFailed')}
                    <button
                      type="button"
                      class="mp-link"
                      aria-label={t('orderForm.photoRetry', { n: i + 1 })}
                      onClick={() => photos.retry(p.key)}
                    >
                      {t('common.retry')}
                    </button>
                  </span>
                )}
                <button
                  type="button"
                  class="mp-oform__remove"
                  aria-label={t('orderForm.photoRemove', { n: i + 1 })}
                  onClick={() => photos.remove(p.key)}
                >
                  ×
                </button>
              </li>
            ))}
            {list.length < ORDER_PICS_MAX && (
              <li>
                <ImagePicker
                  label={t('orderForm.photosAdd')}
                  max={ORDER_PICS_MAX - list.length}
                  onPick={pick}
                >
                  <span class="mp-oform__plus" aria-hidden="true">
                    +
                  </span>
                  <span aria-hidden="true">{t('orderForm.photosAdd')}</span>
                </ImagePicker>
              </li>
            )}
          </ul>
          {failed.map((f) => (
            <p key={f.n} class="mp-field__error">
              {t('orderForm.photoFailedReason', f)}
            </p>
          ))}
          {(errors.pics || pickError) && <p class="mp-field__error">{errors.pics || pickError}</p>}
        </fieldset>
      </div>
      <div class="mp-oform__card">
        <PickField
          label={t('orderForm.address')}
          value={v.address?.text}
          empty={t('orderForm.addressChoose')}
          error={errors.address}
          onClick={props.onAddress}
        />
        <DatePicker
          label={t('orderForm.date')}
          value={v.date}
          start={ymd(lo)}
          end={ymd(hi)}
          onChange={setDate}
        />
        <TimePicker
          label={t('orderForm.time')}
          value={v.time}
          start={timeStart}
          end={timeEnd}
          onChange={(time) => {
            set({ time });
            setMoved(null);
          }}
        />
        <p
          class={`mp-oform__hint ${moved?.alert ? 'mp-field__error' : 'mp-muted'}`}
          role={moved?.alert ? 'alert' : undefined}
        >
          {moved
            ? t('orderForm.timeClamped', { when: moved.when })
            : t('orderForm.timeHint', { end: `${ymd(hi)} ${hm(hi)}` })}
        </p>
        <Field
          label={t('orderForm.headcount')}
          value={v.headcount}
          inputMode="numeric"
          maxLength={2}
          onInput={(headcount) => set({ headcount })}
          error={errors.headcount}
        />
      </div>
      <div class="mp-oform__card">
        {!modify && (
          <fieldset class="mp-oform__set">
            <legend class="mp-field__label">{t('orderForm.pricing')}</legend>
            <div class="mp-oform__modes">
              {(['fixed', 'quote'] as const).map((mode) => (
                <label
                  key={mode}
                  class={`mp-oform__mode${v.pricing_mode === mode ? ' mp-oform__mode--on' : ''}`}
                >
                  <input
                    type="radio"
                    name="pricing_mode"
                    value={mode}
                    checked={v.pricing_mode === mode}
                    onChange={() => set({ pricing_mode: mode })}
                  />
                  <span>
                    <b>{t(mode === 'fixed' ? 'orderForm.fixed' : 'orderForm.quote')}</b>
                    <span class="mp-muted">
                      {t(mode === 'fixed' ? 'orderForm.fixedHint' : 'orderForm.quoteHint')}
                    </span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        )}
        <Field
          label={priceLabel}
          inputMode="decimal"
          value={v.price}
          maxLength={12}
          placeholder={t('orderForm.pricePlaceholder')}
          onInput={(price) => set({ price })}
          error={errors.price}
        />
      </div>
      {props.extra}
      {(props.error || invalid) && (
        <p class="mp-oform__error" role="alert">
          {props.error || t('orderForm.fixFields')}
        </p>
      )}
      <Button type="submit" variant="primary" block loading={props.busy}>
        {props.submitText}
      </Button>
    </form>
  );
}
