import type { ScreenMessages } from '../i18n';
import type { ComponentType } from '../lib/preact';

export type RouteGroup = 'pages' | 'pagesCommunity' | 'pagesManage' | 'pagesPerson' | 'pagesCommon';

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
 * add it to `SCREENS` below.
 */
export const ROUTE_INFO: readonly RouteInfo[] = /* @__PURE__ */ (() => [
  ...MAIN.map((name) => ({ name, path: `/pages/${name}/${name}`, group: 'pages' as const })),
  ...Object.entries(GROUPS).flatMap(([group, names]) =>
    names.map((name) => ({ name, path: `/${group}/${name}/${name}`, group: group as RouteGroup })),
  ),
])();

type Load = RouteDef['load'];

/** The spec's route names, by group: a screen can only be listed under its own group. */
type NamesOf = { pages: (typeof MAIN)[number] } & { [G in keyof typeof GROUPS]: (typeof GROUPS)[G][number] };

/**
 * The route table, as data: group -> route name -> its lazy screen. Only this file imports
 * screens. A route's path is `/<group>/<name>/<name>`; a route of ROUTE_INFO not listed here
 * yet shows the not-found page. Each `import()` is spelled out, so each screen is a chunk of
 * its own; the name is the key, so a route costs the core little more than its chunk's name.
 */
const SCREENS: { readonly [G in RouteGroup]?: { readonly [N in NamesOf[G]]?: Load } } = {
  pages: {
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
  },
  pagesCommon: {
    evaluateCenter: () => import('../screens/pagesCommon/evaluateCenter/evaluateCenter'),
    evaluateDetail: () => import('../screens/pagesCommon/evaluateDetail/evaluateDetail'),
  },
};

/**
 * A page's chunk fetched side by side with the page base (app/page-base: the `common.*` texts
 * of the kit and the screens, and the CSS only pages need), which is not in the core.
 */
export const withBase =
  (load: Load): Load =>
  () =>
    Promise.all([load(), import('../app/page-base')]).then(([screen, base]) => ({ ...screen, base }));

/** The built routes, each with its lazy screen. */
export const routes: readonly RouteDef[] = Object.entries(SCREENS).flatMap(([group, screens]) =>
  Object.entries<Load>(screens).map(([name, load]) => ({
    name,
    path: `/${group}/${name}/${name}`,
    group: group as RouteGroup,
    load: withBase(load),
  })),
);

/** Entering a route on the left preloads the groups on the right (spec 2). */
export const PRELOADS: Readonly<Record<string, readonly RouteGroup[]>> = {
  personCenter: ['pagesPerson', 'pagesCommon'],
};
