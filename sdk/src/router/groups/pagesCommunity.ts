import * as all from '../../screens/pagesCommunity/screens';
import type { GroupScreens } from '../routes';

/**
 * The pagesCommunity group's table and all its screens, one chunk: fetched the first time a path
 * of the group opens.
 * The group downloads whole, as the spec's subpackages do: one request, no wait for a table
 * before the screen on a deep link, one file rather than one per screen (bench/RESULTS.md,
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
