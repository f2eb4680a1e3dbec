import type { Catalog } from '../../../../i18n';

const fr: Catalog = {
  'homeView.title': 'Accueil',
  'homeView.banners': 'À la une',
  'homeView.slide': 'Diapositive {index} sur {total}',
  'homeView.entries': 'Raccourcis',
  'homeView.share': 'Partager',
  'homeView.aboutUs': 'À propos',
  'homeView.deliverOrder': 'Publier une tâche',
  'homeView.hotTask': 'Missions populaires',
  'homeView.recommendTask': 'Recommandé pour vous',
  // community (issue 12)
  'homeView.community': 'Communauté',
  'homeView.businesses': 'Commerces du quartier',
  'homeView.linkCopied': 'Lien copié, ouvrez-le dans un navigateur',
  'homeView.productName': 'Marché des missions',
};

export default fr;
