import type { Catalog } from '../../../i18n';

const catalog: Catalog = {
  'withdrawalRow.title': 'Retrait vers WeChat',
  'withdrawalRow.pending': 'En cours',
  'withdrawalRow.waiting': 'En attente de votre confirmation',
  'withdrawalRow.cancelling': 'Annulation en cours',
  'withdrawalRow.succeeded': 'Reçu',
  'withdrawalRow.failed': 'Échoué',
  'withdrawalRow.cancelled': 'Annulé',
  'withdrawalRow.started': 'Demandé le {date}',
  'withdrawalRow.finished': 'Terminé le {date}',
};

export default catalog;
