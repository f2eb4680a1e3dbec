import type { GroupScreens } from '../routes';

/** The pagesManage group's screens (the kefu console): a chunk of its own, fetched when a path of the group opens. */
const screens: GroupScreens<'pagesManage'> = {
  kefuOperation: () => import('../../screens/pagesManage/kefuOperation/kefuOperation'),
  kefuTask: () => import('../../screens/pagesManage/kefuTask/kefuTask'),
  kefuUser: () => import('../../screens/pagesManage/kefuUser/kefuUser'),
  kefuTrade: () => import('../../screens/pagesManage/kefuTrade/kefuTrade'),
  kefuOrder: () => import('../../screens/pagesManage/kefuOrder/kefuOrder'),
};

export default screens;
