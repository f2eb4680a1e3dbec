import { createEvaluation, type EvaluationPair, getEvaluationPair } from '../../../api/endpoints/evaluations';
import { getOrder, uploadImage } from '../../../api/endpoints/orders';
import { getTask } from '../../../api/endpoints/tasks';
import type { Order, Task } from '../../../api/order-types';
import type { ApiError } from '../../../api/transport';
import { useInstance, useRoute, useStyles, useT } from '../../../app/context';
import { ALBUM_MAX_IMAGES, TEXT_MAX_LENGTH } from '../../../config';
import { useEffect, useMemo, useRef, useState } from '../../../lib/preact';
import { EVALUATION_WINDOW_SECONDS } from '../../../rules/task-lifecycle';
import { Button, buttonSheet } from '../../../ui/button';
import { errorText, isAborted } from '../../../ui/errors';
import { EvaluationView, evaluationSheet, Face, STARS_MAX, useDate } from '../../../ui/evaluation';
import { fieldSheet, Textarea } from '../../../ui/field';
import starIcon from '../../../ui/icons/star';
import { useUid } from '../../../ui/ids';
import { ImagePicker } from '../../../ui/image-picker';
import { NavBar } from '../../../ui/nav-bar';
import { quietApi } from '../../../ui/quiet-api';
import { EmptyState, ErrorState, Loading } from '../../../ui/states';
import { useLoad } from '../../../ui/use-load';
import { sheet } from './styles';

const DAY = 86400;

interface Loaded {
  task: Task;
  pair: EvaluationPair;
  order: Order;
}

interface Photo {
  id: number;
  preview: string;
  progress: number;
  url?: string;
  failed?: boolean;
}

let photoIds = 0;

/**
 * Service evaluation (`query.id`: the task): the poster rates the taker, or the taker the
 * poster, once, within 14 days of completion. Stars (a radio group), up to 140 characters and
 * up to 9 photos (uploaded as they are picked, with progress); the double-blind rule and the
 * deadline are spelled out. Already evaluated: what was written, and theirs once both are in.
 */
export default function EvaluateServer() {
  const uid = useUid('mp-d');
  const t = useT();
  useStyles(buttonSheet, fieldSheet, evaluationSheet, sheet);
  const { api, router } = useInstance();
  const id = useRoute().query.id ?? '';
  const date = useDate();
  const load = useLoad<Loaded>(async () => {
    const [task, pair] = await Promise.all([getTask(api, id), getEvaluationPair(api, id)]);
    return { task, pair, order: await getOrder(api, task.goods_order_id) };
  }, [id]);

  let body = null;
  if (load.data) {
    const { task, pair, order } = load.data;
    const other = pair.role === 'poster' ? task.taker : order.poster;
    const name = other.s_username;
    const now = Date.now() / 1000;
    const closed = pair.evaluate_by !== null && now >= pair.evaluate_by;
    const head = (
      <div class="mp-es__head">
        <Face person={other} />
        <div>
          <p class="mp-es__who">
            {t(`evaluateServer.about${pair.role === 'poster' ? 'Taker' : 'Poster'}`, { name })}
          </p>
          <p class="mp-muted">{order.title}</p>
        </div>
      </div>
    );
    if (pair.mine) {
      body = (
        <>
          {head}
          <section class="mp-es__box" aria-labelledby={`${uid}-mine`}>
            <h2 id={`${uid}-mine`} class="mp-es__h">
              {t('evaluateServer.done')}
            </h2>
            <EvaluationView evaluation={pair.mine} />
          </section>
          <section class="mp-es__box" aria-labelledby={`${uid}-theirs`}>
            <h2 id={`${uid}-theirs`} class="mp-es__h">
              {t('evaluateServer.theirs', { name })}
            </h2>
            {pair.theirs ? (
              <EvaluationView evaluation={pair.theirs} />
            ) : (
              <p class="mp-muted">
                {pair.visible || closed
                  ? t('evaluateServer.theirsNone', { name })
                  : t('evaluateServer.theirsHidden', { name, date: date(pair.evaluate_by ?? now) })}
              </p>
            )}
          </section>
          <Button
            block
            onClick={() => router.navigateTo('/pagesCommon/evaluateDetail/evaluateDetail', { id: task.id })}
          >
            {t('evaluateServer.seeBoth')}
          </Button>
        </>
      );
    } else if (task.status !== 'completed' && task.status !== 'split') {
      body = (
        <EmptyState icon={starIcon} text={t('evaluateServer.notYet')}>
          <p class="mp-muted">{t('evaluateServer.state', { state: t(`lifecycle.task.${task.status}`) })}</p>
        </EmptyState>
      );
    } else if (closed || pair.evaluate_by === null) {
      body = <EmptyState text={t('evaluateServer.closed', { date: date(pair.evaluate_by ?? now) })} />;
    } else {
      body = (
        <>
          {head}
          <EvaluateForm task={task} pair={pair} name={name} onDone={load.reload} />
        </>
      );
    }
  } else if (load.error) {
    body = <ErrorState message={load.error} onRetry={load.reload} />;
  } else {
    body = <Loading />;
  }

  return (
    <div class="mp-page">
      <NavBar title={t('evaluateServer.title')} />
      <div class="mp-body">{body}</div>
    </div>
  );
}

function EvaluateForm({
  task,
  pair,
  name,
  onDone,
}: {
  task: Task;
  pair: EvaluationPair;
  name: string;
  onDone: () => void;
}) {
  const uid = useUid('mp-d');
  const t = useT();
  const inst = useInstance();
  const date = useDate();
  const api = useMemo(() => quietApi(inst.api), [inst.api]);
  const [stars, setStars] = useState(0);
  const [text, setText] = useState('');
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const [sending, setSending] = useState(false);
  const alive = useRef(true);
  const previews = useRef<string[]>([]);
  useEffect(
    () => () => {
      alive.current = false;
      for (const url of previews.current) URL.revokeObjectURL(url);
    },
    [],
  );

  const patch = (id: number, change: Partial<Photo>) =>
    alive.current && setPhotos((list) => list.map((p) => (p.id === id ? { ...p, ...change } : p)));

  function pick(files: File[], leftOut: number) {
    const added = files.map((file) => {
      const photo: Photo = { id: ++photoIds, preview: URL.createObjectURL(file), progress: 0 };
      previews.current.push(photo.preview);
      uploadImage(api, file, 'evaluation', { onProgress: (progress) => patch(photo.id, { progress }) }).then(
        ({ url }) => patch(photo.id, { url, progress: 1 }),
        () => patch(photo.id, { failed: true }),
      );
      return photo;
    });
    setPhotos((list) => list.concat(added));
    setErrors((e) => ({
      ...e,
      photos: leftOut > 0 ? t('evaluateServer.tooManyPhotos', { max: ALBUM_MAX_IMAGES }) : '',
    }));
  }

  async function submit(e: Event) {
    e.preventDefault();
    if (sending) return;
    const found: Record<string, string> = {};
    if (!stars) found.stars = t('evaluateServer.starsRequired');
    if (photos.some((p) => p.failed)) found.photos = t('evaluateServer.uploadFailed');
    else if (photos.some((p) => !p.url)) found.photos = t('evaluateServer.uploading');
    setErrors(found);
    setFailure('');
    if (Object.keys(found).length) return;
    setSending(true);
    try {
      await createEvaluation(api, {
        goods_order_task_id: task.id,
        stars,
        content: text.trim(),
        pics: photos.map((p) => p.url as string),
      });
      inst.toast(t('evaluateServer.sent'));
      onDone();
    } catch (err) {
      if (isAborted(err)) return;
      // Evaluated elsewhere, or the window closed meanwhile: show the task as it is now.
      if ((err as ApiError).status === 409) {
        inst.toast(errorText(err, t));
        onDone();
      } else if (alive.current) setFailure(errorText(err, t));
    } finally {
      if (alive.current) setSending(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <fieldset class="mp-es__stars" aria-describedby={errors.stars ? `${uid}-stars` : undefined}>
        <legend class="mp-field__label">{t('evaluateServer.rating')}</legend>
        <div class="mp-es__row">
          {Array.from({ length: STARS_MAX }, (_, i) => i + 1).map((n) => (
            <label key={n} class={`mp-es__star${n <= stars ? ' mp-es__star--on' : ''}`}>
              <input
                type="radio"
                name="stars"
                class="mp-sr-only"
                value={n}
                checked={stars === n}
                onChange={() => setStars(n)}
              />
              <span class="mp-es__glyph" aria-hidden="true" />
              <span class="mp-sr-only">{t('evaluation.stars', { n })}</span>
            </label>
          ))}
          <span class="mp-es__word" aria-hidden="true">
            {stars ? t(`evaluateServer.word${stars}`) : ''}
          </span>
        </div>
        {errors.stars && (
          <p id={`${uid}-stars`} class="mp-field__error">
            {errors.stars}
          </p>
        )}
      </fieldset>
      <Textarea
        label={t('evaluateServer.text')}
        value={text}
        onInput={setText}
        maxLength={TEXT_MAX_LENGTH}
        placeholder={t('evaluateServer.placeholder')}
      />
      <p class="mp-field__label">
        {t('evaluateServer.photos', { count: photos.length, max: ALBUM_MAX_IMAGES })}
      </p>
      <ul class="mp-es__photos">
        {photos.map((p, i) => (
          <li key={p.id} class={`mp-es__photo${p.failed ? ' mp-es__photo--failed' : ''}`}>
            <img src={p.preview} alt={t('evaluation.photo', { n: i + 1 })} />
            {!p.url && <span class="mp-es__bar">{p.failed ? '!' : `${Math.round(p.progress * 100)}%`}</span>}
            <button
              type="button"
              class="mp-es__remove"
              aria-label={t('evaluateServer.removePhoto', { n: i + 1 })}
              onClick={() => setPhotos((list) => list.filter((o) => o.id !== p.id))}
            >
              ×
            </button>
          </li>
        ))}
        {photos.length < ALBUM_MAX_IMAGES && (
          <li>
            <ImagePicker
              label={t('evaluateServer.addPhotos')}
              onPick={pick}
              max={ALBUM_MAX_IMAGES - photos.length}
            >
              <span class="mp-es__add" aria-hidden="true">
                +
              </span>
            </ImagePicker>
          </li>
        )}
      </ul>
      {errors.photos && (
        <p class="mp-field__error" role="alert">
          {errors.photos}
        </p>
      )}
      <div class="mp-es__rule">
        {pair.theirs_waiting ? (
          <>
            <p>{t('evaluateServer.waiting', { name })}</p>
            <p>{t('evaluateServer.final')}</p>
          </>
        ) : (
          <p>{t('evaluateServer.rule', { name, days: EVALUATION_WINDOW_SECONDS / DAY })}</p>
        )}
        <p>{t('evaluateServer.deadline', { date: date(pair.evaluate_by as number) })}</p>
      </div>
      {failure && (
        <p class="mp-field__error" role="alert">
          {failure}
        </p>
      )}
      <Button type="submit" variant="primary" block loading={sending}>
        {t('evaluateServer.submit')}
      </Button>
    </form>
  );
}

export { default as messages } from './messages';
