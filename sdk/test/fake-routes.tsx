import type { RouteDef } from '../src/router/routes';

/** A screen that keeps local state, to prove hidden pages stay alive. */
function screen(name: string) {
  return { default: () => <p data-screen={name}>{name}</p> };
}

const route = (name: string, group: RouteDef['group'] = 'pages', load?: RouteDef['load']): RouteDef => ({
  name,
  group,
  path: group === 'pages' ? `/pages/${name}/${name}` : `/${group}/${name}/${name}`,
  load: load ?? (() => Promise.resolve(screen(name))),
});

/** A route table for tests: no real screens, so tests do not depend on them. */
export function fakeRoutes(extra: RouteDef[] = []): RouteDef[] {
  const base = [
    route('homeView'),
    route('taskCentered'),
    route('messageCenter'),
    route('personCenter'),
    route('loginView'),
    route('aboutUs'),
    route('aboutContract'),
    route('webView'),
    route('orderDetail'),
    route('walletView', 'pagesPerson'),
    route('cashOut', 'pagesPerson'),
    route('feedbackView', 'pagesCommon'),
    route('kefuUser', 'pagesManage'),
  ];
  // extra routes replace the default of the same name
  return [...extra, ...base.filter((r) => !extra.some((e) => e.name === r.name))];
}
export { route };
