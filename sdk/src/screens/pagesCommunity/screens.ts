// The pagesCommunity group's screens, which its table (router/groups/pagesCommunity.ts) imports: the table and
// all of them are one chunk, as the spec's subpackage. Each screen's texts in the other locales
// stay chunks of their own.
export * as businessDetail from './businessDetail/businessDetail';
export * as businessList from './businessList/businessList';
export * as communityDetail from './communityDetail/communityDetail';
export * as deliverArticle from './deliverArticle/deliverArticle';
export * as infoCommunity from './infoCommunity/infoCommunity';
export * as receivedRemark from './receivedRemark/receivedRemark';
