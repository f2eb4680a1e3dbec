import { type Business, getBusinesses } from '../../../api/endpoints/community';
import { getCategories } from '../../../api/endpoints/orders';
import { useApi, useInstance, useRoute, useStyles, useT } from '../../../app/context';
import { LOGIN_ROUTE } from '../../../config';
import { useState } from '../../../lib/preact';
import { useStore } from '../../../lib/use-store';
import { Button } from '../../../ui/button';
import { distanceText } from '../../../ui/community/distance';
import { communitySheet } from '../../../ui/community/styles';
import { CursorList } from '../../../ui/cursor-list';
import storeIcon from '../../../ui/icons/store';
import { NavBar } from '../../../ui/nav-bar';
import { EmptyState } from '../../../ui/states';
import { useLoad } from '../../../ui/use-load';
import { useLocation } from '../../../ui/use-location';
import { BusinessForm } from './business-form';
import { sheet } from './styles';

/**
 * Local businesses near the person (nearest first once the location is known, else newest),
 * by category, in keyset pages; each opens businessDetail. "List my business" opens the form
 * of the person's own business and its review state.
 */
export default function BusinessList() {
  const t = useT();
  useStyles(communitySheet, sheet);
  const api = useApi();
  const { router, session } = useInstance();
  const route = useRoute();
  const token = useStore(session.$token);
  const { here, denied, locate } = useLocation();
  const categories = useLoad(() => getCategories(api), [api]);
  const [category, setCategory] = useState<number | null>(null);
  const [listing, setListing] = useState(false);
  const roots = (categories.data ?? []).filter((c) => c.parent_id === 0);

  const openForm = () =>
    token ? setListing(!listing) : router.navigateTo(LOGIN_ROUTE, { redirect: router.href(route) });

  return (
    <div class="mp-page">
      <NavBar title={t('community.businessesTitle')} />
      <div class="mp-body">
        <p class="mp-cm-row">
          <span class="mp-muted">{here ? t('community.nearYou') : t('community.newestFirst')}</span>
          {!here && !listing && (
            <button type="button" class="mp-link" onClick={locate}>
              {t('community.useMyLocation')}
            </button>
          )}
          <Button onClick={openForm}>{t(listing ? 'community.closeForm' : 'community.listMine')}</Button>
        </p>
        {denied && <p class="mp-muted">{t('community.locationDenied')}</p>}
        {listing && token ? (
          <BusinessForm categories={roots} />
        ) : (
          <>
            <fieldset class="mp-cm-chips" aria-label={t('community.businessCategories')}>
              <button
                type="button"
                class="mp-cm-chip"
                aria-pressed={category === null}
                onClick={() => setCategory(null)}
              >
                {t('community.catAll')}
              </button>
              {roots.map((c) => (
                <button
                  key={c.id}
                  type="button"
                  class="mp-cm-chip"
                  aria-pressed={category === c.id}
                  onClick={() => setCategory(c.id)}
                >
                  {c.name}
                </button>
              ))}
            </fieldset>
            <CursorList<Business>
              key={`${category}:${here?.longitude},${here?.latitude}`}
              label={t('community.businessesTitle')}
              load={(cursor) =>
                getBusinesses(api, {
                  here,
                  ...(category ? { goods_categorize_id: category } : {}),
                  ...(cursor ? { cursor } : {}),
                })
              }
              render={(b) => (
                <button
                  type="button"
                  class="mp-cm-card"
                  onClick={() =>
                    router.navigateTo('/pagesCommunity/businessDetail/businessDetail', {
                      id: b.id,
                      ...(here ? { longitude: here.longitude, latitude: here.latitude } : {}),
                    })
                  }
                >
                  <span class="mp-cm-card__title">{b.name}</span>
                  <span class="mp-cm-card__meta">
                    {b.categories.map((c) => c.name).join(' · ')}
                    {b.distance_m !== null ? ` · ${distanceText(b.distance_m)}` : ''}
                  </span>
                  <span class="mp-cm-card__meta">
                    {b.address} · {b.hours}
                  </span>
                  {b.owner.verified && <span class="mp-bl__tag">{t('community.ownerVerified')}</span>}
                </button>
              )}
              empty={<EmptyState icon={storeIcon} text={t('community.emptyBusinesses')} />}
            />
          </>
        )}
      </div>
    </div>
  );
}

export { default as messages } from './messages';
