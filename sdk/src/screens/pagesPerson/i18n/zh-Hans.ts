import type { Catalog } from '../../../i18n';
import browseHistory from '../browseHistory/i18n/zh-Hans';
import cashOut from '../cashOut/i18n/zh-Hans';
import cashRecord from '../cashRecord/i18n/zh-Hans';
import certificationView from '../certificationView/i18n/zh-Hans';
import contractList from '../contractList/i18n/zh-Hans';
import editInformation from '../editInformation/i18n/zh-Hans';
import myCollection from '../myCollection/i18n/zh-Hans';
import myPartner from '../myPartner/i18n/zh-Hans';
import myTeam from '../myTeam/i18n/zh-Hans';
import walletView from '../walletView/i18n/zh-Hans';

/**
 * The pagesPerson group's own texts in Simplified Chinese, all its screens' in one chunk: the group's
 * screens come in one chunk (router/groups/pagesPerson.ts), and their texts come together too.
 */
const zhHans: Catalog = {
  ...browseHistory,
  ...cashOut,
  ...cashRecord,
  ...certificationView,
  ...contractList,
  ...editInformation,
  ...myCollection,
  ...myPartner,
  ...myTeam,
  ...walletView,
};

export default zhHans;
