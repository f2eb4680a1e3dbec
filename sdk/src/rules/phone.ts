/** Mainland China mobile number: 11 digits, starting 13-19. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;

/**
 * True for an 11-digit mainland mobile number.
 *
 * @example isValidPhone('13800000000') // true
 */
export function isValidPhone(phone: string): boolean {
  return PHONE_PATTERN.test(phone);
}

/**
 * Hides the middle four digits of a mobile number; anything else comes back unchanged so a
 * display never breaks on an unexpected value.
 *
 * @example maskPhone('13812340000') // '138****0000'
 */
export function maskPhone(phone: string): string {
  return /^\d{11}$/.test(phone) ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}
