import { getBusiness } from '../../../api/endpoints/community';
import { getEvaluations } from '../../../api/endpoints/evaluations';
import { useApi, useInstance, useRoute, useStyles, useT } from '../../../app/context';
import { useStore } from '../../../lib/use-store';
import { distanceText } from '../../../ui/community/distance';
import { LinkedText } from '../../../ui/community/linked-text';
import { ModerationNote } from '../../../ui/community/moderation';
import { ReportButton } from '../../../ui/community/report';
import { communitySheet } from '../../../ui/community/styles';
import { EvaluationView, evaluationSheet, Stars } from '../../../ui/evaluation';
import { NavBar } from '../../../ui/nav-bar';
import { ErrorState, Loading } from '../../../ui/states';
import { useLoad } from '../../../ui/use-load';

/**
 * One local business: name, categories, address and distance, hours, photos, description (links
 * through webView), the owner and whether they are real-name verified, and the evaluations of
 * the owner's completed tasks. Its owner reads its review and moderation state.
 */
export default function BusinessDetail() {
  const t = useT();
  useStyles(evaluationSheet, communitySheet);
  const api = useApi();
  const { session } = useInstance();
  const token = useStore(session.$token);
  const { query } = useRoute();
  const here =
    query.longitude && query.latitude
      ? { longitude: Number(query.longitude), latitude: Number(query.latitude) }
      : null;
  const business = useLoad(() => getBusiness(api, query.id ?? '', here), [query.id, token?.token]);
  const b = business.data;
  const evaluations = useLoad(
    () => (b ? getEvaluations(api, b.owner.id, 'received') : Promise.resolve(null)),
    [b?.owner.id],
  );
  const mine = !!b && !!b.licence_pic;

  return (
    <div class="mp-page">
      <NavBar title={b?.name ?? t('community.businessTitle')} />
      <div class="mp-body">
        {b ? (
          <>
            {mine && b.status !== 'verified' && (
              <p class={`mp-cm-note${b.status === 'rejected' ? ' mp-cm-note--bad' : ''}`} role="status">
                {t(b.status === 'pending' ? 'community.statusPending' : 'community.statusRejected')}{' '}
                {b.review_reason}
              </p>
            )}
            {mine && <ModerationNote moderation={b.moderation} reason={b.moderation_reason} />}
            <h2 class="mp-cm-card__title">{b.name}</h2>
            <p class="mp-cm-card__meta">{b.categories.map((c) => c.name).join(' · ')}</p>
            <p class="mp-cm-card__meta">
              {b.address}
              {b.distance_m !== null ? ` · ${distanceText(b.distance_m)}` : ''}
            </p>
            <p class="mp-cm-card__meta">
              {t('community.hours')}: {b.hours}
            </p>
            {b.pics.length > 0 && (
              <ul class="mp-cm-pics">
                {b.pics.map((pic, i) => (
                  <li key={pic}>
                    <img src={pic} alt={t('community.photo', { n: i + 1 })} />
                  </li>
                ))}
              </ul>
            )}
            <LinkedText text={b.description} />
            <p class="mp-cm-row">
              <span>
                {t('community.owner')}: {b.owner.s_username}{' '}
                <strong>
                  {t(b.owner.verified ? 'community.ownerVerified' : 'community.ownerUnverified')}
                </strong>
              </span>
              {!mine && token && <ReportButton kind="business" id={b.id} />}
            </p>
            <h3>{t('community.evaluations')}</h3>
            {evaluations.data ? (
              evaluations.data.count > 0 ? (
                <>
                  <p>
                    <Stars n={evaluations.data.average} />{' '}
                    {t('community.evaluationCount', { n: evaluations.data.count })}
                  </p>
                  {evaluations.data.list.map((e) => (
                    <EvaluationView key={`${e.goods_order_task_id}-${e.at}`} evaluation={e} />
                  ))}
                </>
              ) : (
                <p class="mp-muted">{t('community.noEvaluations')}</p>
              )
            ) : evaluations.error ? (
              <ErrorState message={evaluations.error} onRetry={evaluations.reload} />
            ) : (
              <Loading />
            )}
          </>
        ) : business.error ? (
          <ErrorState message={business.error} onRetry={business.reload} />
        ) : (
          <Loading />
        )}
      </div>
    </div>
  );
}

export { default as messages } from './messages';
