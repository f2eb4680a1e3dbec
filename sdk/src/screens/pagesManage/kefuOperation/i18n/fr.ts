import type { Catalog } from '../../../../i18n';

const fr: Catalog = {
  'kefuOperation.title': 'Service client',
  'kefuOperation.search': 'Téléphone, identifiant ou titre',
  'kefuOperation.qRequired': 'Saisissez un téléphone, un identifiant ou des mots d’un titre.',
  'kefuOperation.find': 'Rechercher',
  'kefuOperation.nothing': 'Aucun résultat.',
  'kefuOperation.user': 'Utilisateur',
  'kefuOperation.order': 'Commande',
  'kefuOperation.task': 'Tâche',
  'kefuOperation.queueDisputes': 'Litiges ouverts',
  'kefuOperation.queueCancellations': 'Annulations sans réponse dans le délai',
  'kefuOperation.queueEmpty': 'Rien en attente.',
  'kefuOperation.queueCertificates': 'Certificats à vérifier',
  'kefuOperation.queueBusinesses': 'Commerces à vérifier',
  'kefuOperation.queueReports': 'Contenus signalés',
  'kefuOperation.queueFeedback': 'Avis sans réponse',
};

export default fr;
