import type { GroupScreens } from '../routes';

/** The pagesPerson group's screens: a chunk of its own, fetched when a path of the group opens or personCenter is entered. */
const screens: GroupScreens<'pagesPerson'> = {
  browseHistory: () => import('../../screens/pagesPerson/browseHistory/browseHistory'),
  // People (issue 11)
  myCollection: () => import('../../screens/pagesPerson/myCollection/myCollection'),
  editInformation: () => import('../../screens/pagesPerson/editInformation/editInformation'),
  walletView: () => import('../../screens/pagesPerson/walletView/walletView'),
  cashOut: () => import('../../screens/pagesPerson/cashOut/cashOut'),
  cashRecord: () => import('../../screens/pagesPerson/cashRecord/cashRecord'),
  contractList: () => import('../../screens/pagesPerson/contractList/contractList'),
  myTeam: () => import('../../screens/pagesPerson/myTeam/myTeam'),
  myPartner: () => import('../../screens/pagesPerson/myPartner/myPartner'),
  // Certification (issue 11)
  certificationView: () => import('../../screens/pagesPerson/certificationView/certificationView'),
};

export default screens;
