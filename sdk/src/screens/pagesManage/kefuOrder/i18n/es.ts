import type { Catalog } from '../../../../i18n';

const es: Catalog = {
  'kefuOrder.pageTitle': 'Pedido (atención al cliente)',
  'kefuOrder.order': 'Pedido',
  'kefuOrder.status': 'Estado',
  'kefuOrder.price': 'Precio',
  'kefuOrder.poster': 'Cliente',
  'kefuOrder.address': 'Dirección',
  'kefuOrder.revealAddress': 'Mostrar la dirección exacta',
  'kefuOrder.correct': 'Corregir el pedido',
  'kefuOrder.title': 'Título',
  'kefuOrder.description': 'Descripción',
  'kefuOrder.priceYuan': 'Precio, en yuanes',
  'kefuOrder.priceInvalid': 'Indica el precio en yuanes, con dos decimales como máximo.',
  'kefuOrder.nothingChanged': 'Cambia primero algún campo.',
  'kefuOrder.save': 'Guardar la corrección',
  'kefuOrder.removeTitle': 'Retirar el pedido',
  'kefuOrder.remove': 'Retirar',
};

export default es;
