import type { Catalog } from '../../../../i18n';

const fr: Catalog = {
  'aboutUs.title': 'À propos',
  'aboutUs.description':
    'Publiez une mission et confiez-la à quelqu’un près de chez vous, ou acceptez des missions et gagnez de l’argent. Discutez, convenez d’un prix, payez en toute sécurité et laissez un avis, le tout au même endroit.',
  'aboutUs.version': 'Version {version}',
  'aboutUs.agreements': 'Conditions et politiques',
  'aboutUs.productName': 'Marché des missions',
};

export default fr;
