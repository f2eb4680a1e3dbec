import type { Catalog } from '../../../i18n';

const es: Catalog = {
  'couponCard.min': 'desde {amount}',
  'couponCard.noMin': 'sin mínimo',
  'couponCard.until': 'Válido hasta el {date}',
  'couponCard.ended': 'Caducó el {date}',
  'couponCard.usedOn': 'Usado el {date}',
  'couponCard.soon': 'Caduca pronto',
  'couponCard.held': 'En una tarea pendiente de pago',
};

export default es;
