import type { Catalog } from '../../../../i18n';

const es: Catalog = {
  'kefuOperation.title': 'Atención al cliente',
  'kefuOperation.search': 'Teléfono, id o título',
  'kefuOperation.qRequired': 'Escribe un teléfono, un id o palabras de un título.',
  'kefuOperation.find': 'Buscar',
  'kefuOperation.nothing': 'No hay resultados.',
  'kefuOperation.user': 'Usuario',
  'kefuOperation.order': 'Pedido',
  'kefuOperation.task': 'Tarea',
  'kefuOperation.queueDisputes': 'Disputas abiertas',
  'kefuOperation.queueCancellations': 'Cancelaciones sin respuesta a tiempo',
  'kefuOperation.queueEmpty': 'Nada pendiente.',
  'kefuOperation.queueCertificates': 'Certificados por verificar',
  'kefuOperation.queueBusinesses': 'Negocios por verificar',
  'kefuOperation.queueReports': 'Contenido denunciado',
  'kefuOperation.queueFeedback': 'Opiniones sin respuesta',
};

export default es;
