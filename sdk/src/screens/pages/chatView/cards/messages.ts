import { lifecycleMessages } from '../../../../i18n/lifecycle/messages';
import { mergeMessages } from '../../../../i18n/merge';
import en from './i18n/en';

/**
 * The cards' and system lines' texts, added to the instance's i18n when the chunk arrives: en
 * inline, each other locale its own chunk; with the lifecycle's state names for the cards.
 */
export default mergeMessages(
  {
    en,
    es: () => import('./i18n/es'),
    fr: () => import('./i18n/fr'),
    'zh-Hans': () => import('./i18n/zh-Hans'),
    'zh-Hant': () => import('./i18n/zh-Hant'),
  },
  lifecycleMessages,
);
