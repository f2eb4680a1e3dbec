import type { CatalogLoader, InlineMessages } from './index';

const OTHER_LOCALES = ['es', 'fr', 'zh-Hans', 'zh-Hant'] as const;

/**
 * One screen's texts made of several sets (its own and a kit part's, like copyText's toasts):
 * English merged at once, each other locale loaded side by side and merged, later sets winning.
 *
 * @example export default mergeMessages(own, copyTextMessages); // homeView
 */
export function mergeMessages(...sets: InlineMessages[]): InlineMessages {
  const merged = { en: Object.assign({}, ...sets.map((s) => s.en)) } as InlineMessages;
  for (const locale of OTHER_LOCALES) {
    const load: CatalogLoader = () =>
      Promise.all(sets.map((s) => s[locale]())).then((mods) => ({
        default: Object.assign({}, ...mods.map((m) => m.default)),
      }));
    merged[locale] = load;
  }
  return merged;
}
