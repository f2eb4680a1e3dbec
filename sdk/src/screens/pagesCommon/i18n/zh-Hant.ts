import type { Catalog } from '../../../i18n';
import evaluateCenter from '../evaluateCenter/i18n/zh-Hant';
import evaluateDetail from '../evaluateDetail/i18n/zh-Hant';
import feedbackView from '../feedbackView/i18n/zh-Hant';

/**
 * The pagesCommon group's own texts in Traditional Chinese, all its screens' in one chunk: the group's
 * screens come in one chunk (router/groups/pagesCommon.ts), and their texts come together too.
 */
const zhHant: Catalog = { ...evaluateCenter, ...evaluateDetail, ...feedbackView };

export default zhHant;
