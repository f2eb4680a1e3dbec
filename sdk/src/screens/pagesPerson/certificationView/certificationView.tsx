import { getCategories } from '../../../api/endpoints/orders';
import {
  type CertificateType,
  createCertificate,
  getMyCertificates,
  type IdCardSide,
  recognizeIdCard,
} from '../../../api/endpoints/people';
import { getPersonalInfo, verifyRealName } from '../../../api/endpoints/user';
import { useApi, useInstance, useRouter, useStyles, useT } from '../../../app/context';
import { LOGIN_ROUTE } from '../../../config';
import { type ComponentChildren, useMemo, useState } from '../../../lib/preact';
import { useStore } from '../../../lib/use-store';
import { checkRealName } from '../../../rules/real-name';
import { Button, buttonSheet } from '../../../ui/button';
import { errorText, isAborted } from '../../../ui/errors';
import { Field, fieldSheet } from '../../../ui/field';
import logInIcon from '../../../ui/icons/log-in';
import { ImagePicker } from '../../../ui/image-picker';
import { NavBar } from '../../../ui/nav-bar';
import { quietApi } from '../../../ui/quiet-api';
import { EmptyState, ErrorState, Loading } from '../../../ui/states';
import { useLoad } from '../../../ui/use-load';
import { sheet } from './styles';

const SIDES: readonly IdCardSide[] = ['front', 'back'];
const TYPES: readonly CertificateType[] = ['licence', 'diploma', 'skill', 'other'];
const SIDE_TEXT = { front: 'certificationView.sideFront', back: 'certificationView.sideBack' } as const;
const TYPE_TEXT = {
  licence: 'certificationView.typeLicence',
  diploma: 'certificationView.typeDiploma',
  skill: 'certificationView.typeSkill',
  other: 'certificationView.typeOther',
} as const;
const STATUS_TEXT = {
  pending: 'certificationView.statusPending',
  approved: 'certificationView.statusApproved',
  rejected: 'certificationView.statusRejected',
} as const;

/** Where the reading of one side stands: its upload progress, done, or the reason it failed. */
type Scan = { progress: number } | { done: true } | { error: string };
type Errors = Partial<Record<'name' | 'id' | 'form', string>>;

/**
 * Identity and qualifications: the real-name state; when not verified, the two sides of the ID
 * card are read by the server, the name and number they show fill the real-name form, and the
 * person checks them and confirms. Below, the person's certificates with their review state and
 * a form to add one (photo, type, category).
 */
export default function CertificationView() {
  const t = useT();
  useStyles(buttonSheet, fieldSheet, sheet);
  const { session, toast } = useInstance();
  const router = useRouter();
  const rawApi = useApi();
  const api = useMemo(() => quietApi(rawApi), [rawApi]);
  const token = useStore(session.$token);
  const info = useLoad(() => (token ? getPersonalInfo(api) : Promise.resolve(null)), [token?.token]);
  const certificates = useLoad(
    () => (token ? getMyCertificates(api) : Promise.resolve(null)),
    [token?.token],
  );
  const categories = useLoad(() => getCategories(rawApi), []);
  const [scans, setScans] = useState<Partial<Record<IdCardSide, Scan>>>({});
  const [name, setName] = useState('');
  const [id, setId] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const [photo, setPhoto] = useState<File | null>(null);
  const [type, setType] = useState<CertificateType>('licence');
  const [categoryId, setCategoryId] = useState('');
  const [upload, setUpload] = useState<number | null>(null);
  const [addError, setAddError] = useState<string | null>(null);
  const user = info.data;

  async function scan(side: IdCardSide, files: File[]) {
    const file = files[0];
    if (!file) return;
    setScans((s) => ({ ...s, [side]: { progress: 0 } }));
    try {
      const read = await recognizeIdCard(api, side, file, {
        onProgress: (progress) => setScans((s) => ({ ...s, [side]: { progress } })),
      });
      if (read.fields.name) setName(read.fields.name);
      if (read.fields.id_number) setId(read.fields.id_number);
      setScans((s) => ({ ...s, [side]: { done: true } }));
    } catch (err) {
      if (!isAborted(err)) setScans((s) => ({ ...s, [side]: { error: errorText(err, t) } }));
    }
  }

  async function verify(e: Event) {
    e.preventDefault();
    const { title, sfzid, ...problems } = checkRealName(name, id);
    const next: Errors = {
      name:
        problems.name &&
        t(problems.name === 'required' ? 'certificationView.nameRequired' : 'certificationView.nameInvalid'),
      id:
        problems.id &&
        t(problems.id === 'required' ? 'certificationView.idRequired' : 'certificationView.idInvalid'),
    };
    setErrors(next);
    if (next.name || next.id) return;
    setSending(true);
    try {
      session.$user.set(await verifyRealName(api, { title, sfzid }));
      toast(t('certificationView.verifiedToast'));
      info.reload();
    } catch (err) {
      if (!isAborted(err)) setErrors({ form: errorText(err, t) });
    } finally {
      setSending(false);
    }
  }

  async function add(e: Event) {
    e.preventDefault();
    if (!photo || !categoryId) {
      setAddError(t(photo ? 'certificationView.categoryRequired' : 'certificationView.photoRequired'));
      return;
    }
    setAddError(null);
    setUpload(0);
    try {
      await createCertificate(
        api,
        photo,
        { type, category_id: Number(categoryId) },
        { onProgress: setUpload },
      );
      toast(t('certificationView.added'));
      setPhoto(null);
      certificates.reload();
    } catch (err) {
      if (!isAborted(err)) setAddError(errorText(err, t));
    } finally {
      setUpload(null);
    }
  }

  if (!token) {
    return (
      <Page title={t('certificationView.title')}>
        <EmptyState icon={logInIcon} text={t('certificationView.signInFirst')}>
          <Button
            variant="primary"
            onClick={() =>
              router.navigateTo(LOGIN_ROUTE, { redirect: '/pagesPerson/certificationView/certificationView' })
            }
          >
            {t('certificationView.signIn')}
          </Button>
        </EmptyState>
      </Page>
    );
  }

  let identity = null;
  if (info.error && !user) identity = <ErrorState message={info.error} onRetry={info.reload} />;
  else if (!user) identity = <Loading />;
  else if (user.smrz === 2) {
    identity = (
      <p class="mp-cert__verified" role="status">
        ✓ {t('certificationView.verified', { name: user.name, id: user.sfzid })}
      </p>
    );
  } else {
    identity = (
      <form noValidate onSubmit={verify}>
        {user.smrz === 3 && <p class="mp-cert__warn">{t('certificationView.lastRejected')}</p>}
        <p class="mp-muted">{t('certificationView.scanHint')}</p>
        <div class="mp-cert__sides">
          {SIDES.map((side) => {
            const state = scans[side];
            return (
              <div key={side} class="mp-cert__side">
                <ImagePicker
                  label={t(SIDE_TEXT[side])}
                  max={1}
                  disabled={state !== undefined && 'progress' in state}
                  onPick={(files) => scan(side, files)}
                >
                  <span class="mp-cert__shot">{t(SIDE_TEXT[side])}</span>
                </ImagePicker>
                {state && 'progress' in state && (
                  <p role="status">
                    {t('certificationView.reading', { percent: Math.round(state.progress * 100) })}
                  </p>
                )}
                {state && 'done' in state && <p role="status">✓ {t('certificationView.read')}</p>}
                {state && 'error' in state && (
                  <p class="mp-field__error" role="alert">
                    {state.error}
                  </p>
                )}
              </div>
            );
          })}
        </div>
        <Field
          label={t('certificationView.nameLabel')}
          autoComplete="name"
          maxLength={30}
          value={name}
          onInput={setName}
          error={errors.name}
        />
        <Field
          label={t('certificationView.idLabel')}
          autoComplete="off"
          maxLength={22}
          value={id}
          onInput={setId}
          error={errors.id}
        />
        <p class="mp-muted">{t('certificationView.checkHint')}</p>
        {errors.form && (
          <p class="mp-field__error" role="alert">
            {errors.form}
          </p>
        )}
        <Button type="submit" variant="primary" block loading={sending}>
          {t('certificationView.confirm')}
        </Button>
      </form>
    );
  }

  const list = certificates.data?.list;
  return (
    <Page title={t('certificationView.title')}>
      <h2 class="mp-cert__heading">{t('certificationView.identity')}</h2>
      {identity}
      <h2 class="mp-cert__heading">{t('certificationView.certificates')}</h2>
      {certificates.error && !list ? (
        <ErrorState message={certificates.error} onRetry={certificates.reload} />
      ) : !list ? (
        <Loading />
      ) : list.length === 0 ? (
        <p class="mp-muted">{t('certificationView.none')}</p>
      ) : (
        <ul class="mp-cert__list">
          {list.map((c) => (
            <li key={c.id} class="mp-cert__item">
              <img src={c.photo} alt="" />
              <div>
                <strong>
                  {t(TYPE_TEXT[c.type])} · {c.category}
                </strong>
                <span class={`mp-cert__status mp-cert__status--${c.status}`}>{t(STATUS_TEXT[c.status])}</span>
                {c.status === 'rejected' && c.reason && (
                  <p class="mp-muted">{t('certificationView.reason', { reason: c.reason })}</p>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <form noValidate class="mp-cert__add" onSubmit={add}>
        <h3 class="mp-cert__heading">{t('certificationView.addTitle')}</h3>
        <ImagePicker
          label={t('certificationView.photo')}
          max={1}
          onPick={(files) => setPhoto(files[0] ?? null)}
        >
          <span class="mp-cert__shot">{photo ? photo.name : t('certificationView.photo')}</span>
        </ImagePicker>
        <label class="mp-cert__select">
          {t('certificationView.typeLabel')}
          <select value={type} onChange={(e) => setType(e.currentTarget.value as CertificateType)}>
            {TYPES.map((value) => (
              <option key={value} value={value}>
                {t(TYPE_TEXT[value])}
              </option>
            ))}
          </select>
        </label>
        <label class="mp-cert__select">
          {t('certificationView.categoryLabel')}
          <select value={categoryId} onChange={(e) => setCategoryId(e.currentTarget.value)}>
            <option value="">{t('certificationView.chooseCategory')}</option>
            {(categories.data ?? []).map((c) => (
              <option key={c.id} value={String(c.id)}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        {upload !== null && (
          <p role="status">{t('certificationView.uploading', { percent: Math.round(upload * 100) })}</p>
        )}
        {addError && (
          <p class="mp-field__error" role="alert">
            {addError}
          </p>
        )}
        <Button type="submit" variant="primary" block loading={upload !== null}>
          {t('certificationView.add')}
        </Button>
      </form>
    </Page>
  );
}

function Page({ title, children }: { title: string; children: ComponentChildren }) {
  return (
    <div class="mp-page">
      <NavBar title={title} />
      <div class="mp-body">{children}</div>
    </div>
  );
}

export { default as messages } from './messages';
