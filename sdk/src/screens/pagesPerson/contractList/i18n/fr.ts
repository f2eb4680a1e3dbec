import type { Catalog } from '../../../../i18n';

const fr: Catalog = {
  'contractList.title': 'Mes contrats',
  'contractList.loggedOut': 'Connectez-vous pour voir ce que vous avez accepté.',
  'contractList.login': 'Se connecter',
  'contractList.agreements': 'Conditions',
  'contractList.agreed': 'Accepté le {date}',
  'contractList.agreedChanged': 'Accepté le {date}, modifié depuis',
  'contractList.services': 'Contrats de service',
  'contractList.empty':
    'Chaque tâche que vous payez ou qui vous est payée a un contrat de service, listé ici.',
  'contractList.parties': 'Client : {poster} · Prestataire : {taker}',
  'contractList.asPoster': 'Vous êtes le client',
  'contractList.asTaker': 'Vous êtes le prestataire',
  'contractList.paid': 'payé le {date}',
  'contractList.service': 'service le {date}',
  'contractList.ended': 'terminé le {date}',
};

export default fr;
