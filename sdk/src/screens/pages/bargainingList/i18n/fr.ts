import type { Catalog } from '../../../../i18n';

const fr: Catalog = {
  'bargainingList.title': 'Devis',
  'bargainingList.missing': 'Ce lien n’indique aucune commande.',
  'bargainingList.reference': 'Votre prix indicatif {price}',
  'bargainingList.empty': 'Aucun devis en attente. Les nouveaux devis s’afficheront ici.',
  'bargainingList.open': 'Voir les offres',
};

export default fr;
