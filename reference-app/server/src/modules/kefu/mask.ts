/**
 * Personal data as kefu sees it by default (docs/kefu-api.md, "Masking"): enough to tell two
 * people apart on the phone, not enough to reach them. Revealing one is an audited call.
 */

/** `13812345678` -> `138****5678`. */
export function maskPhone(phone: string): string {
  if (phone.length < 7) return '*'.repeat(phone.length);
  return `${phone.slice(0, 3)}${'*'.repeat(phone.length - 7)}${phone.slice(-4)}`;
}

/** A resident ID number keeps its first and last character: `1****************X`; "" stays "". */
export function maskIdNumber(id: string): string {
  if (id.length <= 2) return '*'.repeat(id.length);
  return `${id.slice(0, 1)}${'*'.repeat(id.length - 2)}${id.slice(-1)}`;
}

/** An exact address (street, building, door) is hidden entirely; the region stays readable. */
export function maskAddress(address: string): string {
  return address === '' ? '' : '***';
}
