import type { Catalog } from '../../../../i18n';

const en: Catalog = {
  'contractList.title': 'My contracts',
  'contractList.loggedOut': 'Sign in to see what you agreed to.',
  'contractList.login': 'Sign in',
  'contractList.agreements': 'Agreements',
  'contractList.agreed': 'Agreed {date}',
  'contractList.agreedChanged': 'Agreed {date}, updated since',
  'contractList.services': 'Service contracts',
  'contractList.empty': 'Each task you pay or are paid for comes with a service contract, listed here.',
  'contractList.parties': 'Client: {poster} · Provider: {taker}',
  'contractList.asPoster': 'You are the client',
  'contractList.asTaker': 'You are the provider',
  'contractList.paid': 'paid {date}',
  'contractList.service': 'service {date}',
  'contractList.ended': 'ended {date}',
};

export default en;
