import type { GroupScreens } from '../routes';

/**
 * The pagesCommunity group's screens. The table is a chunk of its own, the screens one more
 * (screens/pagesCommunity/screens.ts), fetched the first time a screen of the group opens.
 * One file for the group's screens, as a subpackage of the spec, rather than one per screen
 * and per set of screens sharing a module (bench/RESULTS.md, "Everything one person can
 * download").
 */
const bundle = () => import('../../screens/pagesCommunity/screens');

const screens: GroupScreens<'pagesCommunity'> = {
  // community (issue 12)
  businessList: () => bundle().then((all) => all.businessList),
  businessDetail: () => bundle().then((all) => all.businessDetail),
  infoCommunity: () => bundle().then((all) => all.infoCommunity),
  communityDetail: () => bundle().then((all) => all.communityDetail),
  deliverArticle: () => bundle().then((all) => all.deliverArticle),
  receivedRemark: () => bundle().then((all) => all.receivedRemark),
};

export default screens;
