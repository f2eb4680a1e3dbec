// The pagesCommon group's screens, which its table (router/groups/pagesCommon.ts) imports: the table and
// all of them are one chunk, as the spec's subpackage. Their texts in each other locale are one
// chunk too (./i18n/<locale>.ts, which every screen's messages.ts loads).
export * as evaluateCenter from './evaluateCenter/evaluateCenter';
export * as evaluateDetail from './evaluateDetail/evaluateDetail';
export * as feedbackView from './feedbackView/feedbackView';
