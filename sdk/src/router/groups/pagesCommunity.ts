import * as all from '../../screens/pagesCommunity/screens';
import type { GroupScreens } from '../routes';

/**
 * The pagesCommunity group's table and screens: one chunk, fetched the first time a path of the group
 * opens. All the group's screens come at once, as a subpackage
 * of the spec downloads whole: one request and no table-then-screen wait on a deep link, and one
 * file rather than one per screen and per set of screens sharing a module (bench/RESULTS.md,
 * "Everything one person can download").
 */

const screens: GroupScreens<'pagesCommunity'> = {
  // community (issue 12)
  businessList: () => Promise.resolve(all.businessList),
  businessDetail: () => Promise.resolve(all.businessDetail),
  infoCommunity: () => Promise.resolve(all.infoCommunity),
  communityDetail: () => Promise.resolve(all.communityDetail),
  deliverArticle: () => Promise.resolve(all.deliverArticle),
  receivedRemark: () => Promise.resolve(all.receivedRemark),
};

export default screens;
