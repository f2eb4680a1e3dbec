import type { Catalog } from '../../../../i18n';

const es: Catalog = {
  'authorisationView.title': 'Acceso con WeChat',
  'authorisationView.heading': 'Inicia sesión con WeChat',
  'authorisationView.intro': 'WeChat nos confirma quién eres, así la próxima vez entras sin código.',
  'authorisationView.introBind': 'Vincula tu WeChat a esta cuenta: podrás iniciar sesión y pagar con WeChat.',
  'authorisationView.start': 'Continuar con WeChat',
  'authorisationView.usePhone': 'Prefiero usar mi número de móvil',
  'authorisationView.finishing': 'Iniciando sesión…',
  'authorisationView.signedIn': 'Sesión iniciada',
  'authorisationView.notBound': 'Este WeChat aún no está vinculado a ninguna cuenta',
  'authorisationView.notBoundBody':
    'Vincula tu número de móvil una vez y enlazaremos este WeChat a tu cuenta.',
  'authorisationView.bindPhone': 'Vincular móvil',
  'authorisationView.bound': 'Tu WeChat ya está vinculado a tu cuenta',
  'authorisationView.toPersonCenter': 'Ir a mi página',
  'authorisationView.otherBrowser':
    'Este inicio de sesión empezó en otro navegador o pestaña. Vuelve a empezar aquí.',
  'authorisationView.errorDenied': 'No autorizaste el inicio de sesión en WeChat.',
  'authorisationView.errorExpired': 'El inicio de sesión tardó demasiado. Vuelve a empezar.',
  'authorisationView.errorFailed': 'WeChat no pudo confirmar quién eres. Inténtalo de nuevo.',
};

export default es;
