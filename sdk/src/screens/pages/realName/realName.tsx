import { getPersonalInfo, verifyRealName } from '../../../api/endpoints/user';
import { useApi, useInstance, useRouter, useStyles, useT } from '../../../app/context';
import { LOGIN_ROUTE } from '../../../config';
import { useMemo, useState } from '../../../lib/preact';
import { useStore } from '../../../lib/use-store';
import { checkRealName } from '../../../rules/real-name';
import { Button, buttonSheet } from '../../../ui/button';
import { errorText, isAborted } from '../../../ui/errors';
import { Field, fieldSheet } from '../../../ui/field';
import logInIcon from '../../../ui/icons/log-in';
import { NavBar } from '../../../ui/nav-bar';
import { quietApi } from '../../../ui/quiet-api';
import { EmptyState, ErrorState, Loading } from '../../../ui/states';
import { useLoad } from '../../../ui/use-load';
import { sheet } from './styles';

type Errors = Partial<Record<'name' | 'id' | 'form', string>>;

/** Real-name verification: the legal name and resident ID number, checked by the server. */
export default function RealName() {
  const t = useT();
  useStyles(buttonSheet, fieldSheet, sheet);
  const { session, toast } = useInstance();
  const router = useRouter();
  const rawApi = useApi();
  const api = useMemo(() => quietApi(rawApi), [rawApi]);
  const token = useStore(session.$token);
  const info = useLoad(() => (token ? getPersonalInfo(api) : Promise.resolve(null)), [token?.token]);
  const [name, setName] = useState('');
  const [id, setId] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const user = info.data;

  async function submit(e: Event) {
    e.preventDefault();
    const { title, sfzid, ...problems } = checkRealName(name, id);
    const next: Errors = {
      name:
        problems.name && t(problems.name === 'required' ? 'realName.nameRequired' : 'realName.nameInvalid'),
      id: problems.id && t(problems.id === 'required' ? 'realName.idRequired' : 'realName.idInvalid'),
    };
    setErrors(next);
    if (next.name || next.id) return;
    setSending(true);
    try {
      const verified = await verifyRealName(api, { title, sfzid });
      session.$user.set(verified);
      toast(t('realName.done'));
      info.reload();
    } catch (err) {
      if (!isAborted(err)) setErrors({ form: errorText(err, t) });
    } finally {
      setSending(false);
    }
  }

  let body = null;
  if (!token) {
    body = (
      <EmptyState icon={logInIcon} text={t('realName.signInFirst')}>
        <Button variant="primary" onClick={() => router.navigateTo(LOGIN_ROUTE, { redirect: 'realName' })}>
          {t('realName.signIn')}
        </Button>
      </EmptyState>
    );
  } else if (info.error && !user) {
    body = <ErrorState message={info.error} onRetry={info.reload} />;
  } else if (!user) {
    body = <Loading />;
  } else if (user.smrz === 2) {
    body = (
      <section class="mp-verified" aria-live="polite">
        <span class="mp-verified__mark" aria-hidden="true">
          ✓
        </span>
        <h2>{t('realName.verified')}</h2>
        <dl>
          <dt>{t('realName.nameLabel')}</dt>
          <dd>{user.name}</dd>
          <dt>{t('realName.idLabel')}</dt>
          <dd>{user.sfzid}</dd>
        </dl>
      </section>
    );
  } else {
    body = (
      <form noValidate onSubmit={submit}>
        <p class="mp-muted">{t('realName.why')}</p>
        {user.smrz === 3 && (
          <p class="mp-realname__warn" role="status">
            {t('realName.rejected')}
          </p>
        )}
        <Field
          label={t('realName.nameLabel')}
          autoComplete="name"
          maxLength={30}
          placeholder={t('realName.namePlaceholder')}
          value={name}
          onInput={setName}
          error={errors.name}
        />
        <Field
          label={t('realName.idLabel')}
          autoComplete="off"
          maxLength={22}
          placeholder={t('realName.idPlaceholder')}
          value={id}
          onInput={setId}
          error={errors.id}
        />
        {errors.form && (
          <p class="mp-field__error" role="alert">
            {errors.form}
          </p>
        )}
        <Button type="submit" variant="primary" block loading={sending}>
          {t('realName.submit')}
        </Button>
        <p class="mp-muted mp-realname__privacy">{t('realName.privacy')}</p>
      </form>
    );
  }

  return (
    <div class="mp-page">
      <NavBar title={t('realName.title')} />
      <div class="mp-body">{body}</div>
    </div>
  );
}

export { default as messages } from './messages';
