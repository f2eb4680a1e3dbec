import type { Catalog } from '../../../../i18n';

const fr: Catalog = {
  'kefuTask.title': 'Tâche (service client)',
  'kefuTask.task': 'Tâche',
  'kefuTask.trade': 'Détail de la transaction',
  'kefuTask.order': 'Commande',
  'kefuTask.taker': 'Prestataire',
  'kefuTask.actions': 'Ce que vous pouvez faire',
  'kefuTask.noActions': 'Le service client n’a aucune action sur cette tâche dans son état actuel.',
  'kefuTask.supervisorOnly':
    'Le tarif dépasse {amount} : seul un superviseur peut libérer, rembourser ou partager le paiement.',
  'kefuTask.takerPart': 'Part du prestataire, en yuans (tarif {fee})',
  'kefuTask.splitRange': 'Indiquez la part du prestataire : plus de 0 et moins de {fee}.',
  'kefuTask.log': 'Historique',
};

export default fr;
