import { type Business, getMyBusiness, saveBusiness } from '../../../api/endpoints/community';
import type { Category, LngLat } from '../../../api/order-types';
import { useApi, useInstance, useT } from '../../../app/context';
import { useEffect, useState } from '../../../lib/preact';
import { Button } from '../../../ui/button';
import { ModerationNote } from '../../../ui/community/moderation';
import { Photos, usePhotos } from '../../../ui/community/photos';
import { errorText } from '../../../ui/errors';
import { Field, Textarea } from '../../../ui/field';
import { usePick } from '../../../ui/picks';
import { quietApi } from '../../../ui/quiet-api';
import { ErrorState, Loading } from '../../../ui/states';
import { useLoad } from '../../../ui/use-load';

const CATEGORIES_MAX = 3;
type Errors = Partial<
  Record<
    'name' | 'categories' | 'description' | 'address' | 'location' | 'hours' | 'licence' | 'form',
    string
  >
>;

/**
 * The person's own business: its review state (and why it was rejected or hidden), and the
 * form that lists it or changes it, with a licence photo; every save waits for customer
 * service to verify it.
 */
export function BusinessForm({ categories }: { categories: Category[] }) {
  const t = useT();
  const api = useApi();
  const { router } = useInstance();
  const mine = useLoad(() => getMyBusiness(api), [api]);
  const [saved, setSaved] = useState<Business | null>(null);
  const current = saved ?? mine.data ?? null;
  const [name, setName] = useState('');
  const [picked, setPicked] = useState<number[]>([]);
  const [description, setDescription] = useState('');
  const [address, setAddress] = useState('');
  const [hours, setHours] = useState('');
  const [where, setWhere] = useState<LngLat | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const photos = usePhotos('business');
  const licence = usePhotos('licence', undefined, 1);

  useEffect(() => {
    const b = mine.data;
    if (!b) return;
    setName(b.name);
    setPicked(b.categories.map((c) => c.id));
    setDescription(b.description);
    setAddress(b.address);
    setHours(b.hours);
    setWhere({ longitude: b.longitude, latitude: b.latitude });
    photos.reset(b.pics);
    licence.reset(b.licence_pic ? [b.licence_pic] : []);
  }, [mine.data]);

  usePick<LngLat & { region?: string; detail?: string }>('location', (p) => {
    setWhere({ longitude: p.longitude, latitude: p.latitude });
    if (!address && (p.region || p.detail)) setAddress(`${p.region ?? ''}${p.detail ?? ''}`.slice(0, 100));
  });

  const locate = () =>
    globalThis.navigator?.geolocation?.getCurrentPosition(
      ({ coords }) => setWhere({ longitude: coords.longitude, latitude: coords.latitude }),
      () => setErrors((e) => ({ ...e, location: t('community.locationDenied') })),
    );

  const toggle = (id: number) =>
    setPicked((ids) =>
      ids.includes(id) ? ids.filter((x) => x !== id) : ids.length < CATEGORIES_MAX ? [...ids, id] : ids,
    );

  const save = async () => {
    const errs: Errors = {};
    if (!name.trim()) errs.name = t('community.nameNeeded');
    if (picked.length === 0) errs.categories = t('community.categoriesNeeded');
    if (!description.trim()) errs.description = t('community.contentNeeded');
    if (!address.trim()) errs.address = t('community.addressNeeded');
    if (!where) errs.location = t('community.locationNeeded');
    if (!hours.trim()) errs.hours = t('community.hoursNeeded');
    const licenceUrl = licence.urls()[0];
    if (!licenceUrl) errs.licence = t('community.licenceNeeded');
    setErrors(errs);
    if (Object.keys(errs).length > 0 || !where || !licenceUrl) return;
    setBusy(true);
    try {
      setSaved(
        await saveBusiness(quietApi(api), {
          name,
          goods_categorize_ids: picked,
          description,
          address,
          longitude: where.longitude,
          latitude: where.latitude,
          hours,
          pics: photos.urls(),
          licence_pic: licenceUrl,
        }),
      );
    } catch (err) {
      setErrors({ form: errorText(err, t) });
    } finally {
      setBusy(false);
    }
  };

  if (mine.error && !mine.data) return <ErrorState message={mine.error} onRetry={mine.reload} />;
  if (mine.loading && mine.data === undefined) return <Loading />;

  return (
    <form
      class="mp-bl__form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      {current && (
        <div class={`mp-cm-note${current.status === 'rejected' ? ' mp-cm-note--bad' : ''}`} role="status">
          <p>
            {t(
              `community.status${current.status === 'pending' ? 'Pending' : current.status === 'verified' ? 'Verified' : 'Rejected'}`,
            )}
          </p>
          {current.review_reason && <p>{current.review_reason}</p>}
        </div>
      )}
      {current && <ModerationNote moderation={current.moderation} reason={current.moderation_reason} />}
      <Field
        label={t('community.businessName')}
        value={name}
        maxLength={40}
        onInput={setName}
        error={errors.name}
      />
      <fieldset class={`mp-field${errors.categories ? ' mp-field--invalid' : ''}`}>
        <legend class="mp-field__label">{t('community.businessCategories')}</legend>
        <fieldset class="mp-cm-chips" aria-label={t('community.businessCategories')}>
          {categories.map((c) => (
            <button
              key={c.id}
              type="button"
              class="mp-cm-chip"
              aria-pressed={picked.includes(c.id)}
              onClick={() => toggle(c.id)}
            >
              {c.name}
            </button>
          ))}
        </fieldset>
        {errors.categories && <p class="mp-field__error">{errors.categories}</p>}
      </fieldset>
      <Textarea
        label={t('community.businessDescription')}
        value={description}
        onInput={setDescription}
        error={errors.description}
        rows={3}
      />
      <Field
        label={t('community.address')}
        value={address}
        maxLength={100}
        onInput={setAddress}
        error={errors.address}
      />
      <fieldset class={`mp-field${errors.location ? ' mp-field--invalid' : ''}`}>
        <legend class="mp-field__label">{t('community.location')}</legend>
        <p class="mp-muted">
          {where
            ? `${where.longitude.toFixed(5)}, ${where.latitude.toFixed(5)}`
            : t('community.locationNone')}
        </p>
        <p class="mp-cm-row">
          <button type="button" class="mp-link" onClick={locate}>
            {t('community.useMyLocation')}
          </button>
          <button
            type="button"
            class="mp-link"
            onClick={() => router.navigateTo('selectMap', where ? { pick: '1', ...where } : { pick: '1' })}
          >
            {t('community.pickOnMap')}
          </button>
        </p>
        {errors.location && <p class="mp-field__error">{errors.location}</p>}
      </fieldset>
      <Field
        label={t('community.hours')}
        value={hours}
        maxLength={40}
        onInput={setHours}
        error={errors.hours}
      />
      <Photos photos={photos} label={t('community.photos')} />
      <Photos photos={licence} label={t('community.licence')} error={errors.licence} />
      {errors.form && (
        <p class="mp-field__error" role="alert">
          {errors.form}
        </p>
      )}
      <Button variant="primary" type="submit" block loading={busy}>
        {t(current ? 'community.businessUpdate' : 'community.businessSubmit')}
      </Button>
    </form>
  );
}
