/**
 * English core catalog, shipped in the core bundle and the per-key fallback: only the texts the
 * core itself shows (tab bar, loading view, no-network banner, transport and page-load errors).
 * Texts the kit and the screens share are in ./common/ (a chunk that comes with the first
 * page); a screen's own texts (`screen.key`) live beside the screen (see ScreenMessages).
 */
const en: Record<string, string> = {
  'common.loading': 'loading',
  'common.noNetwork': 'Network signal lost. Check your connection.',
  'common.tabHome': 'Home',
  'common.tabTaskHall': 'Task hall',
  'common.tabMessages': 'Messages',
  'common.tabMe': 'Me',
  'error.network': 'Network Error',
  'error.timeout': 'timeout of {ms} ms exceeded',
  'error.aborted': 'Request aborted',
  'error.connectionTimeout': 'The connection timed out, click the screen to try again.',
  'error.sessionExpired': 'Your session has expired. Please sign in again.',
};

export default en;
