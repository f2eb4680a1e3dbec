// The pagesManage group's screens, which its table (router/groups/pagesManage.ts) imports: the table and
// all of them are one chunk, as the spec's subpackage. Their texts in each other locale are one
// chunk too (./i18n/<locale>.ts, which every screen's messages.ts loads).
export * as kefuOperation from './kefuOperation/kefuOperation';
export * as kefuOrder from './kefuOrder/kefuOrder';
export * as kefuTask from './kefuTask/kefuTask';
export * as kefuTrade from './kefuTrade/kefuTrade';
export * as kefuUser from './kefuUser/kefuUser';
