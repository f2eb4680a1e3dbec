// The pagesManage group's screens, which its table (router/groups/pagesManage.ts) imports: the table and
// all of them are one chunk, as the spec's subpackage. Each screen's texts in the other locales
// stay chunks of their own.
export * as kefuOperation from './kefuOperation/kefuOperation';
export * as kefuOrder from './kefuOrder/kefuOrder';
export * as kefuTask from './kefuTask/kefuTask';
export * as kefuTrade from './kefuTrade/kefuTrade';
export * as kefuUser from './kefuUser/kefuUser';
