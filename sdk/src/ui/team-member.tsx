import type { TeamMember } from '../api/endpoints/wechat';
import type { Sheet } from '../app/sheets';
import { BORDER, MUTED, PRIMARY, SURFACE } from './theme';

/** One person of a team: face, public name, when they joined, whether they are active. */
export const memberSheet: Sheet = {
  id: 'team-member',
  css: `
.mp-member{display:flex;align-items:center;gap:12px;padding:12px 16px;background:${SURFACE};border-bottom:1px solid ${BORDER}}
.mp-member__face{flex:none;width:40px;height:40px;border-radius:50%;background:${BORDER};object-fit:cover;display:flex;align-items:center;justify-content:center;font-weight:600}
.mp-member__main{flex:1;min-width:0}
.mp-member__name{margin:0;font-weight:600;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.mp-member__meta{margin:2px 0 0;color:${MUTED};font-size:13px}
.mp-member__state{flex:none;font-size:12px;color:${MUTED}}
.mp-member__state--on{color:${PRIMARY};font-weight:600}
`,
};

/**
 * A team member's row; the screen gives the words (its own texts).
 *
 * @example <MemberRow member={m} meta={t('myTeam.joined', { date })} state={t('myTeam.active')} />
 */
export function MemberRow({ member, meta, state }: { member: TeamMember; meta: string; state?: string }) {
  return (
    <div class="mp-member">
      {member.face ? (
        <img class="mp-member__face" src={member.face} alt="" />
      ) : (
        <span class="mp-member__face" aria-hidden="true">
          {(Array.from(member.s_username.trim())[0] ?? '?').toUpperCase()}
        </span>
      )}
      <div class="mp-member__main">
        <p class="mp-member__name">{member.s_username}</p>
        <p class="mp-member__meta">{meta}</p>
      </div>
      {state && (
        <span class={`mp-member__state${member.active ? ' mp-member__state--on' : ''}`}>{state}</span>
      )}
    </div>
  );
}
