import * as all from '../../screens/pagesManage/screens';
import type { GroupScreens } from '../routes';

/**
 * The pagesManage group's table and screens: one chunk, fetched the first time a path of the group
 * opens. All the group's screens come at once, as a subpackage
 * of the spec downloads whole: one request and no table-then-screen wait on a deep link, and one
 * file rather than one per screen and per set of screens sharing a module (bench/RESULTS.md,
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
