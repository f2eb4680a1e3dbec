import type { Catalog } from '../../../../i18n';

const es: Catalog = {
  'kefuTrade.title': 'Detalle de la transacción',
  'kefuTrade.status': 'Estado',
  'kefuTrade.fee': 'Tarifa',
  'kefuTrade.coupon': 'Cupón',
  'kefuTrade.noCoupon': 'Ninguno',
  'kefuTrade.poster': 'Cliente',
  'kefuTrade.taker': 'Proveedor',
  'kefuTrade.address': 'Dirección',
  'kefuTrade.payments': 'Pagos',
  'kefuTrade.ledger': 'Asientos contables',
  'kefuTrade.log': 'Historial',
  'kefuTrade.evaluations': 'Valoraciones',
  'kefuTrade.chat': 'Chat entre las dos partes',
  'kefuTrade.openChat': 'Leer el chat',
  'kefuTrade.none': 'Ninguno.',
};

export default es;
