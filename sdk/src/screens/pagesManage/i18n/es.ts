import type { Catalog } from '../../../i18n';
import kefuOperation from '../kefuOperation/i18n/es';
import kefuOrder from '../kefuOrder/i18n/es';
import kefuTask from '../kefuTask/i18n/es';
import kefuTrade from '../kefuTrade/i18n/es';
import kefuUser from '../kefuUser/i18n/es';

/**
 * The pagesManage group's own texts in Spanish, all its screens' in one chunk: the group's
 * screens come in one chunk (router/groups/pagesManage.ts), and their texts come together too.
 */
const es: Catalog = { ...kefuOperation, ...kefuOrder, ...kefuTask, ...kefuTrade, ...kefuUser };

export default es;
