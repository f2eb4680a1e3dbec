import type { Catalog } from '../../../../i18n';

const fr: Catalog = {
  'bargainingView.title': 'Négociation',
  'bargainingView.missing': 'Ce lien n’indique aucune mission.',
  'bargainingView.reference': 'Prix indicatif {price}',
  'bargainingView.you': 'Vous',
  'bargainingView.contact': 'Message',
  'bargainingView.contactNamed': 'Envoyer un message à {name}',
  'bargainingView.offers': 'Offres',
  'bargainingView.quoted': '{who} : premier devis',
  'bargainingView.countered': '{who} : contre-proposition',
  'bargainingView.yourMove': 'À vous de jouer : l’offre en cours est de {price}.',
  'bargainingView.theirMove': 'En attente de la réponse : {who}.',
  'bargainingView.over': 'La négociation est terminée : {state}.',
  'bargainingView.rounds': 'Contre-propositions utilisées : {used} sur {max}.',
  'bargainingView.limit':
    'Les {max} contre-propositions sont épuisées. L’offre en cours ne peut plus qu’être acceptée, refusée ou retirée.',
};

export default fr;
