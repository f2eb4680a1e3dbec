import { getInvitation, getMyTeam, type TeamMember, type TeamPage } from '../../../api/endpoints/wechat';
import { useInstance, useRoute, useStyles, useT } from '../../../app/context';
import { LOGIN_ROUTE } from '../../../config';
import { useState } from '../../../lib/preact';
import { useStore } from '../../../lib/use-store';
import { Button } from '../../../ui/button';
import { copyText } from '../../../ui/copy-text';
import { formatDate } from '../../../ui/date-format';
import logInIcon from '../../../ui/icons/log-in';
import usersIcon from '../../../ui/icons/users';
import { LoadMoreList } from '../../../ui/load-more-list';
import { NavBar } from '../../../ui/nav-bar';
import { EmptyState, ErrorState, Loading } from '../../../ui/states';
import { MemberRow, memberSheet } from '../../../ui/team-member';
import { useLoad } from '../../../ui/use-load';
import { sheet } from './styles';

/**
 * My team: my invitation (a QR code of the registration link with my id as inviter, or the
 * mini program code) and the people who joined through it, newest first, with when they joined
 * and whether they were active in the last 30 days.
 */
export default function MyTeam() {
  const t = useT();
  useStyles(memberSheet, sheet);
  const inst = useInstance();
  const { api, router, session } = inst;
  const route = useRoute();
  const token = useStore(session.$token);
  const locale = useStore(inst.i18n.$locale);
  const invitation = useLoad(() => (token ? getInvitation(api) : Promise.resolve(null)), [token?.token]);
  const [summary, setSummary] = useState<TeamPage | null>(null);

  if (!token) {
    return (
      <div class="mp-page">
        <NavBar title={t('myTeam.title')} />
        <div class="mp-body">
          <EmptyState icon={logInIcon} text={t('myTeam.loggedOut')}>
            <Button
              variant="primary"
              onClick={() => router.navigateTo(LOGIN_ROUTE, { redirect: router.href(route) })}
            >
              {t('myTeam.login')}
            </Button>
          </EmptyState>
        </div>
      </div>
    );
  }

  const code = invitation.data;
  const row = (member: TeamMember) => (
    <MemberRow
      member={member}
      meta={t('myTeam.joined', { date: formatDate(member.joined_at, locale) })}
      state={t(member.active ? 'myTeam.active' : 'myTeam.inactive')}
    />
  );

  return (
    <div class="mp-page">
      <NavBar title={t('myTeam.title')} />
      <div class="mp-body">
        <section class="mp-invite" aria-labelledby="team-invite-title">
          <h2 id="team-invite-title" class="mp-invite__title">
            {t('myTeam.inviteTitle')}
          </h2>
          <p class="mp-muted">
            {t(code?.source === 'wxacode' ? 'myTeam.inviteBodyMini' : 'myTeam.inviteBody')}
          </p>
          {code ? (
            <>
              <img class="mp-invite__code" src={code.image} alt={t('myTeam.codeAlt')} />
              <p class="mp-invite__link">{code.link}</p>
              <Button onClick={() => copyText(code.link, inst, 'myTeam.copied')}>{t('myTeam.copy')}</Button>
            </>
          ) : invitation.error ? (
            <ErrorState message={invitation.error} onRetry={invitation.reload} />
          ) : (
            <Loading />
          )}
        </section>
        {summary && (
          <p class="mp-team__summary">
            {t('myTeam.summary', {
              total: summary.total,
              active: summary.active_total,
              days: summary.active_days,
            })}
          </p>
        )}
        <LoadMoreList<TeamMember>
          key={token.token}
          label={t('myTeam.listLabel')}
          load={(page) =>
            getMyTeam(api, page).then((answer) => {
              if (page === 1) setSummary(answer);
              return answer;
            })
          }
          itemKey={(member) => member.id}
          render={row}
          empty={<EmptyState icon={usersIcon} text={t('myTeam.empty')} />}
        />
        <div class="mp-team__more">
          <Button onClick={() => router.navigateTo('/pagesPerson/myPartner/myPartner')}>
            {t('myTeam.partners')}
          </Button>
        </div>
      </div>
    </div>
  );
}

export { default as messages } from './messages';
