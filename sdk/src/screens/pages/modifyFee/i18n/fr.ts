import type { Catalog } from '../../../../i18n';

const fr: Catalog = {
  'modifyFee.title': 'Modifier le montant',
  'modifyFee.order': 'Commande',
  'modifyFee.taker': 'Prestataire',
  'modifyFee.poster': 'Client',
  'modifyFee.current': 'Montant actuel',
  'modifyFee.asked': 'Changement demandé',
  'modifyFee.newFee': 'Nouveau montant (¥)',
  'modifyFee.placeholder': 'Par exemple 120 ou 99.50',
  'modifyFee.reason': 'Motif (facultatif)',
  'modifyFee.submit': 'Confirmer',
  'modifyFee.invalid': 'Saisissez un montant en yuans, par exemple 120 ou 99.50.',
  'modifyFee.tooLow': 'Le montant doit être supérieur à {min}.',
  'modifyFee.tooHigh': 'Le montant ne peut pas dépasser {max}.',
  'modifyFee.same': 'C’est déjà le montant proposé.',
  'modifyFee.applies':
    'La tâche n’est pas encore payée : le nouveau montant s’applique tout de suite, vous paierez {amount}.',
  'modifyFee.raises':
    'La tâche est payée : vous réglez maintenant la différence de {amount} en complément. Le montant change une fois le complément payé.',
  'modifyFee.lowers':
    'La tâche est payée : {name} doit donner son accord. S’il accepte, {amount} vous est remboursé.',
  'modifyFee.withdraws': 'Cela retire le changement demandé ; le montant reste {fee}.',
  'modifyFee.pendingRaise': 'Un complément de {amount} attend d’être payé.',
  'modifyFee.pendingLower': 'En attente de la réponse de {name}.',
  'modifyFee.payTopup': 'Payer le complément de {amount}',
  'modifyFee.askedOfYou':
    'Le client demande de baisser le montant de {from} à {to}. Si vous acceptez, la différence lui est remboursée.',
  'modifyFee.why': 'Son motif : {reason}',
  'modifyFee.agree': 'Accepter {fee}',
  'modifyFee.keep': 'Garder {fee}',
  'modifyFee.notNow': 'Le montant de cette tâche ne peut pas être modifié pour le moment.',
  'modifyFee.back': 'Retour',
  'modifyFee.doneChanged': 'Montant modifié',
  'modifyFee.doneAsked': 'Envoyé à {name} pour accord',
  'modifyFee.doneWithdrawn': 'Changement retiré',
  'modifyFee.doneAccepted': 'Vous avez accepté le nouveau montant',
  'modifyFee.doneDeclined': 'Vous avez gardé le montant actuel',
};

export default fr;
