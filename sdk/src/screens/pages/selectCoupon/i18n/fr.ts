import type { Catalog } from '../../../../i18n';

const fr: Catalog = {
  'selectCoupon.title': 'Choisir un bon',
  'selectCoupon.none': 'Sans bon de réduction',
  'selectCoupon.usable': 'Bons utilisables',
  'selectCoupon.unusable': 'Non valables pour cette tâche',
  'selectCoupon.empty': 'Vous n’avez pas encore de bon de réduction.',
  'selectCoupon.saving': 'Application…',
  'selectCoupon.applied': 'Bon appliqué',
  'selectCoupon.removed': 'Paiement sans bon de réduction',
};

export default fr;
