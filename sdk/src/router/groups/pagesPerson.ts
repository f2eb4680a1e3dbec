import type { GroupScreens } from '../routes';

/** The pagesPerson group's screens: a chunk of its own, fetched when a path of the group opens or personCenter is entered. */
const screens: GroupScreens<'pagesPerson'> = {
  browseHistory: () => import('../../screens/pagesPerson/browseHistory/browseHistory'),
  myTeam: () => import('../../screens/pagesPerson/myTeam/myTeam'),
  myPartner: () => import('../../screens/pagesPerson/myPartner/myPartner'),
};

export default screens;
