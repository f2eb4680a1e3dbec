import type { GroupScreens } from '../routes';

/** The pagesCommunity group's screens: a chunk of its own, fetched when a path of the group opens. */
const screens: GroupScreens<'pagesCommunity'> = {
  // community (issue 12)
  businessList: () => import('../../screens/pagesCommunity/businessList/businessList'),
  businessDetail: () => import('../../screens/pagesCommunity/businessDetail/businessDetail'),
  infoCommunity: () => import('../../screens/pagesCommunity/infoCommunity/infoCommunity'),
  communityDetail: () => import('../../screens/pagesCommunity/communityDetail/communityDetail'),
  deliverArticle: () => import('../../screens/pagesCommunity/deliverArticle/deliverArticle'),
  receivedRemark: () => import('../../screens/pagesCommunity/receivedRemark/receivedRemark'),
};

export default screens;
