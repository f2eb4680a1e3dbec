import type { ScreenMessages } from '../i18n';
import type { ComponentType } from '../lib/preact';

/** The spec's subpackages: each has a route table of its own, a chunk fetched on first use. */
export type GroupName = 'pagesCommunity' | 'pagesManage' | 'pagesPerson' | 'pagesCommon';
export type RouteGroup = 'pages' | GroupName;

/** A route of the spec: its name, its path and the package group it belongs to. */
export interface RouteInfo {
  name: string;
  path: string;
  group: RouteGroup;
}

/** What every page shares and the shell does not need: app/page-base (texts and CSS). */
export type PageBase = typeof import('../app/page-base');

/** A screen module: the component, and its own texts when it has any (see ScreenMessages). */
export interface ScreenModule {
  default: ComponentType;
  messages?: ScreenMessages;
  /** The page base, attached by `withBase`; the router adds its texts and CSS before the page shows. */
  base?: PageBase;
}

/** A built route: the screen is its own lazy chunk. */
export interface RouteDef extends RouteInfo {
  load: () => Promise<ScreenModule>;
}

const MAIN = [
  'homeView',
  'chatView',
  'orderDetail',
  'loginView',
  'realName',
  'bargainingView',
  'webView',
  'aboutContract',
  'messageCenter',
  'orderCenter',
  'talentInformation',
  'evaluateServer',
  'modifyFee',
  'personCenter',
  'taskCentered',
  'talentList',
  'hotTask',
  'manageAddress',
  'editAddress',
  'searchView',
  'recommendTask',
  'aboutUs',
  'couponView',
  'selectCoupon',
  'selectMap',
  'modifyOrder',
  'deliverOrder',
  'iconProject',
  'selectProject',
  'orderPay',
  'bargainingList',
  'receiverList',
  'orderList',
  'authorisationView',
  'upLoadFile',
  'downloadFile',
  'checkLocation',
  'selectOrder',
] as const;
const GROUPS = {
  pagesCommunity: [
    'businessList',
    'businessDetail',
    'infoCommunity',
    'communityDetail',
    'deliverArticle',
    'receivedRemark',
  ],
  pagesManage: ['kefuOperation', 'kefuOrder', 'kefuUser', 'kefuTask', 'kefuTrade'],
  pagesPerson: [
    'editInformation',
    'myPartner',
    'myCollection',
    'myTeam',
    'certificationView',
    'browseHistory',
    'walletView',
    'cashOut',
    'cashRecord',
    'contractList',
  ],
  pagesCommon: ['evaluateCenter', 'evaluateDetail', 'feedbackView'],
} as const;

/**
 * Every route of the spec (62), as data: main-package routes are `/pages/<name>/<name>`,
 * grouped ones `/<group>/<name>/<name>`. A route becomes navigable once it has a screen:
 * add it to `PAGES` below, or to its group's table in `groups/`. Types and tests only: the core
 * does not carry this list.
 */
export const ROUTE_INFO: readonly RouteInfo[] = /* @__PURE__ */ (() => [
  ...MAIN.map((name) => ({ name, path: `/pages/${name}/${name}`, group: 'pages' as const })),
  ...Object.entries(GROUPS).flatMap(([group, names]) =>
    names.map((name) => ({ name, path: `/${group}/${name}/${name}`, group: group as RouteGroup })),
  ),
])();

type Load = RouteDef['load'];

/** The spec's route names, by group: a screen can only be listed under its own group. */
type NamesOf = { pages: (typeof MAIN)[number] } & { [G in GroupName]: (typeof GROUPS)[G][number] };

/** The name of a route of the main package (`/pages/<name>/<name>`). */
export type PageName = NamesOf['pages'];

/** The path of every route of a group, typed: `'/pagesPerson/walletView/walletView'`. */
export type GroupPath = { [G in GroupName]: { [N in NamesOf[G]]: `/${G}/${N}/${N}` }[NamesOf[G]] }[GroupName];

/**
 * A group's route table (`router/groups/<group>.ts`, the only files besides this one that
 * import screens): route name -> its lazy screen, type-checked against the spec's routes of
 * that group.
 */
export type GroupScreens<G extends GroupName> = { readonly [N in NamesOf[G]]?: Load };

/** What a group table's chunk exports. */
export interface GroupModule {
  default: Readonly<Record<string, Load>>;
}

/** Group name -> its table's chunk (injectable for tests). */
export type GroupTables = Readonly<Record<string, () => Promise<GroupModule>>>;

/**
 * The main package's route table, as data: route name -> its lazy screen. A route's path is
 * `/pages/<name>/<name>`; a route of ROUTE_INFO not listed here (or in its group's table) yet
 * shows the not-found page. Each `import()` is spelled out, so each screen is a chunk of its
 * own; the name is the key, so a route costs the core little more than its chunk's name.
 */
const PAGES: { readonly [N in NamesOf['pages']]?: Load } = {
  homeView: () => import('../screens/pages/homeView/homeView'),
  loginView: () => import('../screens/pages/loginView/loginView'),
  personCenter: () => import('../screens/pages/personCenter/personCenter'),
  aboutUs: () => import('../screens/pages/aboutUs/aboutUs'),
  aboutContract: () => import('../screens/pages/aboutContract/aboutContract'),
  webView: () => import('../screens/pages/webView/webView'),
  messageCenter: () => import('../screens/pages/messageCenter/messageCenter'),
  chatView: () => import('../screens/pages/chatView/chatView'),
  selectMap: () => import('../screens/pages/selectMap/selectMap'),
  checkLocation: () => import('../screens/pages/checkLocation/checkLocation'),
  manageAddress: () => import('../screens/pages/manageAddress/manageAddress'),
  editAddress: () => import('../screens/pages/editAddress/editAddress'),
  orderDetail: () => import('../screens/pages/orderDetail/orderDetail'),
  bargainingView: () => import('../screens/pages/bargainingView/bargainingView'),
  bargainingList: () => import('../screens/pages/bargainingList/bargainingList'),
  receiverList: () => import('../screens/pages/receiverList/receiverList'),
  taskCentered: () => import('../screens/pages/taskCentered/taskCentered'),
  hotTask: () => import('../screens/pages/hotTask/hotTask'),
  recommendTask: () => import('../screens/pages/recommendTask/recommendTask'),
  searchView: () => import('../screens/pages/searchView/searchView'),
  realName: () => import('../screens/pages/realName/realName'),
  deliverOrder: () => import('../screens/pages/deliverOrder/deliverOrder'),
  modifyOrder: () => import('../screens/pages/modifyOrder/modifyOrder'),
  selectProject: () => import('../screens/pages/selectProject/selectProject'),
  iconProject: () => import('../screens/pages/iconProject/iconProject'),
  orderPay: () => import('../screens/pages/orderPay/orderPay'),
  modifyFee: () => import('../screens/pages/modifyFee/modifyFee'),
  orderCenter: () => import('../screens/pages/orderCenter/orderCenter'),
  orderList: () => import('../screens/pages/orderList/orderList'),
  selectOrder: () => import('../screens/pages/selectOrder/selectOrder'),
  evaluateServer: () => import('../screens/pages/evaluateServer/evaluateServer'),
  // Feedback and files (issue 12).
  upLoadFile: () => import('../screens/pages/upLoadFile/upLoadFile'),
  downloadFile: () => import('../screens/pages/downloadFile/downloadFile'),
  // People (issue 11)
  talentInformation: () => import('../screens/pages/talentInformation/talentInformation'),
  // coupons
  couponView: () => import('../screens/pages/couponView/couponView'),
  selectCoupon: () => import('../screens/pages/selectCoupon/selectCoupon'),
  authorisationView: () => import('../screens/pages/authorisationView/authorisationView'),
  talentList: () => import('../screens/pages/talentList/talentList'),
};

/**
 * The groups' tables, each a chunk of its own: the core knows only their names, so a route
 * added to a group costs the core nothing. The router fetches a table the first time a path of
 * its group opens, or when a route of PRELOADS is entered.
 */
export const GROUP_TABLES: GroupTables = {
  pagesPerson: () => import('./groups/pagesPerson'),
  pagesCommon: () => import('./groups/pagesCommon'),
  pagesCommunity: () => import('./groups/pagesCommunity'),
  pagesManage: () => import('./groups/pagesManage'),
};

/**
 * A page's chunk fetched side by side with the page base (app/page-base: the `common.*` texts
 * of the kit and the screens, and the CSS only pages need), which is not in the core.
 */
export const withBase =
  (load: Load): Load =>
  () =>
    Promise.all([load(), import('../app/page-base')]).then(([screen, base]) => ({ ...screen, base }));

/** A table's screens as routes: path `/<group>/<name>/<name>`, each fetched with the page base. */
export const tableOf = (group: string, screens: Readonly<Record<string, Load>>): RouteDef[] =>
  Object.entries(screens).map(([name, load]) => ({
    name,
    path: `/${group}/${name}/${name}`,
    group: group as RouteGroup,
    load: withBase(load),
  }));

/** The main package's routes, each with its lazy screen. */
export const routes: readonly RouteDef[] = tableOf('pages', PAGES);

/** Entering a route on the left preloads the groups on the right (spec 2). */
export const PRELOADS: Readonly<Record<string, readonly RouteGroup[]>> = {
  personCenter: ['pagesPerson', 'pagesCommon'],
};
