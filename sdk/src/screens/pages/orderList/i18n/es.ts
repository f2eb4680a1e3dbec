import type { Catalog } from '../../../../i18n';

const es: Catalog = {
  'orderList.groups': 'Estados de los pedidos',
  'orderList.nonePoster': 'Todavía no has publicado nada.',
  'orderList.noneTaker': 'Todavía no has aceptado ninguna tarea.',
  'orderList.noneHere': 'No hay pedidos en este estado.',
  'orderList.post': 'Publicar una tarea',
  'orderList.find': 'Buscar tareas',
  'orderList.loggedOut': 'Inicia sesión para ver tus pedidos.',
  'orderList.login': 'Iniciar sesión',
};

export default es;
