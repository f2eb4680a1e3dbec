import { uploadImage } from '../api/endpoints/orders';
import { newActionKey, type TransitionInput, transitionTask } from '../api/endpoints/tasks';
import type { Task, TransitionName } from '../api/order-types';
import type { ApiError } from '../api/transport';
import { useInstance, useStyles, useT } from '../app/context';
import type { Sheet } from '../app/sheets';
import { useEffect, useMemo, useRef, useState } from '../lib/preact';
import {
  AUTO_CONFIRM_SECONDS,
  CANCEL_REPLY_SECONDS,
  CHANGE_REQUESTS_MAX,
  COUNTER_ROUNDS_MAX,
  EVIDENCE_PHOTOS_MAX,
  PAYMENT_HOLD_SECONDS,
  RESPONSIBLE,
  type Responsible,
} from '../rules/task-lifecycle';
import { Button } from './button';
import { errorText, isAborted } from './errors';
import { Field, fieldSheet, Textarea } from './field';
import { useUid } from './ids';
import { ImagePicker } from './image-picker';
import { formatFen, parseYuan } from './money';
import { Popup } from './popup';
import { quietApi } from './quiet-api';
import { BORDER, DANGER, MUTED, RADIUS } from './theme';

/** The highest price a quote or a counter-offer may name (the server's bound, docs/orders-api.md). */
export const OFFER_MAX_FEN = 100_000_000;

/** Transitions whose reason is required (docs/lifecycle.md, "Reasons"); `reject` takes an optional one. */
const REASON_REQUIRED: readonly TransitionName[] = [
  'request-changes',
  'request-cancel',
  'reject-cancel',
  'dispute',
];

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86400;

export const taskActionSheet: Sheet = {
  id: 'task-action',
  css: `
.mp-ta__intro{margin:0 0 16px;color:${MUTED};font-size:14px;line-height:1.5}
.mp-ta__choices{display:flex;flex-direction:column;gap:4px;margin:0 0 14px;padding:0;border:0}
.mp-ta__choices label{display:flex;align-items:center;gap:8px;min-height:40px}
.mp-ta__photos{display:flex;flex-wrap:wrap;gap:8px;margin:0 0 6px;padding:0;list-style:none}
.mp-ta__photo,.mp-ta__add{position:relative;width:64px;height:64px;border:1px dashed ${BORDER};border-radius:${RADIUS};overflow:hidden}
.mp-ta__photo img{width:100%;height:100%;object-fit:cover}
.mp-ta__add{display:flex;align-items:center;justify-content:center;font-size:28px;color:${MUTED}}
.mp-ta__bar{position:absolute;left:0;right:0;bottom:0;padding:2px;background:rgba(0,0,0,.55);color:#fff;font-size:11px;text-align:center}
.mp-ta__photo--failed{border:2px solid ${DANGER}}
.mp-ta__remove{position:absolute;top:0;right:0;width:24px;height:24px;padding:0;border:0;background:rgba(0,0,0,.55);color:#fff;font:inherit;cursor:pointer}
.mp-ta__error{margin:0 0 12px;color:${DANGER};font-size:14px}
`,
};

export interface TaskActionProps {
  task: Task;
  name: TransitionName;
  side: 'poster' | 'taker';
  onClose(): void;
  /** The task after the transition, or null when the screen was stale (409): load it again. */
  onDone(task: Task | null): void;
}

interface Photo {
  id: number;
  preview: string;
  progress: number;
  url?: string;
  failed?: boolean;
}

let photoIds = 0;

/** `accept-cancel` -> `AcceptCancel`: the catalog's keys are letters and digits only. */
const pascal = (name: string) => name.replace(/(?:^|-)(\w)/g, (_, c: string) => c.toUpperCase());

/**
 * The form of one transition in a panel: what it needs (a price for a counter-offer, a reason,
 * who is responsible for a cancellation, a note and up to 9 photos for a delivery) checked
 * inline before anything is sent, then `transitionTask` with `expected_state` and one
 * idempotency key for this user action (a double tap or a retry sends the same key). A 409
 * (someone else moved the task first) toasts the server's message and asks for a reload;
 * other refusals show the server's message in the panel, keeping what was typed.
 *
 * @example <TaskAction task={task} name="counter" side="poster" onClose={close} onDone={done} />
 */
export function TaskAction({ task, name, side, onClose, onDone }: TaskActionProps) {
  const t = useT();
  const inst = useInstance();
  useStyles(fieldSheet, taskActionSheet);
  const api = useMemo(() => quietApi(inst.api), [inst.api]);
  const uid = useUid('mp-t');
  const key = useRef(newActionKey());
  const busy = useRef(false);
  const [sending, setSending] = useState(false);
  const [reason, setReason] = useState('');
  const [price, setPrice] = useState('');
  const [note, setNote] = useState('');
  const [responsible, setResponsible] = useState<Responsible | ''>('');
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const alive = useRef(true);
  const previews = useRef<string[]>([]);
  useEffect(
    () => () => {
      alive.current = false;
      for (const url of previews.current) URL.revokeObjectURL(url);
    },
    [],
  );

  const reasonMode = REASON_REQUIRED.includes(name) ? 'required' : name === 'reject' ? 'optional' : null;
  const countersLeft = COUNTER_ROUNDS_MAX - Math.max(0, task.rounds.length - 1);
  const intro = t(`taskAction.intro${pascal(name === 'accept' ? `accept-${side}` : name)}`, {
    price: formatFen(task.price_fen),
    minutes: PAYMENT_HOLD_SECONDS / MINUTE,
    hours: CANCEL_REPLY_SECONDS / HOUR,
    days: AUTO_CONFIRM_SECONDS / DAY,
    left: name === 'counter' ? countersLeft : CHANGE_REQUESTS_MAX - task.change_requests.length,
    max: name === 'counter' ? COUNTER_ROUNDS_MAX : CHANGE_REQUESTS_MAX,
  });

  const patch = (id: number, change: Partial<Photo>) =>
    alive.current && setPhotos((list) => list.map((p) => (p.id === id ? { ...p, ...change } : p)));

  function pick(files: File[], leftOut: number) {
    const added = files.map((file) => {
      const photo: Photo = { id: ++photoIds, preview: URL.createObjectURL(file), progress: 0 };
      previews.current.push(photo.preview);
      uploadImage(api, file, 'delivery', { onProgress: (progress) => patch(photo.id, { progress }) }).then(
        ({ url }) => patch(photo.id, { url, progress: 1 }),
        () => patch(photo.id, { failed: true }),
      );
      return photo;
    });
    setPhotos((list) => list.concat(added));
    setErrors((e) => ({
      ...e,
      photos: leftOut > 0 ? t('taskAction.errorTooManyPhotos', { max: EVIDENCE_PHOTOS_MAX }) : '',
    }));
  }

  /** The request's fields, or null after showing what is wrong. */
  function read(): TransitionInput | null {
    const found: Record<string, string> = {};
    const input: TransitionInput = { expected_state: task.status };
    if (reasonMode) {
      if (reasonMode === 'required' && !reason.trim()) found.reason = t('taskAction.errorReason');
      if (reason.trim()) input.reason = reason.trim();
    }
    if (name === 'request-cancel') {
      if (responsible) input.responsible = responsible;
      else found.responsible = t('taskAction.errorResponsible');
    }
    if (name === 'counter') {
      const fen = parseYuan(price);
      if (fen === null || fen < 1 || fen > OFFER_MAX_FEN) {
        found.price = t('taskAction.errorPrice', { max: formatFen(OFFER_MAX_FEN) });
      } else if (fen === task.price_fen) found.price = t('taskAction.errorSamePrice');
      else input.price_fen = fen;
    }
    if (name === 'deliver') {
      if (photos.some((p) => p.failed)) found.photos = t('taskAction.errorUploadFailed');
      else if (photos.some((p) => !p.url)) found.photos = t('taskAction.errorUploading');
      else if (!note.trim() && !photos.length) found.photos = t('taskAction.errorEvidence');
      if (note.trim()) input.note = note.trim();
      if (photos.length) input.pics = photos.map((p) => p.url as string);
    }
    setErrors(found);
    return Object.keys(found).length ? null : input;
  }

  async function submit(e: Event) {
    e.preventDefault();
    if (busy.current) return;
    const input = read();
    if (!input) return;
    busy.current = true;
    setSending(true);
    setFailure('');
    try {
      const next = await transitionTask(api, task.id, name, input, key.current);
      onDone(next);
    } catch (err) {
      if (isAborted(err)) return;
      if ((err as ApiError).status === 409) {
        inst.toast(errorText(err, t));
        onDone(null);
      } else if (alive.current) setFailure(errorText(err, t));
    } finally {
      busy.current = false;
      if (alive.current) setSending(false);
    }
  }

  return (
    <Popup open onClose={onClose} title={t(`lifecycle.action.${name}`)}>
      <form onSubmit={submit} noValidate>
        <p class="mp-ta__intro">{intro}</p>
        {name === 'counter' && (
          <Field
            label={t('taskAction.price')}
            inputMode="decimal"
            value={price}
            onInput={setPrice}
            error={errors.price}
            placeholder={formatFen(task.price_fen)}
          />
        )}
        {name === 'request-cancel' && (
          <fieldset class="mp-ta__choices" aria-describedby={errors.responsible ? `${uid}-r` : undefined}>
            <legend class="mp-field__label">{t('taskAction.responsible')}</legend>
            {RESPONSIBLE.map((who) => (
              <label key={who}>
                <input
                  type="radio"
                  name="responsible"
                  value={who}
                  checked={responsible === who}
                  onChange={() => setResponsible(who)}
                />
                {t(`taskAction.responsible${pascal(who === side ? 'me' : who)}`)}
              </label>
            ))}
            {errors.responsible && (
              <p id={`${uid}-r`} class="mp-field__error">
                {errors.responsible}
              </p>
            )}
          </fieldset>
        )}
        {reasonMode && (
          <Textarea
            label={t(reasonMode === 'required' ? 'taskAction.reason' : 'taskAction.reasonOptional')}
            value={reason}
            onInput={setReason}
            error={errors.reason}
            rows={3}
          />
        )}
        {name === 'deliver' && (
          <>
            <Textarea label={t('taskAction.note')} value={note} onInput={setNote} rows={3} />
            <p class="mp-field__label">
              {t('taskAction.photos', { count: photos.length, max: EVIDENCE_PHOTOS_MAX })}
            </p>
            <ul class="mp-ta__photos">
              {photos.map((p, i) => (
                <li key={p.id} class={`mp-ta__photo${p.failed ? ' mp-ta__photo--failed' : ''}`}>
                  <img src={p.preview} alt={t('taskAction.photo', { n: i + 1 })} />
                  {!p.url && (
                    <span class="mp-ta__bar">{p.failed ? '!' : `${Math.round(p.progress * 100)}%`}</span>
                  )}
                  <button
                    type="button"
                    class="mp-ta__remove"
                    aria-label={t('taskAction.removePhoto', { n: i + 1 })}
                    onClick={() => setPhotos((list) => list.filter((o) => o.id !== p.id))}
                  >
                    ×
                  </button>
                </li>
              ))}
              {photos.length < EVIDENCE_PHOTOS_MAX && (
                <li>
                  <ImagePicker
                    label={t('taskAction.addPhotos')}
                    onPick={pick}
                    max={EVIDENCE_PHOTOS_MAX - photos.length}
                  >
                    <span class="mp-ta__add" aria-hidden="true">
                      +
                    </span>
                  </ImagePicker>
                </li>
              )}
            </ul>
            {errors.photos && (
              <p class="mp-ta__error" role="alert">
                {errors.photos}
              </p>
            )}
          </>
        )}
        {failure && (
          <p class="mp-ta__error" role="alert">
            {failure}
          </p>
        )}
        <div class="mp-popup__actions">
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="primary" loading={sending}>
            {t('common.confirm')}
          </Button>
        </div>
      </form>
    </Popup>
  );
}
