import type { Catalog } from '../../../../i18n';

const es: Catalog = {
  'evaluateCenter.title': 'Mis valoraciones',
  'evaluateCenter.received': 'Recibidas',
  'evaluateCenter.given': 'Hechas',
  'evaluateCenter.fromPoster': 'De un cliente',
  'evaluateCenter.fromTaker': 'De un profesional',
  'evaluateCenter.asPoster': 'Como cliente',
  'evaluateCenter.asTaker': 'Como profesional',
  'evaluateCenter.hidden': 'Aún no la ve',
  'evaluateCenter.open': 'Detalles',
  'evaluateCenter.count': 'Valoraciones: {n}',
  'evaluateCenter.givenCount': 'Valoraciones hechas: {n}',
  'evaluateCenter.noneReceived': 'Todavía no has recibido valoraciones.',
  'evaluateCenter.noneGiven': 'Todavía no has valorado a nadie.',
  'evaluateCenter.emptyHint': 'Las valoraciones se abren al completar una tarea.',
  'evaluateCenter.loggedOut': 'Inicia sesión para ver tus valoraciones.',
  'evaluateCenter.login': 'Iniciar sesión',
};

export default es;
