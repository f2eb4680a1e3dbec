// The pagesCommunity group's screens, which its table (router/groups/pagesCommunity.ts) imports: the table and
// all of them are one chunk, as the spec's subpackage. Their texts are the community's
// (ui/community/i18n/), one chunk per locale other than en.
export * as businessDetail from './businessDetail/businessDetail';
export * as businessList from './businessList/businessList';
export * as communityDetail from './communityDetail/communityDetail';
export * as deliverArticle from './deliverArticle/deliverArticle';
export * as infoCommunity from './infoCommunity/infoCommunity';
export * as receivedRemark from './receivedRemark/receivedRemark';
