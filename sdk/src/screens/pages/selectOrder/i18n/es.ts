import type { Catalog } from '../../../../i18n';

const es: Catalog = {
  'selectOrder.title': 'Elegir un pedido',
  'selectOrder.intro': 'Elige uno de tus pedidos abiertos para enviarlo en este chat.',
  'selectOrder.list': 'Tus pedidos abiertos',
  'selectOrder.send': 'Enviar',
  'selectOrder.empty': 'No tienes pedidos abiertos para enviar.',
  'selectOrder.post': 'Publicar una tarea',
  'selectOrder.loggedOut': 'Inicia sesión para enviar uno de tus pedidos.',
  'selectOrder.login': 'Iniciar sesión',
};

export default es;
