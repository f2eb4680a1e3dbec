import type { ScreenMessages } from '../i18n';
import type { ComponentType } from '../lib/preact';

export type RouteGroup = 'pages' | 'pagesCommunity' | 'pagesManage' | 'pagesPerson' | 'pagesCommon';

/** A route of the spec: its name, its path and the package group it belongs to. */
export interface RouteInfo {
  name: string;
  path: string;
  group: RouteGroup;
}

/** A screen module: the component, and its own texts when it has any (see ScreenMessages). */
export interface ScreenModule {
  default: ComponentType;
  messages?: ScreenMessages;
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
 * add it to `routes` below with its `load`.
 */
export const ROUTE_INFO: readonly RouteInfo[] = /* @__PURE__ */ (() => [
  ...MAIN.map((name) => ({ name, path: `/pages/${name}/${name}`, group: 'pages' as const })),
  ...Object.entries(GROUPS).flatMap(([group, names]) =>
    names.map((name) => ({ name, path: `/${group}/${name}/${name}`, group: group as RouteGroup })),
  ),
])();

/** A main-package route: `/pages/<name>/<name>`, its screen in `screens/pages/<name>/`. */
const page = (name: string, load: RouteDef['load']): RouteDef => ({
  name,
  path: `/pages/${name}/${name}`,
  group: 'pages',
  load,
});

/**
 * The route table: the built routes, each with its lazy screen. Only this file imports
 * screens. A route of ROUTE_INFO that is not here yet shows the not-found page.
 */
export const routes: readonly RouteDef[] = [
  page('homeView', () => import('../screens/pages/homeView/homeView')),
  page('loginView', () => import('../screens/pages/loginView/loginView')),
  page('personCenter', () => import('../screens/pages/personCenter/personCenter')),
  page('aboutUs', () => import('../screens/pages/aboutUs/aboutUs')),
  page('aboutContract', () => import('../screens/pages/aboutContract/aboutContract')),
  page('webView', () => import('../screens/pages/webView/webView')),
  page('messageCenter', () => import('../screens/pages/messageCenter/messageCenter')),
  page('chatView', () => import('../screens/pages/chatView/chatView')),
];

/** Entering a route on the left preloads the groups on the right (spec 2). */
export const PRELOADS: Readonly<Record<string, readonly RouteGroup[]>> = {
  personCenter: ['pagesPerson', 'pagesCommon'],
};
