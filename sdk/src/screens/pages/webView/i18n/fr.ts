import type { Catalog } from '../../../../i18n';

const fr: Catalog = {
  'webView.title': 'Page web',
  'webView.refusedTitle': 'Ce lien ne peut pas être ouvert ici',
  'webView.refusedBody':
    'Pour votre sécurité, seuls les liens sécurisés vers des sites de confiance s’ouvrent dans cette fenêtre.',
};

export default fr;
