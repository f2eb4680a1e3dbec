import { getEvaluations, type ListedEvaluation } from '../../../api/endpoints/evaluations';
import { getTalent, type TalentDetail } from '../../../api/endpoints/people';
import { useInstance, useRoute, useStyles, useT } from '../../../app/context';
import { useStore } from '../../../lib/use-store';
import { Button, buttonSheet } from '../../../ui/button';
import { EvaluationView, Face, Stars } from '../../../ui/evaluation';
import starIcon from '../../../ui/icons/star';
import { LoadMoreList } from '../../../ui/load-more-list';
import { NavBar } from '../../../ui/nav-bar';
import { SaveButton } from '../../../ui/save-button';
import { EmptyState, ErrorState, Loading } from '../../../ui/states';
import { useLoad } from '../../../ui/use-load';
import { useLocation } from '../../../ui/use-location';
import { sheet } from './styles';

const BADGES: Record<string, string> = {
  licence: 'talentInformation.badgeLicence',
  diploma: 'talentInformation.badgeDiploma',
  skill: 'talentInformation.badgeSkill',
};

/**
 * One talent (`?id=`): face, name, whether their identity is verified, rating and completed
 * tasks, experience, service area and distance, categories, introduction, album, badges
 * (approved certificates) and the evaluations posters gave them; buttons to message them (the
 * chat opens or starts from `accept_id`, as everywhere) and to save them.
 */
export default function TalentInformation() {
  const t = useT();
  useStyles(buttonSheet, sheet);
  const { api, session } = useInstance();
  const { query } = useRoute();
  const id = query.id ?? '';
  const token = useStore(session.$token);
  const { here } = useLocation();
  const talent = useLoad(
    () => (id ? getTalent(api, id, here) : Promise.resolve(null)),
    [id, here, token?.token],
  );
  const p = talent.data;
  const user = useStore(session.$user);
  return (
    <div class="mp-page">
      <NavBar
        title={t('talentInformation.title')}
        right={p && user?.id !== p.id ? <SaveButton kind="talent" id={p.id} saved={p.saved} /> : undefined}
      />
      <div class="mp-body">
        {!id ? (
          <EmptyState text={t('talentInformation.missing')} />
        ) : p ? (
          <Profile talent={p} self={user?.id === p.id} />
        ) : talent.error ? (
          <ErrorState message={talent.error} onRetry={talent.reload} />
        ) : (
          <Loading />
        )}
      </div>
    </div>
  );
}

function Profile({ talent: p, self }: { talent: TalentDetail; self: boolean }) {
  const t = useT();
  const { api, router } = useInstance();
  return (
    <>
      <div class="mp-talent__head">
        <Face person={p} />
        <div class="mp-talent__who">
          <h2 class="mp-talent__name">{p.s_username}</h2>
          <p class="mp-talent__facts">
            {p.verified ? <span class="mp-talent__tag">{t('talentInformation.verified')}</span> : null}
            <Stars n={p.rating} />
            <span>
              {t('talentInformation.rating', { rating: p.rating.toFixed(1), n: p.evaluation_count })}
            </span>
          </p>
        </div>
      </div>
      <dl class="mp-talent__list">
        <dt>{t('talentInformation.completed')}</dt>
        <dd>{p.completed}</dd>
        <dt>{t('talentInformation.experience')}</dt>
        <dd>{t('talentInformation.years', { n: p.experience_years })}</dd>
        {p.service_area ? (
          <>
            <dt>{t('talentInformation.area')}</dt>
            <dd>
              {p.service_area}
              {p.distance_km == null ? '' : ` · ${t('talentInformation.distance', { km: p.distance_km })}`}
            </dd>
          </>
        ) : null}
        {p.categories.length > 0 ? (
          <>
            <dt>{t('talentInformation.categories')}</dt>
            <dd>{p.categories.map((c) => c.name).join(' · ')}</dd>
          </>
        ) : null}
      </dl>
      {p.introduction ? <p class="mp-talent__intro">{p.introduction}</p> : null}
      {p.badges.length > 0 ? (
        <ul class="mp-talent__badges" aria-label={t('talentInformation.badges')}>
          {p.badges.map((b) => (
            <li key={b.id} class="mp-talent__badge">
              {t(BADGES[b.type] ?? 'talentInformation.badgeOther')} · {b.category}
            </li>
          ))}
        </ul>
      ) : null}
      {p.photos.length > 0 ? (
        <ul class="mp-talent__album" aria-label={t('talentInformation.album')}>
          {p.photos.map((src, i) => (
            <li key={src}>
              <img src={src} alt={t('talentInformation.photo', { n: i + 1 })} loading="lazy" />
            </li>
          ))}
        </ul>
      ) : null}
      {self ? null : (
        <Button variant="primary" onClick={() => router.navigateTo('chatView', { accept_id: p.id })}>
          {t('talentInformation.message')}
        </Button>
      )}
      <h3 class="mp-talent__section">{t('talentInformation.evaluations')}</h3>
      <LoadMoreList<ListedEvaluation>
        label={t('talentInformation.evaluations')}
        load={(page) => getEvaluations(api, p.id, 'as_taker', page)}
        itemKey={(e) => `${e.goods_order_task_id}:${e.author_role}`}
        render={(e) => <EvaluationView evaluation={e} />}
        empty={<EmptyState icon={starIcon} text={t('talentInformation.noEvaluations')} />}
      />
    </>
  );
}

export { default as messages } from './messages';
