import type { Catalog } from '../../../../i18n';

const fr: Catalog = {
  'messageCenter.title': 'Messages',
  'messageCenter.loggedOutTitle': 'Connectez-vous pour voir vos messages',
  'messageCenter.loggedOutBody':
    'Échangez avec les demandeurs et les prestataires au sujet de vos tâches et commandes.',
  'messageCenter.login': 'Associer mon téléphone',
  'messageCenter.empty': 'Aucune conversation pour le moment',
  'messageCenter.emptyBody': 'Quand vous contactez quelqu’un pour une tâche, la conversation apparaît ici.',
  'messageCenter.list': 'Conversations',
  'messageCenter.noMessage': 'Pas encore de message',
  'messageCenter.picture': '[Photo]',
  'messageCenter.order': '[Commande]',
  'messageCenter.task': '[Candidature]',
  'messageCenter.system': '[Notification]',
  'messageCenter.unread': '{count} non lus',
  'messageCenter.delete': 'Supprimer',
  'messageCenter.deleteNamed': 'Supprimer la conversation avec {name}',
};

export default fr;
