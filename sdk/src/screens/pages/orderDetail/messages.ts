import type { ScreenMessages } from '../../../i18n';
import { lifecycleMessages } from '../../../i18n/lifecycle/messages';
import { mergeMessages } from '../../../i18n/merge';
import { saveButtonMessages } from '../../../ui/save-button/messages';
import { taskActionMessages } from '../../../ui/task-action/messages';
import en from './i18n/en';

/** The texts of orderDetail, with the lifecycle's and the task buttons': en inline, each other locale its own chunk. */
const own: ScreenMessages = {
  en,
  es: () => import('./i18n/es'),
  fr: () => import('./i18n/fr'),
  'zh-Hans': () => import('./i18n/zh-Hans'),
  'zh-Hant': () => import('./i18n/zh-Hant'),
};

export default mergeMessages(own, lifecycleMessages, taskActionMessages, saveButtonMessages);
