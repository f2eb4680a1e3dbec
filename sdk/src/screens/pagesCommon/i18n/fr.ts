import type { Catalog } from '../../../i18n';
import evaluateCenter from '../evaluateCenter/i18n/fr';
import evaluateDetail from '../evaluateDetail/i18n/fr';
import feedbackView from '../feedbackView/i18n/fr';

/**
 * The pagesCommon group's own texts in French, all its screens' in one chunk: the group's
 * screens come in one chunk (router/groups/pagesCommon.ts), and their texts come together too.
 */
const fr: Catalog = { ...evaluateCenter, ...evaluateDetail, ...feedbackView };

export default fr;
