import {
  type KefuBusiness,
  type KefuCertificate,
  reviewKefuBusiness,
  reviewKefuCertificate,
} from '../../../api/endpoints/kefu';
import { useApi, useStyles, useT } from '../../../app/context';
import { useState } from '../../../lib/preact';
import { Button } from '../../../ui/button';
import { errorText, isAborted } from '../../../ui/errors';
import { kefuSheet, ReasonAction, Section, useWhen } from '../../../ui/kefu/kefu';

const cap = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;

export interface VerificationsProps {
  certificates: KefuCertificate[];
  businesses: KefuBusiness[];
  /** A decision was recorded: the person is read again. */
  onChanged: () => Promise<void>;
}

/**
 * A person's qualification certificates and community business, with their photos and state;
 * a pending one is approved (verified) or rejected with a reason right here.
 */
export function Verifications({ certificates, businesses, onChanged }: VerificationsProps) {
  const t = useT();
  useStyles(kefuSheet);
  const api = useApi();
  const when = useWhen();
  const [error, setError] = useState<string | null>(null);
  const approve = (id: number) => async () => {
    setError(null);
    try {
      await reviewKefuCertificate(api, { id, decision: 'approve' });
      await onChanged();
    } catch (err) {
      if (!isAborted(err)) setError(errorText(err, t));
    }
  };
  const none = certificates.length + businesses.length === 0;
  return (
    <Section title={t('kefuUser.verifications')}>
      {none && <p class="mp-kf__meta">{t('kefuUser.none')}</p>}
      {error && (
        <p class="mp-kf__err" role="alert">
          {error}
        </p>
      )}
      {certificates.map((c) => (
        <div key={`c${c.id}`} class="mp-kf__item" data-certificate={c.id}>
          <div class="mp-kf__row">
            <span>
              {t('kefuUser.certificate')} #{c.id} {c.category} · {c.type}
            </span>
            <span class="mp-kf__meta">{t(`kefu.status${cap(c.status)}`)}</span>
          </div>
          <p class="mp-kf__meta">
            {when(c.created_at)} {c.reason}
          </p>
          {c.photo && <img class="mp-kf__photo" src={c.photo} alt={c.type} loading="lazy" />}
          {c.status === 'pending' && (
            <>
              <Button variant="primary" onClick={approve(c.id)}>
                {t('kefu.approve')}
              </Button>
              <ReasonAction
                label={t('kefu.reject')}
                variant="danger"
                onSubmit={async (reason) => {
                  await reviewKefuCertificate(api, { id: c.id, decision: 'reject', reason });
                  await onChanged();
                }}
              />
            </>
          )}
        </div>
      ))}
      {businesses.map((b) => (
        <div key={`b${b.id}`} class="mp-kf__item" data-business={b.id}>
          <div class="mp-kf__row">
            <span>
              {t('kefuUser.business')} #{b.id} {b.name}
            </span>
            <span class="mp-kf__meta">{t(`kefu.status${cap(b.status)}`)}</span>
          </div>
          {b.reason && <p class="mp-kf__meta">{b.reason}</p>}
          {b.licence_pic && <img class="mp-kf__photo" src={b.licence_pic} alt={b.name} loading="lazy" />}
          {b.status === 'pending' &&
            (['verify', 'reject'] as const).map((decision) => (
              <ReasonAction
                key={decision}
                label={t(decision === 'verify' ? 'kefu.verify' : 'kefu.reject')}
                variant={decision === 'verify' ? 'primary' : 'danger'}
                onSubmit={async (reason) => {
                  await reviewKefuBusiness(api, { id: b.id, decision, reason });
                  await onChanged();
                }}
              />
            ))}
        </div>
      ))}
    </Section>
  );
}
