import { getAddresses, saveAddress } from '../../../api/endpoints/addresses';
import type { Address, LngLat } from '../../../api/order-types';
import { useApi, useInstance, useRoute, useRouter, useStyles, useT } from '../../../app/context';
import { useMemo, useRef, useState } from '../../../lib/preact';
import { useStore } from '../../../lib/use-store';
import { formatPoint } from '../../../rules/coordinates';
import { isValidPhone } from '../../../rules/phone';
import { Button } from '../../../ui/button';
import { cellSheet } from '../../../ui/cell';
import { errorText, isAborted } from '../../../ui/errors';
import { Field, fieldSheet } from '../../../ui/field';
import { useUid } from '../../../ui/ids';
import { NavBar } from '../../../ui/nav-bar';
import { usePick } from '../../../ui/picks';
import { quietApi } from '../../../ui/quiet-api';
import { ErrorState, Loading } from '../../../ui/states';
import { useLoad } from '../../../ui/use-load';
import { sheet } from './styles';

/** What selectMap hands back: the point, and the address the maps service found for it, if any. */
type PickedLocation = LngLat & { region?: string; detail?: string };
type Form = Pick<Address, 'name' | 'tel' | 'region' | 'detail' | 'is_default'> & { location: LngLat | null };
type Errors = Partial<Record<'name' | 'tel' | 'region' | 'detail' | 'location' | 'form', string>>;

/** The server's lengths (docs/orders-api.md, POST /api/address/save). */
const NAME_MAX = 20;
const PLACE_MAX = 60;
const length = (s: string) => [...s.trim()].length;

/**
 * Adds an address (no `id`) or edits one (`query.id`): contact, area, street, map point, default.
 * The user's first address is the default (the server makes it so): its switch shows on, locked,
 * and says why; so does the default's own, until another address becomes the default.
 */
export default function EditAddress() {
  const uid = useUid('mp-d');
  const t = useT();
  useStyles(cellSheet, fieldSheet, sheet);
  const inst = useInstance();
  const router = useRouter();
  const rawApi = useApi();
  const api = useMemo(() => quietApi(rawApi), [rawApi]);
  const id = Number(useRoute().query.id) || undefined;
  const user = useStore(inst.session.$user);
  // Editing: the address itself. Adding: whether it is the first (the server makes it the default);
  // asked quietly, since the form works without the answer.
  const list = useLoad(() => getAddresses(id ? rawApi : api), [rawApi, id]);
  const editing = id ? list.data?.find((a) => a.id === id) : undefined;
  // The server makes the first address the default, whatever is sent.
  const first = !id && list.data?.length === 0;
  const [form, setForm] = useState<Form | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  // what the map filled in last: replaced by the next pick, unlike what the user typed
  const filled = useRef({ region: '', detail: '' });

  // the form starts from the saved address (or blank, with the user's own number) once
  const current: Form | null =
    form ??
    (id && !editing
      ? null
      : editing
        ? { ...editing, location: { longitude: editing.longitude, latitude: editing.latitude } }
        : { name: '', tel: user?.tel ?? '', region: '', detail: '', is_default: false, location: null });

  const set = (patch: Partial<Form>) => current && setForm({ ...current, ...patch });

  usePick<PickedLocation>('location', (picked) => {
    if (!current) return;
    const keep = (typed: string, was: string, found?: string) =>
      found && (!typed || typed === was) ? found : typed;
    const next = {
      ...current,
      location: { longitude: picked.longitude, latitude: picked.latitude },
      region: keep(current.region, filled.current.region, picked.region),
      detail: keep(current.detail, filled.current.detail, picked.detail),
    };
    filled.current = { region: picked.region ?? '', detail: picked.detail ?? '' };
    setForm(next);
    setErrors((e) => ({ ...e, location: undefined }));
  });

  async function submit(e: Event) {
    e.preventDefault();
    if (!current) return;
    const next: Errors = {
      name:
        length(current.name) < 1 || length(current.name) > NAME_MAX
          ? t('editAddress.nameInvalid')
          : undefined,
      tel: isValidPhone(current.tel) ? undefined : t('editAddress.telInvalid'),
      region:
        length(current.region) < 1 || length(current.region) > PLACE_MAX
          ? t('editAddress.regionInvalid')
          : undefined,
      detail:
        length(current.detail) < 1 || length(current.detail) > PLACE_MAX
          ? t('editAddress.detailInvalid')
          : undefined,
      location: current.location ? undefined : t('editAddress.locationRequired'),
    };
    setErrors(next);
    if (Object.values(next).some(Boolean) || !current.location) return;
    setSaving(true);
    try {
      await saveAddress(api, {
        ...(id ? { id } : {}),
        name: current.name.trim(),
        tel: current.tel,
        region: current.region.trim(),
        detail: current.detail.trim(),
        longitude: current.location.longitude,
        latitude: current.location.latitude,
        is_default: first || current.is_default,
      });
      inst.toast(t('editAddress.saved'));
      router.navigateBack();
    } catch (err) {
      // everything typed stays; the reason shows above the button
      if (!isAborted(err)) setErrors({ form: errorText(err, t) });
    } finally {
      setSaving(false);
    }
  }

  const title = t(id ? 'editAddress.titleEdit' : 'editAddress.titleAdd');
  if (!current) {
    return (
      <div class="mp-page">
        <NavBar title={title} />
        {list.error ? (
          <ErrorState message={list.error} onRetry={list.reload} />
        ) : list.data ? (
          <ErrorState message={t('editAddress.notFound')} />
        ) : (
          <Loading />
        )}
      </div>
    );
  }

  // The default stays so until another address becomes it.
  const locked = first || !!editing?.is_default;
  const isDefault = first || current.is_default;
  const pickOnMap = () =>
    router.navigateTo('selectMap', current.location ? { pick: '1', ...current.location } : { pick: '1' });

  return (
    <div class="mp-page">
      <NavBar title={title} />
      <form class="mp-body" noValidate onSubmit={submit}>
        <Field
          label={t('editAddress.name')}
          autoComplete="name"
          maxLength={NAME_MAX}
          placeholder={t('editAddress.namePlaceholder')}
          value={current.name}
          onInput={(name) => set({ name })}
          error={errors.name}
        />
        <Field
          label={t('editAddress.tel')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={11}
          placeholder={t('editAddress.telPlaceholder')}
          value={current.tel}
          onInput={(tel) => set({ tel })}
          error={errors.tel}
        />
        <p class="mp-field__label" id={`${uid}-loc`}>
          {t('editAddress.location')}
        </p>
        <div class={`mp-group${errors.location ? ' mp-ea__bad' : ''}`}>
          <button
            type="button"
            class="mp-cell"
            aria-describedby={`${uid}-loc`}
            aria-invalid={errors.location ? true : undefined}
            onClick={pickOnMap}
          >
            <span class="mp-cell__label">
              {current.location ? formatPoint(current.location) : t('editAddress.locationPick')}
            </span>{' '}
            <span class="mp-cell__value">{current.location ? t('editAddress.locationChange') : ''}</span>
            <span class="mp-cell__arrow" aria-hidden="true" />
          </button>
        </div>
        {errors.location && <p class="mp-field__error mp-ea__err">{errors.location}</p>}
        <Field
          label={t('editAddress.region')}
          autoComplete="address-level2"
          maxLength={PLACE_MAX}
          placeholder={t('editAddress.regionPlaceholder')}
          value={current.region}
          onInput={(region) => set({ region })}
          error={errors.region}
        />
        <Field
          label={t('editAddress.detail')}
          autoComplete="street-address"
          maxLength={PLACE_MAX}
          placeholder={t('editAddress.detailPlaceholder')}
          value={current.detail}
          onInput={(detail) => set({ detail })}
          error={errors.detail}
        />
        <label class="mp-switch">
          <span class="mp-switch__text">{t('editAddress.default')}</span>
          <input
            type="checkbox"
            role="switch"
            aria-checked={isDefault}
            aria-describedby={locked ? `${uid}-lock` : undefined}
            checked={isDefault}
            disabled={locked}
            onChange={(ev) => set({ is_default: ev.currentTarget.checked })}
          />
        </label>
        {locked && (
          <p class="mp-muted mp-switch__hint" id={`${uid}-lock`}>
            {t(first ? 'editAddress.defaultFirst' : 'editAddress.defaultLocked')}
          </p>
        )}
        {errors.form && (
          <p class="mp-field__error mp-ea__err" role="alert">
            {errors.form}
          </p>
        )}
        <Button type="submit" variant="primary" block loading={saving}>
          {t('editAddress.save')}
        </Button>
      </form>
    </div>
  );
}

export { default as messages } from './messages';
