const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK = '10X98765432';

/**
 * Checks an 18-character resident ID number (GB 11643-1999): 17 digits, a valid birth date,
 * and the ISO 7064 MOD 11-2 check character (a digit or X, case-insensitive).
 *
 * @example isValidIdNumber('11010519491231002X') // true
 */
export function isValidIdNumber(id: string): boolean {
  if (!/^\d{17}[\dXx]$/.test(id)) return false;
  const y = Number(id.slice(6, 10));
  const m = Number(id.slice(10, 12));
  const d = Number(id.slice(12, 14));
  const date = new Date(Date.UTC(y, m - 1, d));
  if (y < 1900 || date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) {
    return false;
  }
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(id[i]) * (WEIGHTS[i] ?? 0);
  return CHECK[sum % 11] === id[17]?.toUpperCase();
}
