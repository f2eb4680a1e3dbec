// The pagesCommon group's screens, which its table (router/groups/pagesCommon.ts) imports: the table and
// all of them are one chunk, as the spec's subpackage. Each screen's texts in the other locales
// stay chunks of their own.
export * as evaluateCenter from './evaluateCenter/evaluateCenter';
export * as evaluateDetail from './evaluateDetail/evaluateDetail';
export * as feedbackView from './feedbackView/feedbackView';
