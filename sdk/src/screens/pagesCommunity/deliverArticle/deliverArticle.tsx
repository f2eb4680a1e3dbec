import {
  ARTICLE_CATEGORIES,
  type ArticleCategory,
  getDraft,
  publishArticle,
  saveDraft,
} from '../../../api/endpoints/community';
import { useApi, useInstance, useRoute, useStyles, useT } from '../../../app/context';
import { LOGIN_ROUTE } from '../../../config';
import { type ComponentChildren, useEffect, useRef, useState } from '../../../lib/preact';
import { useStore } from '../../../lib/use-store';
import { Button } from '../../../ui/button';
import { cap } from '../../../ui/community/article-card';
import { Photos, usePhotos } from '../../../ui/community/photos';
import { communitySheet } from '../../../ui/community/styles';
import { errorText } from '../../../ui/errors';
import { Field, Textarea } from '../../../ui/field';
import logInIcon from '../../../ui/icons/log-in';
import { NavBar } from '../../../ui/nav-bar';
import { quietApi } from '../../../ui/quiet-api';
import { EmptyState, ErrorState, Loading } from '../../../ui/states';
import { useLoad } from '../../../ui/use-load';

const TITLE_MAX = 40;
/** How long typing rests before the draft is saved to the server. */
const DRAFT_SAVE_DELAY_MS = 800;

interface Form {
  category: ArticleCategory | '';
  title: string;
  content: string;
}

const newKey = () => `article-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/**
 * Publish an article: a category, a title, text and up to nine photos (uploaded with
 * progress). The draft lives on the server: saved a moment after each change and on leaving,
 * so it comes back on this device or another. Refusals (blocked words) show inline; nothing
 * typed is lost.
 */
export default function DeliverArticle() {
  const t = useT();
  useStyles(communitySheet);
  const api = useApi();
  const { router, session } = useInstance();
  const route = useRoute();
  const token = useStore(session.$token);
  const draft = useLoad(() => (token ? getDraft(api) : Promise.resolve(null)), [token?.token]);
  const [form, setForm] = useState<Form>({ category: '', title: '', content: '' });
  const [ready, setReady] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<keyof Form | 'pics' | 'form', string>>>({});
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<'saving' | 'saved' | null>(null);
  const key = useRef(newKey());
  const latest = useRef({ form, pics: [] as string[] });
  const dirty = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const published = useRef(false);

  const persist = () => {
    clearTimeout(timer.current);
    if (!dirty.current || published.current || !token) return;
    dirty.current = false;
    setSaved('saving');
    saveDraft(quietApi(api), { ...latest.current.form, pics: latest.current.pics }).then(
      () => setSaved('saved'),
      () => {
        dirty.current = true;
        setSaved(null);
      },
    );
  };
  const changed = () => {
    dirty.current = true;
    clearTimeout(timer.current);
    timer.current = setTimeout(persist, DRAFT_SAVE_DELAY_MS);
  };
  const photos = usePhotos('article', (pics) => {
    latest.current.pics = pics;
    changed();
  });

  useEffect(() => {
    if (ready || draft.loading || draft.error) return;
    const d = draft.data;
    if (d) {
      const next = { category: d.category, title: d.title, content: d.content };
      setForm(next);
      latest.current = { form: next, pics: d.pics };
      photos.reset(d.pics);
    }
    setReady(true);
  }, [draft.loading, draft.data, draft.error, ready]);

  // Leaving the screen saves what is not saved yet.
  useEffect(() => () => persist(), []);

  const set = (patch: Partial<Form>) => {
    const next = { ...form, ...patch };
    setForm(next);
    latest.current.form = next;
    changed();
  };

  const publish = async () => {
    const errs: typeof errors = {};
    if (!form.category) errs.category = t('community.chooseCategory');
    if (!form.title.trim()) errs.title = t('community.titleNeeded');
    if (!form.content.trim()) errs.content = t('community.contentNeeded');
    if (photos.busy()) errs.pics = t('community.photosWait');
    setErrors(errs);
    if (Object.keys(errs).length > 0 || !form.category) return;
    setBusy(true);
    try {
      const article = await publishArticle(quietApi(api), {
        idempotency_key: key.current,
        category: form.category,
        title: form.title,
        content: form.content,
        pics: photos.urls(),
      });
      published.current = true;
      clearTimeout(timer.current);
      router.redirectTo('/pagesCommunity/communityDetail/communityDetail', { id: article.id });
    } catch (err) {
      setErrors({ form: errorText(err, t) });
    } finally {
      setBusy(false);
    }
  };

  let body: ComponentChildren;
  if (!token) {
    body = (
      <EmptyState icon={logInIcon} text={t('community.signInFirst')}>
        <Button
          variant="primary"
          onClick={() => router.navigateTo(LOGIN_ROUTE, { redirect: router.href(route) })}
        >
          {t('community.signIn')}
        </Button>
      </EmptyState>
    );
  } else if (draft.error && !ready) {
    body = <ErrorState message={draft.error} onRetry={draft.reload} />;
  } else if (!ready) {
    body = <Loading />;
  } else {
    body = (
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void publish();
        }}
      >
        <fieldset class={`mp-field${errors.category ? ' mp-field--invalid' : ''}`}>
          <legend class="mp-field__label">{t('community.category')}</legend>
          <fieldset class="mp-cm-chips" aria-label={t('community.category')}>
            {ARTICLE_CATEGORIES.map((c) => (
              <button
                key={c}
                type="button"
                class="mp-cm-chip"
                aria-pressed={form.category === c}
                onClick={() => set({ category: c })}
              >
                {t(`community.cat${cap(c)}`)}
              </button>
            ))}
          </fieldset>
          {errors.category && <p class="mp-field__error">{errors.category}</p>}
        </fieldset>
        <Field
          label={t('community.title')}
          value={form.title}
          maxLength={TITLE_MAX}
          onInput={(title) => set({ title })}
          error={errors.title}
        />
        <Textarea
          label={t('community.content')}
          value={form.content}
          onInput={(content) => set({ content })}
          error={errors.content}
          rows={6}
        />
        <Photos photos={photos} label={t('community.photos')} error={errors.pics} />
        {errors.form && (
          <p class="mp-field__error" role="alert">
            {errors.form}
          </p>
        )}
        <p class="mp-muted" role="status">
          {saved === 'saving'
            ? t('community.draftSaving')
            : saved === 'saved'
              ? t('community.draftSaved')
              : ''}
        </p>
        <Button variant="primary" type="submit" block loading={busy}>
          {t('community.publish')}
        </Button>
      </form>
    );
  }

  return (
    <div class="mp-page">
      <NavBar title={t('community.deliverTitle')} />
      <div class="mp-body">{body}</div>
    </div>
  );
}

export { default as messages } from './messages';
