import type { Catalog } from '../../../i18n';

const es: Catalog = {
  'copyText.copied': 'Contenido copiado',
  'copyText.failed': 'No se pudo copiar; cópialo manualmente',
};

export default es;
