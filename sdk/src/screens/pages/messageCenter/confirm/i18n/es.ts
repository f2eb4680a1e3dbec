import type { Catalog } from '../../../../../i18n';

const es: Catalog = {
  'messageCenter.deleteTitle': '¿Eliminar esta conversación?',
  'messageCenter.deleteBody': 'Solo se quita de tu lista. Volverá a aparecer si llega un mensaje nuevo.',
};

export default es;
