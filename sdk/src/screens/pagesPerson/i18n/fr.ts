import type { Catalog } from '../../../i18n';
import browseHistory from '../browseHistory/i18n/fr';
import cashOut from '../cashOut/i18n/fr';
import cashRecord from '../cashRecord/i18n/fr';
import certificationView from '../certificationView/i18n/fr';
import contractList from '../contractList/i18n/fr';
import editInformation from '../editInformation/i18n/fr';
import myCollection from '../myCollection/i18n/fr';
import myPartner from '../myPartner/i18n/fr';
import myTeam from '../myTeam/i18n/fr';
import walletView from '../walletView/i18n/fr';

/**
 * The pagesPerson group's own texts in French, all its screens' in one chunk: the group's
 * screens come in one chunk (router/groups/pagesPerson.ts), and their texts come together too.
 */
const fr: Catalog = {
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

export default fr;
