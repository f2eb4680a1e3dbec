import { getCategories, getHall, type HallQuery } from '../../../api/endpoints/hall';
import type { Category, LngLat } from '../../../api/order-types';
import { useInstance, useStyles, useT } from '../../../app/context';
import { useEffect, useState } from '../../../lib/preact';
import { buttonSheet } from '../../../ui/button';
import { CursorList } from '../../../ui/cursor-list';
import { NavBar } from '../../../ui/nav-bar';
import type { OrderCard } from '../../../ui/order-card';
import { EmptyState, ErrorState } from '../../../ui/states';
import type { Filters, HallFilters } from './filters/filters';
import { sheet } from './styles';

/**
 * The task hall: open orders by keyset pages, filtered by category, distance from the viewer
 * (the browser's location, asked for only when a distance or "nearest" is chosen) and price,
 * sorted by newest, nearest, or price. Links to hot positions, recommendations and search.
 * The filter panel (sort, distance, price, and the viewer's location) is a lazy chunk, mounted
 * hidden half a second after the page opens and shown by "Filters", which says how many filters
 * are on.
 * The order cards are a chunk too (ui/order-card), fetched when the page opens, beside the
 * first page of orders: the first frame (bar, search, chips, the list's loading state) has no
 * card to draw.
 * A tab page, and the single view of `entry: 'taskHall'` (no tab bar: nothing here needs it).
 */
export default function TaskCentered() {
  const t = useT();
  useStyles(buttonSheet, sheet);
  const { api, router, i18n } = useInstance();
  // The chips are a convenience: without them (an error) the hall still lists every category.
  const [categories, setCategories] = useState<Category[]>([]);
  useEffect(() => {
    getCategories(api, { silent: true }).then(setCategories, () => undefined);
  }, [api]);
  const [category, setCategory] = useState(0);
  const [filters, setFilters] = useState<HallFilters>({ sort: 'newest', radius: 0 });
  const { sort, radius, min, max } = filters;
  const [Panel, setPanel] = useState<typeof Filters | null>(null);
  const [open, setOpen] = useState(false);
  const [str, setStr] = useState('');
  // The viewer's location, from the panel (it asks for it; cards show distances once known).
  const [here, setHere] = useState<LngLat | null>(null);
  // The card's chunk: null while it comes, false when it could not be fetched (offline).
  const [Card, setCard] = useState<typeof OrderCard | null | false>(null);
  const loadCard = () =>
    import('../../../ui/order-card').then(
      (m) => setCard(() => m.OrderCard),
      () => setCard(false),
    );

  // Nearest and a radius wait for the location (the panel says so and falls back when refused).
  const query: HallQuery | null =
    (sort === 'nearest' || radius > 0) && !here
      ? null
      : {
          sort,
          goods_categorize_id: category || undefined,
          ...here,
          radius_km: (here && radius) || undefined,
          price_min_fen: min,
          price_max_fen: max,
        };
  const active = +(sort !== 'newest') + +(radius > 0) + +(min !== undefined || max !== undefined);

  const loadPanel = (show: boolean) =>
    import('./filters/filters').then((m) =>
      i18n.addMessages(m.messages).then(() => {
        setPanel(() => m.Filters);
        if (show) setOpen(true);
      }),
    );
  // Mounted hidden half a second after the page opens rather than beside its first orders, whose
  // frame its chunks would delay on a phone: it takes the location at once when already allowed.
  useEffect(() => {
    loadCard();
    const panel = setTimeout(() => loadPanel(false), 500);
    return () => clearTimeout(panel);
  }, []);

  // Hot positions and recommendations, when the host has them.
  const link = (route: string, label: string) =>
    router.route(route) && (
      <button type="button" class="mp-btn" onClick={() => router.navigateTo(route)}>
        {t(label)}
      </button>
    );
  const chip = (id: number, name: string) => (
    <button
      type="button"
      class={`mp-btn mp-btn--${category === id ? 'primary' : 'default'} mp-hall__chip`}
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
          <button type="submit" class="mp-btn mp-btn--primary">
            {t('taskCentered.search')}
          </button>
        </form>
        <div class="mp-hall__links">
          {link('hotTask', 'taskCentered.hot')}
          {link('recommendTask', 'taskCentered.recommend')}
          <button
            type="button"
            class="mp-btn"
            aria-expanded={open}
            onClick={() => (Panel ? setOpen(!open) : loadPanel(true))}
          >
            {t('taskCentered.filters')} {active > 0 && <span class="mp-hall__badge">{active}</span>}
          </button>
        </div>
        <fieldset class="mp-hall__chips">
          <legend class="mp-sr-only">{t('taskCentered.category')}</legend>
          {chip(0, t('taskCentered.all'))}
          {categories.map((c) => chip(c.id, c.name))}
        </fieldset>
        {Panel && <Panel open={open} value={filters} onChange={setFilters} onHere={setHere} />}
        {Card === false ? (
          <ErrorState
            onRetry={() => {
              setCard(null);
              loadCard();
            }}
          />
        ) : (
          query && (
            <CursorList
              key={JSON.stringify(query)}
              label={t('taskCentered.list')}
              load={(cursor) => getHall(api, { ...query, cursor })}
              render={(order) => Card && <Card order={order} />}
              empty={<EmptyState icon="clipboardList" text={t('taskCentered.empty')} />}
            />
          )
        )}
      </div>
    </div>
  );
}

export { default as messages } from './messages';
