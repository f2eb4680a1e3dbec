import * as all from '../../screens/pagesPerson/screens';
import type { GroupScreens } from '../routes';

/**
 * The pagesPerson group's table and screens: one chunk, fetched the first time a path of the group
 * opens or personCenter is entered (it preloads the group). All the group's screens come at once, as a subpackage
 * of the spec downloads whole: one request and no table-then-screen wait on a deep link, and one
 * file rather than one per screen and per set of screens sharing a module (bench/RESULTS.md,
 * "Everything one person can download").
 */

const screens: GroupScreens<'pagesPerson'> = {
  browseHistory: () => Promise.resolve(all.browseHistory),
  // People (issue 11)
  myCollection: () => Promise.resolve(all.myCollection),
  editInformation: () => Promise.resolve(all.editInformation),
  walletView: () => Promise.resolve(all.walletView),
  cashOut: () => Promise.resolve(all.cashOut),
  cashRecord: () => Promise.resolve(all.cashRecord),
  contractList: () => Promise.resolve(all.contractList),
  myTeam: () => Promise.resolve(all.myTeam),
  myPartner: () => Promise.resolve(all.myPartner),
  // Certification (issue 11)
  certificationView: () => Promise.resolve(all.certificationView),
};

export default screens;
