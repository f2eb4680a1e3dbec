import type { Catalog } from '../../../i18n';

const fr: Catalog = {
  'kefu.reason': 'Motif (inscrit au journal d’audit)',
  'kefu.reasonRequired': 'Veuillez indiquer un motif.',
  'kefu.cancel': 'Annuler',
  'kefu.audit': 'Journal d’audit',
  'kefu.noAudit': 'Aucune action du service client pour le moment.',
  'kefu.approve': 'Approuver',
  'kefu.reject': 'Refuser',
  'kefu.verify': 'Vérifier',
  'kefu.remove': 'Retirer',
  'kefu.restore': 'Rétablir',
  'kefu.answer': 'Répondre',
  'kefu.answerText': 'Votre réponse (la personne la lira)',
  'kefu.openTask': 'Ouvrir la tâche',
  'kefu.openUser': 'Ouvrir la fiche de la personne',
  'kefu.statusPending': 'En attente de vérification',
  'kefu.statusApproved': 'Approuvé',
  'kefu.statusVerified': 'Vérifié',
  'kefu.statusRejected': 'Refusé',
  'kefu.feedbackSuggestion': 'Suggestion',
  'kefu.feedbackProblem': 'Problème',
  'kefu.feedbackComplaintPerson': 'Réclamation contre une personne',
  'kefu.feedbackComplaintOrder': 'Réclamation sur une commande',
  'kefu.answerRequired': 'Veuillez écrire une réponse.',
};

export default fr;
