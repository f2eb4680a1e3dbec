// The pagesManage group's screens in one chunk, as the spec's subpackage: its table
// (router/groups/pagesManage.ts) takes each screen from here. Each screen's texts in the other
// locales stay chunks of their own.
export * as kefuOperation from './kefuOperation/kefuOperation';
export * as kefuTask from './kefuTask/kefuTask';
export * as kefuUser from './kefuUser/kefuUser';
export * as kefuTrade from './kefuTrade/kefuTrade';
export * as kefuOrder from './kefuOrder/kefuOrder';
