import * as all from '../../screens/pagesPerson/screens';
import type { GroupScreens } from '../routes';

/**
 * The pagesPerson group's table and all its screens, one chunk: fetched the first time a path
 * of the group opens, or when personCenter is entered (it preloads the group).
 * The group downloads whole, as the spec's subpackages do: one request, no wait for a table
 * before the screen on a deep link, one file rather than one per screen (bench/RESULTS.md,
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
