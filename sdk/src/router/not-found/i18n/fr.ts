import type { Catalog } from '../../../i18n';

const fr: Catalog = {
  'notFound.title': 'Page introuvable',
  'notFound.body': 'Cette page n’existe pas ou a été déplacée.',
  'notFound.backHome': 'Retour à l’accueil',
};

export default fr;
