import { getCategories } from '../../../api/endpoints/orders';
import {
  getTalents,
  type TalentItem,
  type TalentQuery,
  type TalentSort,
} from '../../../api/endpoints/people';
import { useInstance, useRoute, useStyles, useT } from '../../../app/context';
import { useState } from '../../../lib/preact';
import { CursorList } from '../../../ui/cursor-list';
import { Face, Stars } from '../../../ui/evaluation';
import mapPinIcon from '../../../ui/icons/map-pin';
import usersIcon from '../../../ui/icons/users';
import { NavBar } from '../../../ui/nav-bar';
import { EmptyState } from '../../../ui/states';
import { useLoad } from '../../../ui/use-load';
import { useLocation } from '../../../ui/use-location';
import { sheet } from './styles';

/** Radii offered, in km (the server takes 1-100). */
const RADII = [5, 10, 30, 100] as const;
const SORTS: readonly [TalentSort, string][] = [
  ['rating', 'talentList.sortRating'],
  ['completed', 'talentList.sortCompleted'],
  ['distance', 'talentList.sortDistance'],
];

/**
 * The talent center: people who take tasks, filtered by category (`?category_id=`) and by
 * distance from the viewer, sorted by rating, completed tasks or distance; keyset "load more".
 * Distance needs the viewer's location, asked for when a filter or sort needs it.
 */
export default function TalentList() {
  const t = useT();
  useStyles(sheet);
  const { api, router } = useInstance();
  const { query } = useRoute();
  const categories = useLoad(() => getCategories(api), []);
  const { here, denied, locate } = useLocation();
  const [category, setCategory] = useState(query.category_id ?? '');
  const [radius, setRadius] = useState('');
  const [sort, setSort] = useState<TalentSort>('rating');
  const needsPlace = radius !== '' || sort === 'distance';

  const filters: TalentQuery = {
    ...(category ? { category_id: Number(category) } : {}),
    ...(radius ? { radius_km: Number(radius) } : {}),
    sort,
  };

  const row = (p: TalentItem) => (
    <button
      type="button"
      class="mp-tl__row"
      onClick={() => router.navigateTo('talentInformation', { id: p.id })}
    >
      <Face person={p} />
      <span class="mp-tl__text">
        <span class="mp-tl__name">{p.s_username}</span>
        <span class="mp-tl__facts">
          <Stars n={p.rating} /> {p.rating.toFixed(1)} · {t('talentList.completed', { n: p.completed })}
          {p.distance_km == null ? '' : ` · ${t('talentList.distance', { km: p.distance_km })}`}
        </span>
        {p.introduction ? <span class="mp-tl__intro">{p.introduction}</span> : null}
      </span>
    </button>
  );

  return (
    <div class="mp-page">
      <NavBar title={t('talentList.title')} />
      <div class="mp-body">
        <div class="mp-tl__filters">
          <select
            aria-label={t('talentList.category')}
            value={category}
            onChange={(e) => setCategory(e.currentTarget.value)}
          >
            <option value="">{t('talentList.allCategories')}</option>
            {(categories.data ?? []).map((c) => (
              <option key={c.id} value={String(c.id)}>
                {c.name}
              </option>
            ))}
          </select>
          <select
            aria-label={t('talentList.radius')}
            value={radius}
            onChange={(e) => {
              setRadius(e.currentTarget.value);
              if (e.currentTarget.value && !here) locate();
            }}
          >
            <option value="">{t('talentList.anyDistance')}</option>
            {RADII.map((km) => (
              <option key={km} value={String(km)}>
                {t('talentList.within', { km })}
              </option>
            ))}
          </select>
        </div>
        <div class="mp-tl__sorts" role="tablist" aria-label={t('talentList.sort')}>
          {SORTS.map(([s, label]) => (
            <button
              key={s}
              type="button"
              role="tab"
              class="mp-tl__sort"
              aria-selected={sort === s}
              onClick={() => {
                setSort(s);
                if (s === 'distance' && !here) locate();
              }}
            >
              {t(label)}
            </button>
          ))}
        </div>
        {needsPlace && !here ? (
          <EmptyState
            icon={mapPinIcon}
            text={t(denied ? 'talentList.locationDenied' : 'talentList.locating')}
          />
        ) : (
          <CursorList<TalentItem>
            key={JSON.stringify([filters, here])}
            label={t('talentList.title')}
            load={(cursor) => getTalents(api, filters, here, cursor)}
            render={row}
            empty={<EmptyState icon={usersIcon} text={t('talentList.empty')} />}
          />
        )}
      </div>
    </div>
  );
}

export { default as messages } from './messages';
