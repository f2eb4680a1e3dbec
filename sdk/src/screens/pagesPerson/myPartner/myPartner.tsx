import { getMyPartner, type TeamMember } from '../../../api/endpoints/wechat';
import { useInstance, useRoute, useStyles, useT } from '../../../app/context';
import { LOGIN_ROUTE } from '../../../config';
import { useState } from '../../../lib/preact';
import { useStore } from '../../../lib/use-store';
import { Button } from '../../../ui/button';
import { formatDate } from '../../../ui/date-format';
import handshakeIcon from '../../../ui/icons/handshake';
import logInIcon from '../../../ui/icons/log-in';
import { LoadMoreList } from '../../../ui/load-more-list';
import { NavBar } from '../../../ui/nav-bar';
import { EmptyState } from '../../../ui/states';
import { MemberRow, memberSheet } from '../../../ui/team-member';
import { sheet } from './styles';

/**
 * My partners: who invited me, and the other people they invited (we share the inviter),
 * newest first. Someone who joined without an invitation is told so and led to their own team.
 */
export default function MyPartner() {
  const t = useT();
  useStyles(memberSheet, sheet);
  const inst = useInstance();
  const { api, router, session } = inst;
  const route = useRoute();
  const token = useStore(session.$token);
  const locale = useStore(inst.i18n.$locale);
  // undefined until the first page answers; null: joined without an invitation.
  const [captain, setCaptain] = useState<TeamMember | null | undefined>(undefined);
  const joined = (member: TeamMember) =>
    t('myPartner.joined', { date: formatDate(member.joined_at, locale) });

  return (
    <div class="mp-page">
      <NavBar title={t('myPartner.title')} />
      <div class="mp-body">
        {!token ? (
          <EmptyState icon={logInIcon} text={t('myPartner.loggedOut')}>
            <Button
              variant="primary"
              onClick={() => router.navigateTo(LOGIN_ROUTE, { redirect: router.href(route) })}
            >
              {t('myPartner.login')}
            </Button>
          </EmptyState>
        ) : (
          <>
            {captain && (
              <section aria-labelledby="partner-captain-title">
                <h2 id="partner-captain-title" class="mp-partner__heading">
                  {t('myPartner.invitedBy')}
                </h2>
                <MemberRow member={captain} meta={joined(captain)} />
                <h2 class="mp-partner__heading">{t('myPartner.partners')}</h2>
              </section>
            )}
            <LoadMoreList<TeamMember>
              key={token.token}
              label={t('myPartner.partners')}
              load={(page) =>
                getMyPartner(api, page).then((answer) => {
                  if (page === 1) setCaptain(answer.captain);
                  return answer;
                })
              }
              itemKey={(member) => member.id}
              render={(member) => <MemberRow member={member} meta={joined(member)} />}
              empty={
                captain === null ? (
                  <EmptyState icon={handshakeIcon} text={t('myPartner.noCaptain')}>
                    <Button variant="primary" onClick={() => router.navigateTo('/pagesPerson/myTeam/myTeam')}>
                      {t('myPartner.toTeam')}
                    </Button>
                  </EmptyState>
                ) : (
                  <EmptyState icon={handshakeIcon} text={t('myPartner.empty')} />
                )
              }
            />
          </>
        )}
      </div>
    </div>
  );
}

export { default as messages } from './messages';
