import type { Catalog } from '../../../i18n';
import browseHistory from '../browseHistory/i18n/es';
import cashOut from '../cashOut/i18n/es';
import cashRecord from '../cashRecord/i18n/es';
import certificationView from '../certificationView/i18n/es';
import contractList from '../contractList/i18n/es';
import editInformation from '../editInformation/i18n/es';
import myCollection from '../myCollection/i18n/es';
import myPartner from '../myPartner/i18n/es';
import myTeam from '../myTeam/i18n/es';
import walletView from '../walletView/i18n/es';

/**
 * The pagesPerson group's own texts in Spanish, all its screens' in one chunk: the group's
 * screens come in one chunk (router/groups/pagesPerson.ts), and their texts come together too.
 */
const es: Catalog = {
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

export default es;
