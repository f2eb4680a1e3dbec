// The pagesManage group's screens in one chunk, as the spec's subpackage: its table
// (router/groups/pagesManage.ts) takes each screen from here. Each screen's texts in the other
// locales stay chunks of their own.
export * as kefuOperation from './kefuOperation/kefuOperation';
export * as kefuOrder from './kefuOrder/kefuOrder';
export * as kefuTask from './kefuTask/kefuTask';
export * as kefuTrade from './kefuTrade/kefuTrade';
export * as kefuUser from './kefuUser/kefuUser';
