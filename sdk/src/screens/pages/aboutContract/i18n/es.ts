import type { Catalog } from '../../../../i18n';

const es: Catalog = {
  'aboutContract.title': 'Condiciones',
  'aboutContract.missing': 'No se ha indicado ningún documento.',
  'aboutContract.updated': 'Última actualización: {date}',
};

export default es;
