import type { Catalog } from '../../../i18n';
import kefuOperation from '../kefuOperation/i18n/fr';
import kefuOrder from '../kefuOrder/i18n/fr';
import kefuTask from '../kefuTask/i18n/fr';
import kefuTrade from '../kefuTrade/i18n/fr';
import kefuUser from '../kefuUser/i18n/fr';

/**
 * The pagesManage group's own texts in French, all its screens' in one chunk: the group's
 * screens come in one chunk (router/groups/pagesManage.ts), and their texts come together too.
 */
const fr: Catalog = { ...kefuOperation, ...kefuOrder, ...kefuTask, ...kefuTrade, ...kefuUser };

export default fr;
