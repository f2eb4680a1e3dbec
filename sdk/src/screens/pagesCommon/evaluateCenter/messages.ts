import type { ScreenMessages } from '../../../i18n';
import { mergeMessages } from '../../../i18n/merge';
import { evaluationMessages } from '../../../ui/evaluation';
import en from './i18n/en';

/**
 * The texts of evaluateCenter and of the evaluation view: en inline, each other locale with the
 * rest of the group's (../i18n/).
 */
const own: ScreenMessages = {
  en,
  es: () => import('../i18n/es'),
  fr: () => import('../i18n/fr'),
  'zh-Hans': () => import('../i18n/zh-Hans'),
  'zh-Hant': () => import('../i18n/zh-Hant'),
};

export default mergeMessages(own, evaluationMessages);
