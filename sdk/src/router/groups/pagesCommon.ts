import * as all from '../../screens/pagesCommon/screens';
import type { GroupScreens } from '../routes';

/**
 * The pagesCommon group's table and all its screens, one chunk: fetched the first time a path
 * of the group opens, or when personCenter is entered (it preloads the group).
 * The group downloads whole, as the spec's subpackages do: one request, no wait for a table
 * before the screen on a deep link, one file rather than one per screen (bench/RESULTS.md,
 * "Everything one person can download").
 */
const screens: GroupScreens<'pagesCommon'> = {
  evaluateCenter: () => Promise.resolve(all.evaluateCenter),
  evaluateDetail: () => Promise.resolve(all.evaluateDetail),
  feedbackView: () => Promise.resolve(all.feedbackView),
};

export default screens;
