import type { Catalog } from '../../../i18n';
import evaluateCenter from '../evaluateCenter/i18n/es';
import evaluateDetail from '../evaluateDetail/i18n/es';
import feedbackView from '../feedbackView/i18n/es';

/**
 * The pagesCommon group's own texts in Spanish, all its screens' in one chunk: the group's
 * screens come in one chunk (router/groups/pagesCommon.ts), and their texts come together too.
 */
const es: Catalog = { ...evaluateCenter, ...evaluateDetail, ...feedbackView };

export default es;
