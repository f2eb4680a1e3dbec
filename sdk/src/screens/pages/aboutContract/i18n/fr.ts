import type { Catalog } from '../../../../i18n';

const fr: Catalog = {
  'aboutContract.title': 'Conditions',
  'aboutContract.missing': 'Aucun document n’a été indiqué.',
  'aboutContract.updated': 'Dernière mise à jour : {date}',
};

export default fr;
