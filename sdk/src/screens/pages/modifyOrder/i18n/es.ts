import type { Catalog } from '../../../../i18n';

const es: Catalog = {
  'modifyOrder.title': 'Modificar pedido',
  'modifyOrder.loggedOut': 'Inicia sesión para cambiar tu pedido',
  'modifyOrder.login': 'Vincular teléfono',
  'modifyOrder.missing': 'Este pedido no existe.',
  'modifyOrder.locked': 'Este pedido ya no se puede cambiar: tiene una tarea pagada o ya no está abierto.',
  'modifyOrder.save': 'Guardar cambios',
  'modifyOrder.saved': 'Cambios guardados',
};

export default es;
