import { getCaptcha, register, sendRegisterSms } from '../../../api/endpoints/auth';
import { useApi, useInstance, useRoute, useRouter, useStyles, useT } from '../../../app/context';
import { CODE_COUNTDOWN_S, CODE_LENGTH, LOGIN_ROUTE } from '../../../config';
import { useMemo, useState } from '../../../lib/preact';
import { isValidPhone } from '../../../rules/phone';
import { Button, buttonSheet } from '../../../ui/button';
import { CountdownButton } from '../../../ui/countdown-button';
import { errorText, isAborted } from '../../../ui/errors';
import { Field, fieldSheet } from '../../../ui/field';
import { NavBar } from '../../../ui/nav-bar';
import { quietApi } from '../../../ui/quiet-api';
import { useLoad } from '../../../ui/use-load';
import { sheet } from './styles';

type Errors = Partial<Record<'phone' | 'captcha' | 'code' | 'agree' | 'form', string>>;
const MARK = '\u0000';

/** Bind phone: image captcha -> SMS code -> register -> signed in. */
export default function LoginView() {
  const t = useT();
  useStyles(buttonSheet, fieldSheet, sheet); // links, spinner and form error are drawn here too
  const inst = useInstance();
  const router = useRouter();
  const { query } = useRoute();
  const rawApi = useApi();
  const api = useMemo(() => quietApi(rawApi), [rawApi]);
  const captcha = useLoad(() => getCaptcha(api), []);
  const [phone, setPhone] = useState('');
  const [answer, setAnswer] = useState('');
  const [code, setCode] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [token, setToken] = useState('');
  const [sentAt, setSentAt] = useState(0);
  const [resendIn, setResendIn] = useState(CODE_COUNTDOWN_S);
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const phoneError = () => (isValidPhone(phone) ? undefined : t('loginView.phoneInvalid'));

  async function sendCode() {
    const session = captcha.data?.session_id;
    const next: Errors = {
      phone: phoneError(),
      captcha: !session
        ? t('loginView.captchaFailed')
        : answer.trim()
          ? undefined
          : t('loginView.captchaRequired'),
    };
    setErrors(next);
    if (next.phone || next.captcha || !session) return;
    setSending(true);
    try {
      const res = await sendRegisterSms(api, { code: answer.trim(), phone, session_id: session });
      setToken(res.registerToken);
      setResendIn(res.resend_in > 0 ? res.resend_in : CODE_COUNTDOWN_S);
      setSentAt(Date.now());
      inst.toast(t('loginView.codeSent'));
    } catch (err) {
      if (isAborted(err)) return;
      setErrors({ form: errorText(err, t) });
      captcha.reload(); // the captcha session is single use, right answer or not
    } finally {
      setSending(false);
    }
  }

  async function submit(e: Event) {
    e.preventDefault();
    const next: Errors = {
      phone: phoneError(),
      code: !token
        ? t('loginView.codeFirst')
        : new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code)
          ? undefined
          : t('loginView.codeInvalid'),
      agree: agreed ? undefined : t('loginView.agreeRequired'),
    };
    setErrors(next);
    if (next.phone || next.code || next.agree) return;
    setSubmitting(true);
    try {
      const res = await register(api, {
        phone,
        smsCode: code,
        registerToken: token,
        captain_id: query.captain_id,
      });
      inst.session.login(res.tokenInfo, res.user);
      const back = query.redirect;
      if (back && back !== LOGIN_ROUTE && !back.includes(`/${LOGIN_ROUTE}/`)) router.reLaunch(back);
      else router.reLaunch('personCenter');
    } catch (err) {
      if (!isAborted(err)) setErrors({ form: errorText(err, t) });
    } finally {
      setSubmitting(false);
    }
  }

  const open = (key: string) => (ev: Event) => {
    ev.preventDefault();
    router.navigateTo('aboutContract', { key });
  };
  // The sentence is translated whole; the two links are cut out of it by marker.
  const agreeParts = t('loginView.agree', {
    userAgreement: `${MARK}u${MARK}`,
    privacyPolicy: `${MARK}p${MARK}`,
  })
    .split(MARK)
    .map((part, i) => {
      if (i % 2 === 0) return part;
      const key = part === 'u' ? 'user_agreement' : 'privacy_policy';
      return (
        <button key={key} type="button" class="mp-link" onClick={open(key)}>
          {t(part === 'u' ? 'loginView.userAgreement' : 'loginView.privacyPolicy')}
        </button>
      );
    });

  return (
    <div class="mp-page">
      <NavBar title={t('loginView.title')} />
      <form class="mp-body" noValidate onSubmit={submit}>
        <Field
          label={t('loginView.phoneLabel')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={11}
          placeholder={t('loginView.phonePlaceholder')}
          value={phone}
          onInput={setPhone}
          error={errors.phone}
        />
        <Field
          label={t('loginView.captchaLabel')}
          autoComplete="off"
          maxLength={12}
          placeholder={t('loginView.captchaPlaceholder')}
          value={answer}
          onInput={setAnswer}
          error={
            errors.captcha ??
            (captcha.error ? `${t('loginView.captchaFailed')}: ${captcha.error}` : undefined)
          }
          after={
            <button
              type="button"
              class="mp-captcha"
              aria-label={t('loginView.captchaRefresh')}
              aria-busy={captcha.loading || undefined}
              onClick={captcha.reload}
            >
              {captcha.data ? (
                <img src={captcha.data.img} alt="" />
              ) : (
                <span class="mp-spin" aria-hidden="true" />
              )}
            </button>
          }
        />
        <Field
          label={t('loginView.codeLabel')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={CODE_LENGTH}
          placeholder={t('loginView.codePlaceholder')}
          value={code}
          onInput={setCode}
          error={errors.code}
          after={<CountdownButton start={sentAt} seconds={resendIn} loading={sending} onClick={sendCode} />}
        />
        <label class="mp-check">
          <input
            type="checkbox"
            checked={agreed}
            aria-invalid={errors.agree ? true : undefined}
            onChange={(ev) => setAgreed(ev.currentTarget.checked)}
          />
          <span>{agreeParts}</span>
        </label>
        {(errors.agree || errors.form) && (
          <p class="mp-field__error" role="alert">
            {errors.agree ?? errors.form}
          </p>
        )}
        <Button type="submit" variant="primary" block loading={submitting}>
          {t('loginView.submit')}
        </Button>
      </form>
    </div>
  );
}

export { default as messages } from './messages';
