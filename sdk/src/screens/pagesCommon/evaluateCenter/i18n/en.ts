import type { Catalog } from '../../../../i18n';

const en: Catalog = {
  'evaluateCenter.title': 'My evaluations',
  'evaluateCenter.received': 'Received',
  'evaluateCenter.given': 'Given',
  'evaluateCenter.fromPoster': 'From a customer',
  'evaluateCenter.fromTaker': 'From a provider',
  'evaluateCenter.asPoster': 'As the customer',
  'evaluateCenter.asTaker': 'As the provider',
  'evaluateCenter.hidden': 'Not shown to them yet',
  'evaluateCenter.open': 'Details',
  'evaluateCenter.count': 'Evaluations: {n}',
  'evaluateCenter.givenCount': 'Evaluations given: {n}',
  'evaluateCenter.noneReceived': 'No evaluations received yet.',
  'evaluateCenter.noneGiven': 'You have not evaluated anyone yet.',
  'evaluateCenter.emptyHint': 'Evaluations open once a task is completed.',
  'evaluateCenter.loggedOut': 'Sign in to see your evaluations.',
  'evaluateCenter.login': 'Sign in',
};

export default en;
