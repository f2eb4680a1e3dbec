import type { Catalog } from '../../../i18n';

const fr: Catalog = {
  'kefu.reason': 'Motif (inscrit au journal d’audit)',
  'kefu.reasonRequired': 'Veuillez indiquer un motif.',
  'kefu.cancel': 'Annuler',
  'kefu.audit': 'Journal d’audit',
  'kefu.noAudit': 'Aucune action du service client pour le moment.',
};

export default fr;
