import type { Catalog } from '../../../i18n';

const en: Catalog = {
  'kefu.reason': 'Reason (written to the audit log)',
  'kefu.reasonRequired': 'Please give a reason.',
  'kefu.cancel': 'Cancel',
  'kefu.audit': 'Audit log',
  'kefu.noAudit': 'No customer service action yet.',
  'kefu.approve': 'Approve',
  'kefu.reject': 'Reject',
  'kefu.verify': 'Verify',
  'kefu.remove': 'Remove',
  'kefu.restore': 'Restore',
  'kefu.answer': 'Answer',
  'kefu.answerText': 'Your answer (the person reads it)',
  'kefu.openTask': 'Open the task',
  'kefu.openUser': 'Open the person',
  'kefu.statusPending': 'Waiting for review',
  'kefu.statusApproved': 'Approved',
  'kefu.statusVerified': 'Verified',
  'kefu.statusRejected': 'Rejected',
  'kefu.feedbackSuggestion': 'Suggestion',
  'kefu.feedbackProblem': 'Problem',
  'kefu.feedbackComplaintPerson': 'Complaint about a person',
  'kefu.feedbackComplaintOrder': 'Complaint about an order',
  'kefu.answerRequired': 'Please write an answer.',
};

export default en;
