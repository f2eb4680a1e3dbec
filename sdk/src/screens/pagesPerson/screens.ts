// The pagesPerson group's screens, which its table (router/groups/pagesPerson.ts) imports: the table and
// all of them are one chunk, as the spec's subpackage. Their texts in each other locale are one
// chunk too (./i18n/<locale>.ts, which every screen's messages.ts loads).
export * as browseHistory from './browseHistory/browseHistory';
export * as cashOut from './cashOut/cashOut';
export * as cashRecord from './cashRecord/cashRecord';
export * as certificationView from './certificationView/certificationView';
export * as contractList from './contractList/contractList';
export * as editInformation from './editInformation/editInformation';
export * as myCollection from './myCollection/myCollection';
export * as myPartner from './myPartner/myPartner';
export * as myTeam from './myTeam/myTeam';
export * as walletView from './walletView/walletView';
