import type { Catalog } from '../../../../i18n';

const es: Catalog = {
  'browseHistory.title': 'Historial de navegación',
  'browseHistory.open': 'Abierto',
  'browseHistory.full': 'Completo',
  'browseHistory.closed': 'Cerrado',
  'browseHistory.empty': 'Los pedidos que abras aparecerán aquí.',
  'browseHistory.find': 'Ver el tablón de tareas',
  'browseHistory.loggedOut': 'Inicia sesión para ver los pedidos que has visto.',
  'browseHistory.login': 'Iniciar sesión',
};

export default es;
