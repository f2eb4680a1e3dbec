import type { Catalog } from '../../../../i18n';

const fr: Catalog = {
  'receiverList.title': 'Prestataires',
  'receiverList.missing': 'Ce lien n’indique aucune commande.',
  'receiverList.spots': '{paid} place(s) payée(s) sur {total}',
  'receiverList.empty': 'Personne n’a encore pris cette commande.',
  'receiverList.open': 'Détail et historique',
  'receiverList.contact': 'Message',
  'receiverList.contactNamed': 'Envoyer un message à {name}',
};

export default fr;
