import type { Catalog } from '../../../i18n';
import browseHistory from '../browseHistory/i18n/zh-Hant';
import cashOut from '../cashOut/i18n/zh-Hant';
import cashRecord from '../cashRecord/i18n/zh-Hant';
import certificationView from '../certificationView/i18n/zh-Hant';
import contractList from '../contractList/i18n/zh-Hant';
import editInformation from '../editInformation/i18n/zh-Hant';
import myCollection from '../myCollection/i18n/zh-Hant';
import myPartner from '../myPartner/i18n/zh-Hant';
import myTeam from '../myTeam/i18n/zh-Hant';
import walletView from '../walletView/i18n/zh-Hant';

/**
 * The pagesPerson group's own texts in Traditional Chinese, all its screens' in one chunk: the group's
 * screens come in one chunk (router/groups/pagesPerson.ts), and their texts come together too.
 */
const zhHant: Catalog = {
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

export default zhHant;
