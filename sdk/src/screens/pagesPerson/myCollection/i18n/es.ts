import type { Catalog } from '../../../../i18n';

const es: Catalog = {
  'myCollection.title': 'Favoritos',
  'myCollection.orders': 'Pedidos',
  'myCollection.talents': 'Profesionales',
  'myCollection.remove': 'Quitar',
  'myCollection.removed': 'Quitado de favoritos',
  'myCollection.noOrders': 'Los pedidos que guardes aparecerán aquí.',
  'myCollection.findOrders': 'Ver el tablón de tareas',
  'myCollection.noTalents': 'Las personas que guardes aparecerán aquí.',
  'myCollection.findTalents': 'Buscar profesionales',
  'myCollection.loggedOut': 'Inicia sesión para ver lo que has guardado.',
  'myCollection.login': 'Iniciar sesión',
};

export default es;
