import type { Catalog } from '../../../../i18n';

const es: Catalog = {
  'webView.title': 'Página web',
  'webView.refusedTitle': 'Este enlace no se puede abrir aquí',
  'webView.refusedBody':
    'Por tu seguridad, en esta ventana solo se abren enlaces seguros de sitios de confianza.',
};

export default es;
