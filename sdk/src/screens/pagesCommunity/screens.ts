// The pagesCommunity group's screens in one chunk, as the spec's subpackage: its table
// (router/groups/pagesCommunity.ts) takes each screen from here. Each screen's texts in the other
// locales stay chunks of their own.

export * as businessDetail from './businessDetail/businessDetail';
export * as businessList from './businessList/businessList';
export * as communityDetail from './communityDetail/communityDetail';
export * as deliverArticle from './deliverArticle/deliverArticle';
export * as infoCommunity from './infoCommunity/infoCommunity';
export * as receivedRemark from './receivedRemark/receivedRemark';
