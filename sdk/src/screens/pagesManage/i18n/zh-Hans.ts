import type { Catalog } from '../../../i18n';
import kefuOperation from '../kefuOperation/i18n/zh-Hans';
import kefuOrder from '../kefuOrder/i18n/zh-Hans';
import kefuTask from '../kefuTask/i18n/zh-Hans';
import kefuTrade from '../kefuTrade/i18n/zh-Hans';
import kefuUser from '../kefuUser/i18n/zh-Hans';

/**
 * The pagesManage group's own texts in Simplified Chinese, all its screens' in one chunk: the group's
 * screens come in one chunk (router/groups/pagesManage.ts), and their texts come together too.
 */
const zhHans: Catalog = { ...kefuOperation, ...kefuOrder, ...kefuTask, ...kefuTrade, ...kefuUser };

export default zhHans;
