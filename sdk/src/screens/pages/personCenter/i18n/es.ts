import type { Catalog } from '../../../../i18n';

const es: Catalog = {
  'personCenter.title': 'Mi cuenta',
  'personCenter.loggedOutTitle': 'No has iniciado sesión',
  'personCenter.loggedOutBody': 'Vincula tu número de móvil para gestionar tus tareas, pedidos y monedero.',
  'personCenter.login': 'Vincular teléfono',
  'personCenter.avatar': 'Foto de perfil',
  'personCenter.phone': 'Número de móvil',
  'personCenter.realName': 'Verificación de identidad',
  'personCenter.smrz0': 'Sin verificar',
  'personCenter.smrz1': 'En revisión',
  'personCenter.smrz2': 'Verificada',
  'personCenter.smrz3': 'No aprobada',
  'personCenter.aboutUs': 'Sobre nosotros',
  'personCenter.editInformation': 'Editar perfil',
  'personCenter.walletView': 'Monedero',
  'personCenter.couponView': 'Cupones',
  'personCenter.myCollection': 'Favoritos',
  'personCenter.browseHistory': 'Historial de navegación',
  'personCenter.contractList': 'Mis contratos',
  'personCenter.certificationView': 'Certificaciones',
  'personCenter.feedbackView': 'Sugerencias y quejas',
  'personCenter.logout': 'Cerrar sesión',
  'personCenter.logoutTitle': '¿Cerrar sesión?',
  'personCenter.logoutBody': 'Tendrás que volver a vincular tu teléfono para usar tu cuenta aquí.',
  'personCenter.orderCenter': 'Mis pedidos',
  'personCenter.manageAddress': 'Direcciones',
  'personCenter.evaluateCenter': 'Mis valoraciones',
  'personCenter.notifications': 'Notificaciones',
  'personCenter.feedbackUnread': 'Respuestas sin leer: {count}',
};

export default es;
