import type { Evaluation, Person } from '../api/order-types';
import { useInstance, useStyles, useT } from '../app/context';
import type { Sheet } from '../app/sheets';
import { useStore } from '../lib/use-store';
import { formatDate } from './date-format';
import { BORDER, MUTED, ON_PRIMARY, PRIMARY, RADIUS, STAR } from './theme';

/** The most stars an evaluation gives (docs/orders-api.md: 1 to 5). */
export const STARS_MAX = 5;

/** Stars, and one evaluation: who and when, stars, text, photos. */
export const evaluationSheet: Sheet = {
  id: 'evaluation',
  css: `
.mp-eval{min-width:0}
.mp-stars{color:${STAR};letter-spacing:1px;white-space:nowrap}
.mp-stars__off{color:${BORDER}}
.mp-eval__who{display:flex;align-items:center;gap:8px;margin:0 0 6px;font-size:14px}
.mp-eval__face{display:flex;flex:none;align-items:center;justify-content:center;width:28px;height:28px;overflow:hidden;border-radius:50%;background:${PRIMARY};color:${ON_PRIMARY};font-size:12px}
.mp-eval__face img{width:100%;height:100%;object-fit:cover}
.mp-eval__name{flex:1;min-width:0;overflow:hidden;font-weight:600;white-space:nowrap;text-overflow:ellipsis}
.mp-eval__date{color:${MUTED};font-size:12px}
.mp-eval__text{margin:6px 0 0;line-height:1.5;white-space:pre-wrap;overflow-wrap:anywhere}
.mp-eval__none{margin:6px 0 0;color:${MUTED};font-size:13px}
.mp-eval__pics{display:flex;flex-wrap:wrap;gap:6px;margin:8px 0 0;padding:0;list-style:none}
.mp-eval__pics img{display:block;width:64px;height:64px;border-radius:${RADIUS};object-fit:cover}
`,
};

/** A first letter in a circle when there is no face. */
export function Face({ person }: { person: Person }) {
  return (
    <span class="mp-eval__face" aria-hidden="true">
      {person.face ? (
        <img src={person.face} alt="" />
      ) : (
        (Array.from(person.s_username.trim())[0] ?? '?').toUpperCase()
      )}
    </span>
  );
}

/**
 * Stars out of five, read as "4 out of 5 stars".
 *
 * @example <Stars n={4} />
 */
export function Stars({ n }: { n: number }) {
  const t = useT();
  useStyles(evaluationSheet);
  const full = Math.round(n);
  return (
    <span class="mp-stars" role="img" aria-label={t('evaluation.stars', { n })}>
      {'★'.repeat(full)}
      <span class="mp-stars__off">{'★'.repeat(STARS_MAX - full)}</span>
    </span>
  );
}

/** A date as the reader writes it. */
export function useDate(): (at: number) => string {
  const { i18n } = useInstance();
  const locale = useStore(i18n.$locale);
  return (at) => formatDate(at, locale, { year: 'numeric', month: 'short', day: 'numeric' });
}

/**
 * One evaluation: its author (or `who`, when the list is about someone else), date, stars,
 * text as text (line breaks kept) and photos.
 *
 * @example <EvaluationView evaluation={pair.mine} />
 */
export function EvaluationView({ evaluation, who }: { evaluation: Evaluation; who?: Person }) {
  const t = useT();
  useStyles(evaluationSheet);
  const date = useDate();
  const person = who ?? evaluation.by;
  return (
    <div class="mp-eval">
      <p class="mp-eval__who">
        <Face person={person} />
        <span class="mp-eval__name">{person.s_username}</span>
        <span class="mp-eval__date">{date(evaluation.at)}</span>
      </p>
      <Stars n={evaluation.stars} />
      {evaluation.content ? (
        <p class="mp-eval__text">{evaluation.content}</p>
      ) : (
        <p class="mp-eval__none">{t('evaluation.noText')}</p>
      )}
      {evaluation.pics.length > 0 && (
        <ul class="mp-eval__pics">
          {evaluation.pics.map((pic, i) => (
            <li key={pic}>
              <img src={pic} alt={t('evaluation.photo', { n: i + 1 })} loading="lazy" />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
