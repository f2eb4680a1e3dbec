import type { GroupScreens } from '../routes';

/**
 * The pagesCommon group's screens. The table is a chunk of its own, the screens one more
 * (screens/pagesCommon/screens.ts), fetched the first time a screen of the group opens, or
 * with the table when personCenter is entered (the router preloads the group there).
 * One file for the group's screens, as a subpackage of the spec, rather than one per screen
 * and per set of screens sharing a module (bench/RESULTS.md, "Everything one person can
 * download").
 */
const bundle = () => import('../../screens/pagesCommon/screens');

const screens: GroupScreens<'pagesCommon'> = {
  evaluateCenter: () => bundle().then((all) => all.evaluateCenter),
  evaluateDetail: () => bundle().then((all) => all.evaluateDetail),
  feedbackView: () => bundle().then((all) => all.feedbackView),
};

export default screens;
