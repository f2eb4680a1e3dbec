import { getCategories, getHall, type HallQuery } from '../../../api/endpoints/orders';
import type { Category, LngLat } from '../../../api/order-types';
import { useInstance, useStyles, useT } from '../../../app/context';
import { useEffect, useMemo, useState } from '../../../lib/preact';
import { CursorList } from '../../../ui/cursor-list';
import { useUid } from '../../../ui/ids';
import { parseYuan } from '../../../ui/money';
import { NavBar } from '../../../ui/nav-bar';
import { OrderCard } from '../../../ui/order-card';
import { useLocation } from '../../../ui/use-location';
import { sheet } from './styles';

/** Radius choices of the distance filter, in km (the hall takes 1-100). */
export const RADII_KM = [1, 3, 5, 10, 30] as const;
type Sort = NonNullable<HallQuery['sort']>;
const SORT_LABELS: Record<Sort, string> = {
  newest: 'taskCentered.sortNewest',
  nearest: 'taskCentered.sortNearest',
  price_asc: 'taskCentered.sortPriceAsc',
  price_desc: 'taskCentered.sortPriceDesc',
};

/**
 * The task hall: open orders by keyset pages, filtered by category, distance from the viewer
 * (the browser's location, asked for only when a distance or "nearest" is chosen) and price,
 * sorted by newest, nearest, or price. Links to hot positions, recommendations and search.
 * A tab page, and the single view of `entry: 'taskHall'` (no tab bar: nothing here needs it).
 */
export default function TaskCentered() {
  const uid = useUid('mp-d');
  const t = useT();
  useStyles(sheet);
  const { api, router } = useInstance();
  // The chips are a convenience: without them (an error) the hall still lists every category.
  const [categories, setCategories] = useState<Category[]>([]);
  useEffect(() => {
    getCategories(api, { silent: true }).then(setCategories, () => undefined);
  }, [api]);
  const [category, setCategory] = useState(0);
  const [sort, setSort] = useState<Sort>('newest');
  const [radius, setRadius] = useState(0);
  const [price, setPrice] = useState<{ min?: number; max?: number }>({});
  const [minText, setMinText] = useState('');
  const [maxText, setMaxText] = useState('');
  const [priceError, setPriceError] = useState('');
  const [str, setStr] = useState('');
  const { here, denied, locate } = useLocation();

  // Nearest and a radius need a location: ask, and fall back when it is refused.
  useEffect(() => {
    if (denied) {
      setRadius(0);
      setSort((s) => (s === 'nearest' ? 'newest' : s));
    }
  }, [denied]);

  const needsHere = sort === 'nearest' || radius > 0;
  const query = useMemo<HallQuery | null>(() => {
    if (needsHere && !here) return null;
    const q: HallQuery = { sort };
    if (category) q.goods_categorize_id = category;
    if (here) Object.assign(q, here satisfies LngLat);
    if (radius && here) q.radius_km = radius;
    if (price.min !== undefined) q.price_min_fen = price.min;
    if (price.max !== undefined) q.price_max_fen = price.max;
    return q;
  }, [sort, category, radius, price, here, needsHere]);

  const applyPrice = (e: Event) => {
    e.preventDefault();
    const min = minText.trim() ? parseYuan(minText) : undefined;
    const max = maxText.trim() ? parseYuan(maxText) : undefined;
    if (min === null || max === null) return setPriceError(t('taskCentered.priceInvalid'));
    if (min !== undefined && max !== undefined && min > max)
      return setPriceError(t('taskCentered.priceOrder'));
    setPriceError('');
    setPrice({ min, max });
  };

  const chip = (id: number, name: string) => (
    <button
      type="button"
      class="mp-hall__chip"
      aria-pressed={category === id}
      onClick={() => setCategory(id)}
    >
      {name}
    </button>
  );

  return (
    <div class="mp-page">
      <NavBar title={t('taskCentered.title')} />
      <div class="mp-body">
        <form
          class="mp-hall__search"
          onSubmit={(e) => {
            e.preventDefault();
            if (str.trim()) router.navigateTo('searchView', { str: str.trim() });
          }}
        >
          <input
            type="search"
            value={str}
            maxLength={40}
            placeholder={t('taskCentered.searchPlaceholder')}
            aria-label={t('taskCentered.search')}
            onInput={(e) => setStr(e.currentTarget.value)}
          />
          <button type="submit">{t('taskCentered.search')}</button>
        </form>
        <div class="mp-hall__links">
          {router.route('hotTask') && (
            <button type="button" onClick={() => router.navigateTo('hotTask')}>
              {t('taskCentered.hot')}
            </button>
          )}
          {router.route('recommendTask') && (
            <button type="button" onClick={() => router.navigateTo('recommendTask')}>
              {t('taskCentered.recommend')}
            </button>
          )}
        </div>
        <fieldset class="mp-hall__chips">
          <legend class="mp-sr-only">{t('taskCentered.category')}</legend>
          {chip(0, t('taskCentered.all'))}
          {categories.map((c) => chip(c.id, c.name))}
        </fieldset>
        <div class="mp-hall__filters">
          <select
            aria-label={t('taskCentered.sort')}
            value={sort}
            onChange={(e) => {
              const value = e.currentTarget.value as Sort;
              if (value === 'nearest') locate();
              setSort(value);
            }}
          >
            {Object.entries(SORT_LABELS).map(([s, label]) => (
              <option key={s} value={s} disabled={s === 'nearest' && denied}>
                {t(label)}
              </option>
            ))}
          </select>
          <select
            aria-label={t('taskCentered.distance')}
            value={radius}
            onChange={(e) => {
              const value = Number(e.currentTarget.value);
              if (value) locate();
              setRadius(value);
            }}
          >
            <option value={0}>{t('taskCentered.anyDistance')}</option>
            {RADII_KM.map((km) => (
              <option key={km} value={km} disabled={denied}>
                {t('taskCentered.withinKm', { km })}
              </option>
            ))}
          </select>
        </div>
        <form class="mp-hall__price" onSubmit={applyPrice} noValidate>
          <input
            inputMode="decimal"
            value={minText}
            aria-label={t('taskCentered.priceMin')}
            placeholder={t('taskCentered.priceMin')}
            aria-invalid={!!priceError || undefined}
            aria-describedby={priceError ? `${uid}-price` : undefined}
            onInput={(e) => setMinText(e.currentTarget.value)}
          />
          <span aria-hidden="true">-</span>
          <input
            inputMode="decimal"
            value={maxText}
            aria-label={t('taskCentered.priceMax')}
            placeholder={t('taskCentered.priceMax')}
            aria-invalid={!!priceError || undefined}
            aria-describedby={priceError ? `${uid}-price` : undefined}
            onInput={(e) => setMaxText(e.currentTarget.value)}
          />
          <button type="submit">{t('taskCentered.priceApply')}</button>
        </form>
        {priceError && (
          <p id={`${uid}-price`} class="mp-hall__error" role="alert">
            {priceError}
          </p>
        )}
        {denied && <p class="mp-muted">{t('taskCentered.noLocation')}</p>}
        {query ? (
          <CursorList
            key={JSON.stringify(query)}
            label={t('taskCentered.list')}
            load={(cursor) => getHall(api, { ...query, ...(cursor ? { cursor } : {}) })}
            render={(order) => <OrderCard order={order} />}
            empty={<p class="mp-hall__empty">{t('taskCentered.empty')}</p>}
          />
        ) : (
          <p class="mp-muted" role="status">
            {t('taskCentered.locating')}
          </p>
        )}
      </div>
    </div>
  );
}

export { default as messages } from './messages';
