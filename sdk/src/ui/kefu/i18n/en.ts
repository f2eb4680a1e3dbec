import type { Catalog } from '../../../i18n';

const en: Catalog = {
  'kefu.reason': 'Reason (written to the audit log)',
  'kefu.reasonRequired': 'Please give a reason.',
  'kefu.cancel': 'Cancel',
  'kefu.audit': 'Audit log',
  'kefu.noAudit': 'No customer service action yet.',
};

export default en;
