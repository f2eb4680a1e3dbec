import { getCategories } from '../../../api/endpoints/orders';
import {
  deleteShowPhoto,
  getMyProfile,
  type Profile,
  saveProfile,
  uploadShowPhoto,
} from '../../../api/endpoints/people';
import { useInstance, useRoute, useStyles, useT } from '../../../app/context';
import { ALBUM_MAX_IMAGES, LOGIN_ROUTE, TEXT_MAX_LENGTH } from '../../../config';
import { useEffect, useMemo, useState } from '../../../lib/preact';
import { useStore } from '../../../lib/use-store';
import { Button, buttonSheet } from '../../../ui/button';
import { errorText } from '../../../ui/errors';
import { Field, Textarea } from '../../../ui/field';
import logInIcon from '../../../ui/icons/log-in';
import { ImagePicker } from '../../../ui/image-picker';
import { NavBar } from '../../../ui/nav-bar';
import { quietApi } from '../../../ui/quiet-api';
import { EmptyState, ErrorState, Loading } from '../../../ui/states';
import { useLoad } from '../../../ui/use-load';
import { useLocation } from '../../../ui/use-location';
import { sheet } from './styles';

/** The server's limits (docs/people-api.md). */
const CATEGORIES_MAX = 5;
const AREA_MAX = 40;

interface Draft {
  s_username: string;
  introduction: string;
  categories: number[];
  service_area: string;
  longitude: string;
  latitude: string;
  experience_years: string;
}

const draftOf = (nickname: string, p: Profile): Draft => ({
  s_username: nickname,
  introduction: p.introduction,
  categories: p.categories.map((c) => c.id),
  service_area: p.service_area,
  longitude: p.longitude == null ? '' : String(p.longitude),
  latitude: p.latitude == null ? '' : String(p.latitude),
  experience_years: String(p.experience_years),
});

/**
 * The resume others see in the talent center: nickname, introduction (140 characters), the
 * categories worked in (at most 5), service area with its point, years of experience, and an
 * album of at most 9 photos uploaded with progress and removable one by one. Saving sends the
 * whole draft; a refusal shows inline and keeps every word typed.
 */
export default function EditInformation() {
  const t = useT();
  useStyles(buttonSheet, sheet);
  const { api, router, session } = useInstance();
  const route = useRoute();
  const token = useStore(session.$token);
  const user = useStore(session.$user);
  const quiet = useMemo(() => quietApi(api), [api]);
  const profile = useLoad(() => (token ? getMyProfile(quiet) : Promise.resolve(null)), [token?.token]);
  const categories = useLoad(() => getCategories(api), []);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [photos, setPhotos] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const { here, denied, locate } = useLocation();

  useEffect(() => {
    if (profile.data && !draft) {
      setDraft(draftOf(user?.s_username ?? '', profile.data));
      setPhotos(profile.data.photos);
    }
  }, [profile.data]);
  useEffect(() => {
    if (here && draft)
      setDraft({ ...draft, longitude: String(here.longitude), latitude: String(here.latitude) });
  }, [here]);

  if (!token) {
    return (
      <div class="mp-page">
        <NavBar title={t('editInformation.title')} />
        <div class="mp-body">
          <EmptyState icon={logInIcon} text={t('editInformation.loggedOut')}>
            <Button
              variant="primary"
              onClick={() => router.navigateTo(LOGIN_ROUTE, { redirect: router.href(route) })}
            >
              {t('editInformation.login')}
            </Button>
          </EmptyState>
        </div>
      </div>
    );
  }

  const set = (patch: Partial<Draft>) => draft && setDraft({ ...draft, ...patch });
  const toggle = (id: number) => {
    if (!draft) return;
    const on = draft.categories.includes(id);
    if (!on && draft.categories.length >= CATEGORIES_MAX) {
      return setError(t('editInformation.tooManyCategories', { n: CATEGORIES_MAX }));
    }
    setError(null);
    set({ categories: on ? draft.categories.filter((c) => c !== id) : [...draft.categories, id] });
  };

  const save = async () => {
    if (!draft) return;
    setSaving(true);
    setError(null);
    try {
      const saved = await saveProfile(quiet, { ...draft, categories: draft.categories.join(',') });
      session.$user.set(saved);
      router.navigateBack();
    } catch (err) {
      setError(errorText(err, t));
    } finally {
      setSaving(false);
    }
  };

  const add = async (files: File[]) => {
    setPhotoError(null);
    for (const file of files.slice(0, ALBUM_MAX_IMAGES - photos.length)) {
      setProgress(0);
      try {
        const r = await uploadShowPhoto(quiet, file, { onProgress: setProgress });
        setPhotos(r.photos);
      } catch (err) {
        setPhotoError(errorText(err, t));
        break;
      } finally {
        setProgress(null);
      }
    }
  };

  const remove = async (index: number) => {
    setPhotoError(null);
    try {
      setPhotos((await deleteShowPhoto(quiet, index)).photos);
    } catch (err) {
      setPhotoError(errorText(err, t));
    }
  };

  return (
    <div class="mp-page">
      <NavBar title={t('editInformation.title')} />
      <div class="mp-body">
        {!draft ? (
          profile.error ? (
            <ErrorState message={profile.error} onRetry={profile.reload} />
          ) : (
            <Loading />
          )
        ) : (
          <form
            class="mp-edit"
            onSubmit={(e) => {
              e.preventDefault();
              void save();
            }}
          >
            <Field
              label={t('editInformation.nickname')}
              value={draft.s_username}
              maxLength={20}
              onInput={(v) => set({ s_username: v })}
            />
            <Textarea
              label={t('editInformation.introduction')}
              value={draft.introduction}
              maxLength={TEXT_MAX_LENGTH}
              placeholder={t('editInformation.introductionHint')}
              onInput={(v) => set({ introduction: v })}
            />
            <fieldset class="mp-edit__cats">
              <legend class="mp-field__label">
                {t('editInformation.categories', { n: CATEGORIES_MAX })}
              </legend>
              {(categories.data ?? []).map((c) => (
                <label key={c.id} class="mp-edit__cat">
                  <input
                    type="checkbox"
                    checked={draft.categories.includes(c.id)}
                    onChange={() => toggle(c.id)}
                  />
                  {c.name}
                </label>
              ))}
            </fieldset>
            <Field
              label={t('editInformation.area')}
              value={draft.service_area}
              maxLength={AREA_MAX}
              onInput={(v) => set({ service_area: v })}
              after={
                <button type="button" class="mp-edit__locate" onClick={locate}>
                  {draft.latitude ? t('editInformation.located') : t('editInformation.locate')}
                </button>
              }
            />
            {denied ? <p class="mp-muted">{t('editInformation.locationDenied')}</p> : null}
            <Field
              label={t('editInformation.experience')}
              value={draft.experience_years}
              inputMode="numeric"
              maxLength={2}
              onInput={(v) => set({ experience_years: v.replace(/\D/g, '') })}
            />
            <p class="mp-field__label">
              {t('editInformation.album', { n: photos.length, max: ALBUM_MAX_IMAGES })}
            </p>
            <ul class="mp-edit__album">
              {photos.map((src, i) => (
                <li key={src}>
                  <img src={src} alt={t('editInformation.photo', { n: i + 1 })} />
                  <button type="button" class="mp-edit__del" onClick={() => remove(i)}>
                    {t('editInformation.removePhoto', { n: i + 1 })}
                  </button>
                </li>
              ))}
              {photos.length < ALBUM_MAX_IMAGES && progress === null ? (
                <li>
                  <ImagePicker
                    label={t('editInformation.addPhoto')}
                    max={ALBUM_MAX_IMAGES - photos.length}
                    onPick={add}
                  >
                    <span class="mp-edit__add">+</span>
                  </ImagePicker>
                </li>
              ) : null}
            </ul>
            {progress !== null ? (
              <p role="status">{t('editInformation.uploading', { percent: Math.round(progress * 100) })}</p>
            ) : null}
            {photoError ? (
              <p class="mp-field__error" role="alert">
                {photoError}
              </p>
            ) : null}
            {error ? (
              <p class="mp-field__error" role="alert">
                {error}
              </p>
            ) : null}
            <Button variant="primary" type="submit" disabled={saving}>
              {t(saving ? 'editInformation.saving' : 'editInformation.save')}
            </Button>
          </form>
        )}
      </div>
    </div>
  );
}

export { default as messages } from './messages';
