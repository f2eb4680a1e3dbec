/** Money on screen: amounts travel as integer fen and show as yuan with two decimals. */

/** 1234 -> "¥12.34"; negative amounts keep their sign before the symbol: "-¥0.50". */
export function formatFen(fen: number): string {
  // integer fen over 100 is within far less than half a fen of the amount: toFixed rounds it right
  return `${fen < 0 ? '-' : ''}¥${(Math.abs(Math.round(fen)) / 100).toFixed(2)}`;
}

/**
 * What a person typed as yuan, in fen: "12", "12.5", "12.50", "¥12.5" and full-width digits
 * are read; anything else (more than two decimals, letters, empty) is null. No floating point.
 */
export function parseYuan(input: string): number | null {
  const text = input.normalize('NFKC').trim().replace(/^¥\s*/, '');
  const m = /^(\d{1,9})(?:\.(\d{0,2}))?$/.exec(text);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}
