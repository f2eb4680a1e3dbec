/**
 * Whether a web view may show `url`: http or https only, and its host must be on the
 * allowlist or be the host of `base` (the SDK's own deployment). Allowlist entries are a host
 * (`example.com`, matched exactly), a wildcard (`*.example.com`: subdomains only) or an origin
 * (`https://example.com:8443`, matched on scheme, host and port).
 *
 * @example isAllowedWebUrl('https://help.example.com/a', ['*.example.com'], 'https://app.test/web/') // true
 */
export function isAllowedWebUrl(
  url: string,
  allowed: readonly string[],
  base?: string,
  page?: string,
): boolean {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return false;
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:') return false;
  if (target.username || target.password) return false;
  const host = target.hostname.toLowerCase();
  const entries = [...allowed];
  if (base) {
    try {
      entries.push(new URL(base, page).origin);
    } catch {
      // a relative base without a page URL: no origin to allow
    }
  }
  return entries.some((raw) => {
    const entry = raw.trim().toLowerCase();
    if (!entry) return false;
    if (entry.includes('://')) {
      try {
        return new URL(entry).origin === target.origin;
      } catch {
        return false;
      }
    }
    if (entry.startsWith('*.')) return host.endsWith(entry.slice(1)) && host.length > entry.length - 1;
    return host === entry;
  });
}
