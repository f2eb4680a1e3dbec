import {
  addKefuNote,
  getKefuUser,
  type KefuPerson,
  liftKefuRestriction,
  restrictKefuUser,
  revealKefu,
  setKefuShare,
} from '../../../api/endpoints/kefu';
import { useApi, useRoute, useRouter, useStyles, useT } from '../../../app/context';
import { useMemo, useState } from '../../../lib/preact';
import { Button } from '../../../ui/button';
import { Cell, cellSheet } from '../../../ui/cell';
import { errorText, isAborted } from '../../../ui/errors';
import { Field, Textarea } from '../../../ui/field';
import { AuditList, kefuSheet, ReasonAction, Section, useWhen } from '../../../ui/kefu/kefu';
import { formatFen } from '../../../ui/money';
import { NavBar } from '../../../ui/nav-bar';
import { quietApi } from '../../../ui/quiet-api';
import { ErrorState, Loading } from '../../../ui/states';
import { useLoad } from '../../../ui/use-load';
import { Verifications } from './verifications';

const KINDS = ['post', 'take', 'ban'] as const;
const cap = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;

/**
 * One person for kefu: profile with phone and ID number masked (revealing one asks a reason and
 * is audited), verification, commission share, restrictions (no posting, no taking, ban; for
 * some days or until lifted), certificates and businesses to verify or reject, internal notes,
 * their orders and tasks, and the audit log.
 */
export default function KefuUser() {
  const t = useT();
  useStyles(cellSheet, kefuSheet);
  const rawApi = useApi();
  const api = useMemo(() => quietApi(rawApi), [rawApi]);
  const router = useRouter();
  const when = useWhen();
  const { query } = useRoute();
  const id = query.id ?? '';
  const load = useLoad(() => getKefuUser(rawApi, id), [id]);
  const [fresh, setFresh] = useState<KefuPerson | null>(null);
  const [shown, setShown] = useState<Record<string, string>>({});
  const [share, setShare] = useState('');
  const [days, setDays] = useState('');
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const person = fresh ?? load.data;

  let body = null;
  if (person) {
    const u = person.user;
    const reveal = (what: 'phone' | 'id_number') => async (reason: string) => {
      const { value } = await revealKefu(api, { record_type: 'user', id: u.id, what, reason });
      setShown((s) => ({ ...s, [what]: value }));
    };
    const changeShare = async (reason: string) => {
      const percent = Number(share);
      if (share.trim() === '' || !Number.isFinite(percent) || percent < 0 || percent > 100) {
        throw new Error(t('kefuUser.shareRange'));
      }
      setFresh(await setKefuShare(api, { id: u.id, share_bp: Math.round(percent * 100), reason }));
    };
    const restrict = (restriction: (typeof KINDS)[number]) => async (reason: string) => {
      const n = days.trim() === '' ? undefined : Number(days);
      if (n !== undefined && (!Number.isInteger(n) || n < 1 || n > 3650))
        throw new Error(t('kefuUser.daysRange'));
      setFresh(await restrictKefuUser(api, { id: u.id, restriction, reason, ...(n ? { days: n } : {}) }));
    };
    const saveNote = async () => {
      if (note.trim() === '') {
        setNoteError(t('kefuUser.noteRequired'));
        return;
      }
      try {
        setFresh(await addKefuNote(api, { id: u.id, note: note.trim() }));
        setNote('');
        setNoteError(null);
      } catch (err) {
        if (!isAborted(err)) setNoteError(errorText(err, t));
      }
    };
    const open = (path: string, to: number) => () =>
      router.navigateTo(path as '/pagesManage/kefuTask/kefuTask', { id: String(to) });
    body = (
      <>
        <Section title={`${u.s_username} #${u.id}`}>
          <Cell label={t('kefuUser.phone')} value={shown.phone ?? u.phone} />
          {!shown.phone && <ReasonAction label={t('kefuUser.revealPhone')} onSubmit={reveal('phone')} />}
          <Cell label={t('kefuUser.realName')} value={`${u.name} ${t(`kefuUser.smrz${u.smrz}`)}`} />
          <Cell label={t('kefuUser.idNumber')} value={shown.id_number ?? u.id_number} />
          {!shown.id_number && u.id_number !== '' && (
            <ReasonAction label={t('kefuUser.revealId')} onSubmit={reveal('id_number')} />
          )}
          <Cell label={t('kefuUser.share')} value={`${u.share_bp / 100}%`} />
          <ReasonAction label={t('kefuUser.changeShare')} onSubmit={changeShare}>
            <Field label={t('kefuUser.sharePercent')} value={share} onInput={setShare} inputMode="decimal" />
          </ReasonAction>
        </Section>
        <Verifications
          certificates={person.certificates}
          businesses={person.businesses}
          onChanged={async () => setFresh(await getKefuUser(api, u.id))}
        />
        <Section title={t('kefuUser.restrictions')}>
          {person.restrictions.length === 0 && <p class="mp-kf__meta">{t('kefuUser.noRestrictions')}</p>}
          {person.restrictions.map((r) => (
            <div key={r.id} class="mp-kf__row">
              <span>
                <strong>{t(`kefuUser.kind${cap(r.kind)}`)}</strong> {r.reason}{' '}
                <span class="mp-kf__meta">
                  {r.until === null ? t('kefuUser.untilLifted') : t('kefuUser.until', { at: when(r.until) })}
                </span>
              </span>
              {r.live && (
                <ReasonAction
                  label={t('kefuUser.lift')}
                  onSubmit={async (reason) =>
                    setFresh(await liftKefuRestriction(api, { restriction_id: r.id, reason }))
                  }
                />
              )}
            </div>
          ))}
          <Field label={t('kefuUser.days')} value={days} onInput={setDays} inputMode="numeric" />
          {KINDS.map((kind) => (
            <ReasonAction
              key={kind}
              label={t(`kefuUser.restrict${cap(kind)}`)}
              variant="danger"
              onSubmit={restrict(kind)}
            />
          ))}
        </Section>
        <Section title={t('kefuUser.notes')}>
          {person.notes.map((n) => (
            <p key={n.id} class="mp-kf__row">
              <span>{n.body}</span>
              <span class="mp-kf__meta">{when(n.created_at)}</span>
            </p>
          ))}
          <Textarea
            label={t('kefuUser.newNote')}
            value={note}
            onInput={setNote}
            maxLength={1000}
            error={noteError}
          />
          <Button onClick={saveNote}>{t('kefuUser.addNote')}</Button>
        </Section>
        <Section title={t('kefuUser.orders')}>
          {person.orders.length === 0 && <p class="mp-kf__meta">{t('kefuUser.none')}</p>}
          <div class="mp-group">
            {person.orders.map((o) => (
              <Cell
                key={o.id}
                label={`#${o.id} ${o.title}`}
                value={t(`lifecycle.order.${o.status}`)}
                onClick={open('/pagesManage/kefuOrder/kefuOrder', o.id)}
              />
            ))}
          </div>
        </Section>
        <Section title={t('kefuUser.tasks')}>
          {person.tasks.length === 0 && <p class="mp-kf__meta">{t('kefuUser.none')}</p>}
          <div class="mp-group">
            {person.tasks.map((k) => (
              <Cell
                key={k.id}
                label={`#${k.id} ${k.title}`}
                value={`${t(`lifecycle.task.${k.status}`)} ${formatFen(k.price_fen)}`}
                onClick={open('/pagesManage/kefuTask/kefuTask', k.id)}
              />
            ))}
          </div>
        </Section>
        <Section title={t('kefu.audit')}>
          <AuditList rows={person.audit} empty={t('kefu.noAudit')} />
        </Section>
      </>
    );
  } else if (load.error) {
    body = <ErrorState message={load.error} onRetry={load.reload} />;
  } else {
    body = <Loading />;
  }
  return (
    <div class="mp-page">
      <NavBar title={t('kefuUser.title')} />
      <div class="mp-body">{body}</div>
    </div>
  );
}

export { default as messages } from './messages';
