import type { Catalog } from '../../../../i18n';

const es: Catalog = {
  'selectCoupon.title': 'Elige un cupón',
  'selectCoupon.none': 'Sin cupón',
  'selectCoupon.usable': 'Cupones que puedes usar',
  'selectCoupon.unusable': 'No válidos para esta tarea',
  'selectCoupon.empty': 'Todavía no tienes cupones.',
  'selectCoupon.saving': 'Aplicando…',
  'selectCoupon.applied': 'Cupón aplicado',
  'selectCoupon.removed': 'Pagarás sin cupón',
};

export default es;
