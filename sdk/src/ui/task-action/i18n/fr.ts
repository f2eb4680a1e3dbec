import type { Catalog } from '../../../i18n';

const fr: Catalog = {
  'taskAction.pay': 'Payer maintenant',
  'taskAction.payTopup': 'Payer le complément de {amount}',
  'taskAction.offers': 'Offres : {n}',
  'taskAction.introCounter':
    'Indiquez votre prix. Il reste {left} contre-propositions sur {max} (celles des deux parties comptent) ; ensuite, il ne restera qu’à accepter ou refuser.',
  'taskAction.introAcceptPoster':
    'Accepter {price} ? La place vous est réservée pendant {minutes} minutes, le temps de payer.',
  'taskAction.introAcceptTaker':
    'Accepter l’offre du client à {price} ? Il aura alors {minutes} minutes pour payer, et l’argent est conservé en sécurité jusqu’à la fin de la mission.',
  'taskAction.introReject':
    'Refuser cette offre ? Le prestataire en est informé, avec votre motif si vous en donnez un.',
  'taskAction.introWithdraw':
    'Vous retirer de cette mission ? Vous pourrez postuler à nouveau tant que la commande reste ouverte.',
  'taskAction.introStart': 'Prévenez le client que vous avez commencé.',
  'taskAction.introDeliver':
    'Décrivez ce que vous avez fait et ajoutez des photos comme preuve. Le client a {days} jours pour vérifier ; passé ce délai, la mission est validée automatiquement.',
  'taskAction.introRequestChanges':
    'Dites au prestataire ce qu’il reste à faire. Vous pouvez encore demander des modifications {left} fois.',
  'taskAction.introConfirm':
    'Confirmer que le travail est terminé ? {price} sera versé au prestataire. Cette action est définitive.',
  'taskAction.introRequestCancel':
    'L’autre partie a {hours} heures pour répondre. Si elle accepte, ou ne répond pas à temps, la mission est annulée et le client est remboursé intégralement.',
  'taskAction.introAcceptCancel':
    'Accepter l’annulation ? La mission prend fin et le client est remboursé intégralement.',
  'taskAction.introRejectCancel':
    'Refuser l’annulation ? Le service client interviendra pour trancher ; d’ici là, le paiement reste bloqué.',
  'taskAction.introDispute':
    'Le service client examinera le dossier et tranchera. D’ici là, le paiement reste bloqué.',
  'taskAction.price': 'Votre prix (¥)',
  'taskAction.reason': 'Motif',
  'taskAction.reasonOptional': 'Motif (facultatif)',
  'taskAction.responsible': 'Qui est responsable ?',
  'taskAction.responsibleMe': 'Moi',
  'taskAction.responsiblePoster': 'Le client',
  'taskAction.responsibleTaker': 'Le prestataire',
  'taskAction.responsibleNeither': 'Aucun de nous deux',
  'taskAction.note': 'Note',
  'taskAction.photos': 'Photos ({count}/{max})',
  'taskAction.photo': 'Photo {n}',
  'taskAction.addPhotos': 'Ajouter des photos',
  'taskAction.removePhoto': 'Retirer la photo {n}',
  'taskAction.errorReason': 'Veuillez indiquer un motif.',
  'taskAction.errorResponsible': 'Choisissez qui est responsable.',
  'taskAction.errorPrice': 'Saisissez un montant entre ¥0.01 et {max}, avec deux décimales au plus.',
  'taskAction.errorSamePrice': 'C’est déjà le prix proposé. Indiquez-en un autre.',
  'taskAction.errorEvidence': 'Ajoutez une note ou au moins une photo.',
  'taskAction.errorUploading': 'Attendez la fin de l’envoi des photos.',
  'taskAction.errorUploadFailed': 'Une photo n’a pas pu être envoyée. Retirez-la et ajoutez-la de nouveau.',
  'taskAction.errorTooManyPhotos': '{max} photos au maximum : les autres n’ont pas été ajoutées.',
};

export default fr;
