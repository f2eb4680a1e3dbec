import type { Catalog } from '../../../../i18n';

const es: Catalog = {
  'messageCenter.title': 'Mensajes',
  'messageCenter.loggedOutTitle': 'Inicia sesión para ver tus mensajes',
  'messageCenter.loggedOutBody': 'Habla con quienes publican y ayudan sobre tus tareas y pedidos.',
  'messageCenter.login': 'Vincular teléfono',
  'messageCenter.empty': 'Aún no tienes conversaciones',
  'messageCenter.emptyBody': 'Cuando contactes a alguien por una tarea, la conversación aparecerá aquí.',
  'messageCenter.list': 'Conversaciones',
  'messageCenter.noMessage': 'Todavía no hay mensajes',
  'messageCenter.picture': '[Imagen]',
  'messageCenter.order': '[Pedido]',
  'messageCenter.task': '[Solicitud de tarea]',
  'messageCenter.system': '[Aviso]',
  'messageCenter.unread': '{count} sin leer',
  'messageCenter.delete': 'Eliminar',
  'messageCenter.deleteNamed': 'Eliminar la conversación con {name}',
};

export default es;
