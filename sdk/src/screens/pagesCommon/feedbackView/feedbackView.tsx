import {
  createFeedback,
  type Feedback,
  type FileInfo,
  getFeedback,
  getMyFeedback,
  uploadFile,
} from '../../../api/endpoints/feedback';
import { useInstance, useRoute, useStyles, useT } from '../../../app/context';
import { useEffect, useMemo, useRef, useState } from '../../../lib/preact';
import { useStore } from '../../../lib/use-store';
import {
  FEEDBACK_CONTACT_MAX,
  FEEDBACK_IMAGES_MAX,
  FEEDBACK_TEXT_MAX,
  FEEDBACK_TYPES,
  type FeedbackType,
} from '../../../rules/feedback';
import { Button, buttonSheet } from '../../../ui/button';
import { errorText, isAborted } from '../../../ui/errors';
import { Field, fieldSheet, Textarea } from '../../../ui/field';
import { ImagePicker } from '../../../ui/image-picker';
import { LoadMoreList } from '../../../ui/load-more-list';
import { NavBar } from '../../../ui/nav-bar';
import { usePick } from '../../../ui/picks';
import { quietApi } from '../../../ui/quiet-api';
import { ErrorState, Loading } from '../../../ui/states';
import { useLoad } from '../../../ui/use-load';
import { type Draft, describeDevice, emptyDraft, loadDraft, saveDraft } from './draft';
import { sheet } from './styles';

interface Uploading {
  id: number;
  progress: number;
  failed?: boolean;
}

let uploadIds = 0;

const cap = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
/** `complaint_order` -> `feedbackView.typeComplaintOrder`. */
const typeKey = (type: FeedbackType) => `feedbackView.type${type.split('_').map(cap).join('')}`;

/**
 * Feedback and complaints: a form (kind, text, pictures, contact, the order it is about) whose
 * draft survives errors and leaving the page, the person's feedback with an unread mark on
 * answers, and one feedback with its pictures and the answer. `goods_order_id` (orderDetail's
 * complaint button) starts a complaint about that order; `id` opens one feedback.
 */
export default function FeedbackView() {
  const t = useT();
  useStyles(buttonSheet, fieldSheet, sheet);
  const { query } = useRoute();
  const { api } = useInstance();
  const [tab, setTab] = useState<'send' | 'mine'>(query.id ? 'mine' : 'send');
  const [openId, setOpenId] = useState<string | null>(query.id ?? null);
  return (
    <div class="mp-page">
      <NavBar title={t('feedbackView.title')} />
      <div class="mp-body">
        <div class="mp-fb__tabs" role="tablist">
          {(['send', 'mine'] as const).map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              aria-selected={tab === name}
              class={`mp-fb__tab${tab === name ? ' mp-fb__tab--on' : ''}`}
              onClick={() => {
                setTab(name);
                setOpenId(null);
              }}
            >
              {t(name === 'send' ? 'feedbackView.tabSend' : 'feedbackView.tabMine')}
            </button>
          ))}
        </div>
        {tab === 'send' ? (
          <FeedbackForm onSent={() => setTab('mine')} />
        ) : openId ? (
          <FeedbackDetail id={openId} onBack={() => setOpenId(null)} />
        ) : (
          <LoadMoreList<Feedback>
            label={t('feedbackView.tabMine')}
            load={(page) => getMyFeedback(api, page)}
            itemKey={(f) => f.id}
            empty={<p class="mp-muted">{t('feedbackView.none')}</p>}
            render={(f) => (
              <button type="button" class="mp-fb__row" onClick={() => setOpenId(String(f.id))}>
                <span class="mp-fb__line">
                  <span class="mp-fb__kind">{t(typeKey(f.type))}</span>
                  <span class={`mp-fb__status mp-fb__status--${f.status}`}>
                    {t(`feedbackView.status${cap(f.status)}`)}
                  </span>
                  {f.unread && <span class="mp-fb__dot">{t('feedbackView.newAnswer')}</span>}
                </span>
                <span class="mp-fb__text">{f.content}</span>
              </button>
            )}
          />
        )}
      </div>
    </div>
  );
}

function FeedbackDetail({ id, onBack }: { id: string; onBack: () => void }) {
  const t = useT();
  const { api } = useInstance();
  const load = useLoad(() => getFeedback(api, id), [id]);
  const f = load.data;
  if (!f) return load.error ? <ErrorState message={load.error} onRetry={load.reload} /> : <Loading />;
  return (
    <article class="mp-fb__detail">
      <p class="mp-fb__line">
        <span class="mp-fb__kind">{t(typeKey(f.type))}</span>
        <span class={`mp-fb__status mp-fb__status--${f.status}`}>
          {t(`feedbackView.status${cap(f.status)}`)}
        </span>
      </p>
      {f.order_title !== null && <p class="mp-muted">{t('feedbackView.about', { title: f.order_title })}</p>}
      <p class="mp-fb__text">{f.content}</p>
      {f.images.length > 0 && (
        <div class="mp-fb__pics">
          {f.images.map((img, i) => (
            <img key={img.id} src={img.preview_url} alt={t('feedbackView.picture', { n: i + 1 })} />
          ))}
        </div>
      )}
      <section class="mp-fb__answer" aria-label={t('feedbackView.answer')}>
        <h2 class="mp-fb__h">{t('feedbackView.answer')}</h2>
        <p class={f.answer ? 'mp-fb__text' : 'mp-muted'}>{f.answer || t('feedbackView.noAnswer')}</p>
      </section>
      <Button block onClick={onBack}>
        {t('feedbackView.back')}
      </Button>
    </article>
  );
}

function FeedbackForm({ onSent }: { onSent: () => void }) {
  const t = useT();
  const inst = useInstance();
  const { query } = useRoute();
  const user = useStore(inst.session.$user);
  const userId = user?.id ?? 0;
  const api = useMemo(() => quietApi(inst.api), [inst.api]);
  const [draft, setDraft] = useState<Draft>(() => {
    const saved = loadDraft(userId) ?? emptyDraft();
    const orderId = Number(query.goods_order_id);
    return orderId > 0 ? { ...saved, type: 'complaint_order', orderId } : saved;
  });
  const [uploading, setUploading] = useState<Uploading[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );
  useEffect(() => saveDraft(userId, draft), [userId, draft]);
  usePick<{ id: number }>('order', (order) => setDraft((d) => ({ ...d, orderId: order.id })));

  const change = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const slots = FEEDBACK_IMAGES_MAX - draft.images.length - uploading.length;

  function pick(files: File[], leftOut: number) {
    for (const file of files) {
      const job: Uploading = { id: ++uploadIds, progress: 0 };
      const patch = (p: Partial<Uploading>) =>
        alive.current && setUploading((list) => list.map((u) => (u.id === job.id ? { ...u, ...p } : u)));
      uploadFile(api, file, { onProgress: (progress) => patch({ progress }) }).then(
        (info: FileInfo) => {
          if (!alive.current) return;
          setUploading((list) => list.filter((u) => u.id !== job.id));
          setDraft((d) => ({ ...d, images: d.images.concat(info) }));
        },
        (err) => {
          patch({ failed: true });
          if (alive.current) setErrors((e) => ({ ...e, images: errorText(err, t) }));
        },
      );
      setUploading((list) => list.concat(job));
    }
    setErrors((e) => ({
      ...e,
      images: leftOut ? t('feedbackView.tooMany', { max: FEEDBACK_IMAGES_MAX }) : '',
    }));
  }

  async function submit(e: Event) {
    e.preventDefault();
    if (sending) return;
    const found: Record<string, string> = {};
    if (!draft.type) found.type = t('feedbackView.typeRequired');
    if (!draft.content.trim()) found.content = t('feedbackView.contentRequired');
    if (draft.type === 'complaint_order' && !draft.orderId) found.order = t('feedbackView.orderRequired');
    if (uploading.some((u) => !u.failed)) found.images = t('feedbackView.uploading');
    setErrors(found);
    if (Object.keys(found).length) return;
    setSending(true);
    try {
      await createFeedback(api, {
        type: draft.type as FeedbackType,
        content: draft.content.trim(),
        contact: draft.contact.trim(),
        images: draft.images.map((i) => i.id),
        ...(draft.orderId ? { goods_order_id: draft.orderId } : {}),
        device: describeDevice(inst.i18n.$locale.get()),
        idempotency_key: draft.key,
      });
      saveDraft(userId, null);
      if (!alive.current) return;
      setDraft(emptyDraft());
      setUploading([]);
      inst.toast(t('feedbackView.sent'));
      onSent();
    } catch (err) {
      // The draft stays as typed, in the form and in storage: nothing is lost.
      if (!isAborted(err) && alive.current) setErrors({ form: errorText(err, t) });
    } finally {
      if (alive.current) setSending(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <fieldset class="mp-fb__types">
        <legend class="mp-field__label">{t('feedbackView.type')}</legend>
        {FEEDBACK_TYPES.map((type) => (
          <label key={type} class={`mp-fb__chip${draft.type === type ? ' mp-fb__chip--on' : ''}`}>
            <input
              type="radio"
              name="type"
              class="mp-sr-only"
              checked={draft.type === type}
              onChange={() => change({ type })}
            />
            {t(typeKey(type))}
          </label>
        ))}
        {errors.type && <p class="mp-field__error">{errors.type}</p>}
      </fieldset>
      {(draft.type === 'complaint_order' || draft.orderId) && (
        <div class="mp-fb__order">
          <span>
            {draft.orderId ? t('feedbackView.order', { id: draft.orderId }) : t('feedbackView.noOrder')}
          </span>
          <Button onClick={() => inst.router.navigateTo('selectOrder')}>
            {t('feedbackView.chooseOrder')}
          </Button>
          {errors.order && <p class="mp-field__error">{errors.order}</p>}
        </div>
      )}
      <Textarea
        label={t('feedbackView.content')}
        value={draft.content}
        onInput={(content) => change({ content })}
        maxLength={FEEDBACK_TEXT_MAX}
        placeholder={t('feedbackView.placeholder')}
        error={errors.content}
      />
      <p class="mp-field__label">
        {t('feedbackView.pictures', { count: draft.images.length, max: FEEDBACK_IMAGES_MAX })}
      </p>
      <ul class="mp-fb__pics">
        {draft.images.map((img, i) => (
          <li key={img.id} class="mp-fb__pic">
            <img src={img.preview_url} alt={t('feedbackView.picture', { n: i + 1 })} />
            <button
              type="button"
              class="mp-fb__remove"
              aria-label={t('feedbackView.removePicture', { n: i + 1 })}
              onClick={() => change({ images: draft.images.filter((o) => o.id !== img.id) })}
            >
              ×
            </button>
          </li>
        ))}
        {uploading.map((u) => (
          <li key={`u${u.id}`} class="mp-fb__pic mp-fb__pic--busy">
            <span class="mp-fb__bar">{u.failed ? '!' : `${Math.round(u.progress * 100)}%`}</span>
            {u.failed && (
              <button
                type="button"
                class="mp-fb__remove"
                aria-label={t('feedbackView.removeFailed')}
                onClick={() => setUploading((list) => list.filter((o) => o.id !== u.id))}
              >
                ×
              </button>
            )}
          </li>
        ))}
        {slots > 0 && (
          <li>
            <ImagePicker label={t('feedbackView.addPictures')} onPick={pick} max={slots}>
              <span class="mp-fb__add" aria-hidden="true">
                +
              </span>
            </ImagePicker>
          </li>
        )}
      </ul>
      {errors.images && (
        <p class="mp-field__error" role="alert">
          {errors.images}
        </p>
      )}
      <Field
        label={t('feedbackView.contact')}
        value={draft.contact}
        onInput={(contact) => change({ contact })}
        maxLength={FEEDBACK_CONTACT_MAX}
        placeholder={t('feedbackView.contactHint')}
      />
      {errors.form && (
        <p class="mp-field__error" role="alert">
          {errors.form}
        </p>
      )}
      <Button type="submit" variant="primary" block loading={sending}>
        {t('feedbackView.submit')}
      </Button>
    </form>
  );
}

export { default as messages } from './messages';
