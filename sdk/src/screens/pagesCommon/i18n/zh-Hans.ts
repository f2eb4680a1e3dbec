import type { Catalog } from '../../../i18n';
import evaluateCenter from '../evaluateCenter/i18n/zh-Hans';
import evaluateDetail from '../evaluateDetail/i18n/zh-Hans';
import feedbackView from '../feedbackView/i18n/zh-Hans';

/**
 * The pagesCommon group's own texts in Simplified Chinese, all its screens' in one chunk: the group's
 * screens come in one chunk (router/groups/pagesCommon.ts), and their texts come together too.
 */
const zhHans: Catalog = { ...evaluateCenter, ...evaluateDetail, ...feedbackView };

export default zhHans;
