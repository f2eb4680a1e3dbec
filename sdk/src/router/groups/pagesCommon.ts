import * as all from '../../screens/pagesCommon/screens';
import type { GroupScreens } from '../routes';

/**
 * The pagesCommon group's table and screens: one chunk, fetched the first time a path of the group
 * opens or personCenter is entered (it preloads the group). All the group's screens come at once, as a subpackage
 * of the spec downloads whole: one request and no table-then-screen wait on a deep link, and one
 * file rather than one per screen and per set of screens sharing a module (bench/RESULTS.md,
 * "Everything one person can download").
 */

const screens: GroupScreens<'pagesCommon'> = {
  evaluateCenter: () => Promise.resolve(all.evaluateCenter),
  evaluateDetail: () => Promise.resolve(all.evaluateDetail),
  feedbackView: () => Promise.resolve(all.feedbackView),
};

export default screens;
