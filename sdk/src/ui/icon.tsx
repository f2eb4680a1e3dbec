/**
 * An inline SVG icon drawn with the text colour (`currentColor`), from the generated Lucide
 * modules in `ui/icons/` (`npm run icons`; LICENSE.md there). Decorative (hidden from assistive
 * technology) unless it has a `label`.
 *
 * @example import search from './icons/search'; <Icon svg={search} size={20} />
 */
export function Icon({ svg, size = 24, label }: { svg: string; size?: number; label?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      stroke-width="2"
      stroke-linecap="round"
      stroke-linejoin="round"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : 'true'}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the generated modules of ui/icons hold only SVG shapes (scripts/icons.test.ts checks them)
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
