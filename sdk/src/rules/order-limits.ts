/**
 * The limits of an order's fields (docs/orders-api.md, `POST /api/goods_order/create`), shared
 * by the SDK's order form and the server's checks (orders.test.ts pins that they agree).
 * Constants only: importing one costs a screen a few bytes.
 */
import { ALBUM_MAX_IMAGES, TEXT_MAX_LENGTH } from '../config.js';

/** Title: 1 to 40 characters (code points), one line. */
export const ORDER_TITLE_MAX = 40;
/** Description: 1 to 140 characters (spec 9: text max length 140). */
export const ORDER_DESCRIPTION_MAX = TEXT_MAX_LENGTH;
/** Pictures: at most 9 (spec 9: album max 9 images). */
export const ORDER_PICS_MAX = ALBUM_MAX_IMAGES;
/** People wanted: 1 to 99. */
export const ORDER_HEADCOUNT_MIN = 1;
export const ORDER_HEADCOUNT_MAX = 99;
/** Price: 1 to 1,000,000 yuan, in fen. */
export const ORDER_PRICE_MIN_FEN = 100;
export const ORDER_PRICE_MAX_FEN = 100_000_000;
/** The service time is in the future and at most this far ahead (the server allows a leap year). */
export const SERVICE_WITHIN_SECONDS = 366 * 86_400;
/** Largest picture `POST /api/upload/image` takes (JPEG, PNG, GIF or WebP). */
export const UPLOAD_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
