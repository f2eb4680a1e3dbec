// The pagesCommon group's screens in one chunk, as the spec's subpackage: its table
// (router/groups/pagesCommon.ts) takes each screen from here. Each screen's texts in the other
// locales stay chunks of their own.
export * as evaluateCenter from './evaluateCenter/evaluateCenter';
export * as evaluateDetail from './evaluateDetail/evaluateDetail';
export * as feedbackView from './feedbackView/feedbackView';
