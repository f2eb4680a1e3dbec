import type { Catalog } from '../../../i18n';
import kefuOperation from '../kefuOperation/i18n/zh-Hant';
import kefuOrder from '../kefuOrder/i18n/zh-Hant';
import kefuTask from '../kefuTask/i18n/zh-Hant';
import kefuTrade from '../kefuTrade/i18n/zh-Hant';
import kefuUser from '../kefuUser/i18n/zh-Hant';

/**
 * The pagesManage group's own texts in Traditional Chinese, all its screens' in one chunk: the group's
 * screens come in one chunk (router/groups/pagesManage.ts), and their texts come together too.
 */
const zhHant: Catalog = { ...kefuOperation, ...kefuOrder, ...kefuTask, ...kefuTrade, ...kefuUser };

export default zhHant;
