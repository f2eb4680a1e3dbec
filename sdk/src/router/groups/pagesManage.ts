import * as all from '../../screens/pagesManage/screens';
import type { GroupScreens } from '../routes';

/**
 * The pagesManage group's table and all its screens, one chunk: fetched the first time a path
 * of the group opens.
 * The group downloads whole, as the spec's subpackages do: one request, no wait for a table
 * before the screen on a deep link, one file rather than one per screen (bench/RESULTS.md,
 * "Everything one person can download").
 */
const screens: GroupScreens<'pagesManage'> = {
  kefuOperation: () => Promise.resolve(all.kefuOperation),
  kefuTask: () => Promise.resolve(all.kefuTask),
  kefuUser: () => Promise.resolve(all.kefuUser),
  kefuTrade: () => Promise.resolve(all.kefuTrade),
  kefuOrder: () => Promise.resolve(all.kefuOrder),
};

export default screens;
