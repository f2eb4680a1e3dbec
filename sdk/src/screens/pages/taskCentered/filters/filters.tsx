import type { HallQuery } from '../../../../api/endpoints/orders';
import type { LngLat } from '../../../../api/order-types';
import { useStyles, useT } from '../../../../app/context';
import { useEffect, useState } from '../../../../lib/preact';
import { useUid } from '../../../../ui/ids';
import { parseYuan } from '../../../../ui/money';
import { useLocation } from '../../../../ui/use-location';
import { filtersSheet } from './styles';

/** Radius choices of the distance filter, in km (the hall takes 1-100). */
export const RADII_KM = [1, 3, 5, 10, 30] as const;
export type Sort = NonNullable<HallQuery['sort']>;
export interface HallFilters {
  sort: Sort;
  radius: number;
  min?: number;
  max?: number;
}
const SORT_LABELS: Record<Sort, string> = {
  newest: 'taskCentered.sortNewest',
  nearest: 'taskCentered.sortNearest',
  price_asc: 'taskCentered.sortPriceAsc',
  price_desc: 'taskCentered.sortPriceDesc',
};

export interface FiltersProps {
  /** Closed, the controls are hidden but kept (with what was typed); the locating line stays. */
  open: boolean;
  value: HallFilters;
  /** Called with an update of the current filters (never a stale copy of them). */
  onChange(update: (filters: HallFilters) => HallFilters): void;
  /** The viewer's location once known (taken at once when the browser already allows it). */
  onHere(here: LngLat | null): void;
}

/**
 * The hall's filter panel (a lazy chunk of taskCentered, loaded when "Filters" is tapped):
 * sort, distance from the viewer and a price range in yuan, checked inline. Mounted hidden
 * once the hall has drawn (or at the first tap) and kept, so what was typed survives closing it;
 * it owns the viewer's location (asked for when nearest or a radius is chosen).
 */
export function Filters({ open, value, onChange, onHere }: FiltersProps) {
  const uid = useUid('mp-d');
  const t = useT();
  useStyles(filtersSheet);
  const [minText, setMinText] = useState('');
  const [maxText, setMaxText] = useState('');
  const [priceError, setPriceError] = useState('');
  const { here, denied, locate } = useLocation();
  useEffect(() => onHere(here), [here]);

  // Nearest and a radius need a location: asked when chosen, and dropped when it is refused.
  useEffect(() => {
    if (denied) onChange((f) => ({ ...f, radius: 0, sort: f.sort === 'nearest' ? 'newest' : f.sort }));
  }, [denied]);

  const applyPrice = (e: Event) => {
    e.preventDefault();
    const min = minText.trim() ? parseYuan(minText) : undefined;
    const max = maxText.trim() ? parseYuan(maxText) : undefined;
    if (min === null || max === null) return setPriceError(t('taskCentered.priceInvalid'));
    if (min !== undefined && max !== undefined && min > max)
      return setPriceError(t('taskCentered.priceOrder'));
    setPriceError('');
    onChange((f) => ({ ...f, min, max }));
  };
  const priceInput = (text: string, set: (v: string) => void, label: string) => (
    <input
      inputMode="decimal"
      value={text}
      aria-label={t(label)}
      placeholder={t(label)}
      aria-invalid={!!priceError || undefined}
      aria-describedby={priceError ? `${uid}-price` : undefined}
      onInput={(e) => set(e.currentTarget.value)}
    />
  );

  return (
    <div>
      <div hidden={!open}>
        <div class="mp-hall__filters">
          <select
            aria-label={t('taskCentered.sort')}
            value={value.sort}
            onChange={(e) => {
              const sort = e.currentTarget.value as Sort;
              if (sort === 'nearest') locate();
              onChange((f) => ({ ...f, sort }));
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
            value={value.radius}
            onChange={(e) => {
              const radius = Number(e.currentTarget.value);
              if (radius) locate();
              onChange((f) => ({ ...f, radius }));
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
          {priceInput(minText, setMinText, 'taskCentered.priceMin')}
          <span aria-hidden="true">-</span>
          {priceInput(maxText, setMaxText, 'taskCentered.priceMax')}
          <button type="submit">{t('taskCentered.priceApply')}</button>
        </form>
        {priceError && (
          <p id={`${uid}-price`} class="mp-hall__error" role="alert">
            {priceError}
          </p>
        )}
      </div>
      {denied && <p class="mp-muted">{t('taskCentered.noLocation')}</p>}
      {(value.sort === 'nearest' || value.radius > 0) && !here && !denied && (
        <p class="mp-muted" role="status">
          {t('taskCentered.locating')}
        </p>
      )}
    </div>
  );
}

export { default as messages } from './messages';
