import type { Catalog } from '../index';

/** The texts the kit and the screens share (`common.*`), English: the fallback, inline in the
 * common messages chunk (see ./index.ts). */
const en: Catalog = {
  'common.back': 'Back',
  'common.close': 'Close',
  'common.confirm': 'Confirm',
  'common.cancel': 'Cancel',
  'common.retry': 'Retry',
  'common.empty': 'Nothing here yet',
  'common.error': 'Something went wrong',
  'common.loadMore': 'load more',
  'common.noMore': 'no more',
};

export default en;
