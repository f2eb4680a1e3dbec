/**
 * The rules the SDK and the server share, published as `@marketplace/sdk/rules`: blocked words,
 * money and ledger postings, the task lifecycle, limits of an order, phone and ID numbers,
 * coordinates. Pure functions and constants: no DOM, no Node APIs, no I/O.
 *
 * @example
 * import { checkText, isValidPhone } from '@marketplace/sdk/rules';
 * if (!checkText(message).ok) refuse();
 */
export { MAP_ZOOM_DEFAULT, MAP_ZOOM_MAX, MAP_ZOOM_MIN } from '../config.js';
export * from './blocked-words.js';
export * from './blocked-words.messages.js';
export * from './clamp.js';
export * from './coordinates.js';
export * from './feedback.js';
export * from './id-number.js';
export * from './money.js';
export * from './my-orders.js';
export * from './order-limits.js';
export * from './phone.js';
export * from './task-lifecycle.js';
export * from './web-url.js';
