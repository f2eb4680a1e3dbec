import type { Category } from '../api/order-types';

/** A heading (a top-level category with sub-categories) and what to show under it; `parent` null: top-level ones. */
export interface CategoryBlock {
  parent: Category | null;
  items: Category[];
}

/**
 * The flat category list of `GET /api/goods/categorize` (by `sort`) as selectProject and
 * iconProject show it: each top-level category with sub-categories becomes a heading over
 * all its descendants; runs of top-level categories without any sit together without one.
 * `filter` keeps the names containing it (a matching heading keeps all of its own).
 *
 * @example groupCategories(list, 'clean') // [{ parent: null, items: [Cleaning] }]
 */
export function groupCategories(all: readonly Category[], filter = ''): CategoryBlock[] {
  const q = filter.trim().toLocaleLowerCase();
  const byId = new Map(all.map((c) => [c.id, c]));
  // A parent missing from the list ends the walk there; a category in a cycle is its own top.
  const topOf = (c: Category) => {
    const seen = new Set([c]);
    let at = c;
    for (let up = byId.get(at.parent_id); at.parent_id && up; up = byId.get(at.parent_id)) {
      if (seen.has(up)) return c;
      seen.add(up);
      at = up;
    }
    return at;
  };
  const match = (c: Category) => !q || c.name.toLocaleLowerCase().includes(q);
  const blocks: CategoryBlock[] = [];
  for (const top of all) {
    if (topOf(top) !== top) continue;
    const kids = all.filter((c) => c !== top && topOf(c) === top);
    if (kids.length) {
      const items = match(top) ? kids : kids.filter(match);
      if (items.length) blocks.push({ parent: top, items });
    } else if (match(top)) {
      const last = blocks[blocks.length - 1];
      if (last && !last.parent) last.items.push(top);
      else blocks.push({ parent: null, items: [top] });
    }
  }
  return blocks;
}
