import type { Catalog } from '../../../i18n';

const es: Catalog = {
  'orderCard.from': 'desde {price}',
  'orderCard.quote': 'A presupuestar',
  'orderCard.time': 'Servicio: {time}',
  'orderCard.left': 'Quedan {n}',
};

export default es;
