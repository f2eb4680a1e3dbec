import type { Catalog } from '../../../../i18n';

const es: Catalog = {
  'couponView.title': 'Cupones',
  'couponView.available': 'Disponibles',
  'couponView.used': 'Usados',
  'couponView.expired': 'Caducados',
  'couponView.emptyAvailable': 'Ahora mismo no tienes cupones para usar.',
  'couponView.emptyUsed': 'Aquí aparecerán los cupones que uses.',
  'couponView.emptyExpired': 'No tienes cupones caducados.',
  'couponView.find': 'Ver el tablón de tareas',
  'couponView.loggedOut': 'Inicia sesión para ver tus cupones.',
  'couponView.login': 'Iniciar sesión',
  'couponView.welcome': 'Regalos de bienvenida para nuevos miembros',
  'couponView.welcomeBody': 'Regístrate con tu número de teléfono y estos cupones serán tuyos.',
  'couponView.signUp': 'Regístrate para obtenerlos',
  'couponView.later': 'Ahora no',
  'couponView.newTitle': 'Cupones nuevos para ti: {n}',
  'couponView.newBody': 'Rebajan lo que pagas por una tarea.',
  'couponView.view': 'Ver mis cupones',
  'couponView.soonToast': 'Cupones que caducan en menos de 3 días: {n}',
};

export default es;
