import type { Catalog } from '../../../../i18n';

const es: Catalog = {
  'orderCenter.title': 'Mis pedidos',
  'orderCenter.loggedOut': 'Inicia sesión para ver los pedidos que publicaste y las tareas que aceptaste.',
  'orderCenter.login': 'Iniciar sesión',
  'orderCenter.sides': 'Qué pedidos',
  'orderCenter.all': 'Todos los pedidos',
  'orderCenter.total': '{n} en total',
  'orderCenter.groupCount': '{group}: {n}',
  'orderCenter.nonePosted': 'Todavía no has publicado nada.',
  'orderCenter.noneTaken': 'Todavía no has aceptado ninguna tarea.',
  'orderCenter.post': 'Publicar una tarea',
  'orderCenter.find': 'Buscar tareas',
  'orderCenter.evaluations': 'Mis valoraciones',
};

export default es;
