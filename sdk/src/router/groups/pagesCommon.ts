import type { GroupScreens } from '../routes';

/** The pagesCommon group's screens: a chunk of its own, fetched when a path of the group opens or personCenter is entered. */
const screens: GroupScreens<'pagesCommon'> = {
  evaluateCenter: () => import('../../screens/pagesCommon/evaluateCenter/evaluateCenter'),
  evaluateDetail: () => import('../../screens/pagesCommon/evaluateDetail/evaluateDetail'),
  feedbackView: () => import('../../screens/pagesCommon/feedbackView/feedbackView'),
};

export default screens;
