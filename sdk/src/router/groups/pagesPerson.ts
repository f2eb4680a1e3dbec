import type { GroupScreens } from '../routes';

/**
 * The pagesPerson group's screens. The table is a chunk of its own, the screens one more
 * (screens/pagesPerson/screens.ts), fetched the first time a screen of the group opens, or
 * with the table when personCenter is entered (the router preloads the group there).
 * One file for the group's screens, as a subpackage of the spec, rather than one per screen
 * and per set of screens sharing a module (bench/RESULTS.md, "Everything one person can
 * download").
 */
const bundle = () => import('../../screens/pagesPerson/screens');

const screens: GroupScreens<'pagesPerson'> = {
  browseHistory: () => bundle().then((all) => all.browseHistory),
  // People (issue 11)
  myCollection: () => bundle().then((all) => all.myCollection),
  editInformation: () => bundle().then((all) => all.editInformation),
  walletView: () => bundle().then((all) => all.walletView),
  cashOut: () => bundle().then((all) => all.cashOut),
  cashRecord: () => bundle().then((all) => all.cashRecord),
  contractList: () => bundle().then((all) => all.contractList),
  myTeam: () => bundle().then((all) => all.myTeam),
  myPartner: () => bundle().then((all) => all.myPartner),
  // Certification (issue 11)
  certificationView: () => bundle().then((all) => all.certificationView),
};

export default screens;
