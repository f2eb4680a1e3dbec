import type { GroupScreens } from '../routes';

/**
 * The pagesManage group's screens. The table is a chunk of its own, the screens one more
 * (screens/pagesManage/screens.ts), fetched the first time a screen of the kefu console
 * opens.
 * One file for the group's screens, as a subpackage of the spec, rather than one per screen
 * and per set of screens sharing a module (bench/RESULTS.md, "Everything one person can
 * download").
 */
const bundle = () => import('../../screens/pagesManage/screens');

const screens: GroupScreens<'pagesManage'> = {
  kefuOperation: () => bundle().then((all) => all.kefuOperation),
  kefuTask: () => bundle().then((all) => all.kefuTask),
  kefuUser: () => bundle().then((all) => all.kefuUser),
  kefuTrade: () => bundle().then((all) => all.kefuTrade),
  kefuOrder: () => bundle().then((all) => all.kefuOrder),
};

export default screens;
