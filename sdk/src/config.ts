/**
 * Every business constant of spec section 9 (plus the few runtime constants the SDK needs),
 * named once. Import from here; never repeat a literal.
 */

/** HTTP request timeout (spec 9). */
export const HTTP_TIMEOUT_MS = 30000;
/** Network timeout: a page whose chunk has not arrived by then shows the timeout text (spec 9). */
export const NETWORK_TIMEOUT_MS = 60000;
/** A token with less than this many seconds left is refreshed (spec 4, 9). */
export const TOKEN_REFRESH_THRESHOLD_S = 259200;
/** How often the session checks whether its token is due for a refresh (after the check on mount). */
export const TOKEN_CHECK_INTERVAL_MS = 3600000;
/** Unread-message polling interval (spec 9). */
export const UNREAD_POLL_MS = 2000;
/** The live chat stream is retried after this long, doubling per failure up to LIVE_RETRY_MAX_MS. */
export const LIVE_RETRY_MS = 1000;
export const LIVE_RETRY_MAX_MS = 60000;
/** A live stream silent this long is taken as dropped (the server pings every 25 s; docs/chat.md). */
export const LIVE_IDLE_MS = 60000;
/** The lock_guide flag resets itself after this long (spec 4, 9). */
export const LOCK_GUIDE_RESET_MS = 600000;
/** Default share rate of a user (spec 3, 9). */
export const DEFAULT_SHARE_RATE = 0.15;
/** Map location refresh interval (spec 9). */
export const MAP_LOCATION_REFRESH_MS = 30000;
export const MAP_ZOOM_MIN = 5;
export const MAP_ZOOM_MAX = 18;
export const MAP_ZOOM_DEFAULT = 16;
/** A lazy page shows its loading view only after this delay (spec 9). */
export const PAGE_LOAD_DELAY_MS = 200;
/** A lazy page that has not loaded by then shows the connection-timeout text (spec 9). */
export const PAGE_LOAD_TIMEOUT_MS = 60000;
/** Date picker default range: this many years either side of the current year (spec 9). */
export const DATE_PICKER_YEARS = 150;
export const HOURS_MIN = 0;
export const HOURS_MAX = 23;
export const MINUTES_MIN = 0;
export const MINUTES_MAX = 59;
/** Paging starts at page 1 (spec 9). */
export const FIRST_PAGE = 1;
/** Verification code resend countdown in seconds (spec 9). */
export const CODE_COUNTDOWN_S = 60;
/** Verification code length (spec 9). */
export const CODE_LENGTH = 6;
/** Max length of text inputs and textareas (spec 9). */
export const TEXT_MAX_LENGTH = 140;
/** Max images in an album (spec 9). */
export const ALBUM_MAX_IMAGES = 9;
/** Largest chat picture the server takes (docs/chat.md: JPEG, PNG, GIF or WebP, at most 5 MB). */
export const CHAT_PICTURE_MAX_BYTES = 5 * 1024 * 1024;
/** `new.php` answers at most this many messages; a full answer means "call again from the last" (docs/chat.md). */
export const CHAT_NEW_MAX = 100;
/** A chat shows the time again above a message written this long after the one before it. */
export const CHAT_TIME_GAP_S = 300;
/** How long a toast stays (spec 9). */
export const TOAST_MS = 2000;
/** Long-press threshold (spec 9). */
export const LONG_PRESS_MS = 350;
/** The same code-0 message is toasted at most once per this window (spec 8). */
export const TOAST_DEBOUNCE_MS = 500;
/** Page stack depth cap; above it the oldest page above home is dropped. */
export const STACK_DEPTH_MAX = 10;

/** Supported interface locales (spec 8). */
export const LOCALES = ['en', 'es', 'fr', 'zh-Hans', 'zh-Hant'] as const;
export type Locale = (typeof LOCALES)[number];
/** Anything unsupported falls back to this locale (spec 8). */
export const DEFAULT_LOCALE: Locale = 'en';

/** Default deployment URL of the web app. */
export const DEFAULT_BASE = '/web/';

/** The four tab pages, in tab-bar order. */
export const TAB_ROUTES = ['homeView', 'taskCentered', 'messageCenter', 'personCenter'] as const;
export type TabName = (typeof TAB_ROUTES)[number];

/** Single-view entry aliases (`entry: 'chat'` mounts the message center alone, without a tab bar). */
export const ENTRY_ALIASES: Readonly<Record<string, string>> = {
  chat: 'messageCenter',
  taskHall: 'taskCentered',
};

/** The home route; `/` is its alias. */
export const HOME_ROUTE = 'homeView';
/** Where a login is done in hash (standalone) mode. */
export const LOGIN_ROUTE = 'loginView';
