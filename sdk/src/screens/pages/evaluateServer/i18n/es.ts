import type { Catalog } from '../../../../i18n';

const es: Catalog = {
  'evaluateServer.title': 'Valorar el servicio',
  'evaluateServer.aboutTaker': '¿Qué tal lo hizo {name}?',
  'evaluateServer.aboutPoster': '¿Qué tal fue trabajar para {name}?',
  'evaluateServer.done': 'Tu valoración',
  'evaluateServer.theirs': 'La valoración de {name} sobre ti',
  'evaluateServer.theirsNone': '{name} no te valoró.',
  'evaluateServer.theirsHidden':
    '{name} todavía no te ha valorado. Cuando lo haga, ambas valoraciones se mostrarán a la vez; el plazo para valorar termina el {date}.',
  'evaluateServer.seeBoth': 'Ver ambas valoraciones',
  'evaluateServer.notYet': 'Podrás valorar cuando la tarea esté completada.',
  'evaluateServer.state': 'Estado actual: {state}',
  'evaluateServer.closed': 'El plazo para valorar terminó el {date}.',
  'evaluateServer.rating': 'Tu puntuación',
  'evaluateServer.word1': 'Muy mal',
  'evaluateServer.word2': 'Mal',
  'evaluateServer.word3': 'Regular',
  'evaluateServer.word4': 'Bien',
  'evaluateServer.word5': 'Excelente',
  'evaluateServer.starsRequired': 'Elige de 1 a 5 estrellas.',
  'evaluateServer.text': 'Qué fue bien y qué se puede mejorar (opcional)',
  'evaluateServer.placeholder': 'Puntualidad, calidad, comunicación…',
  'evaluateServer.photos': 'Fotos ({count}/{max})',
  'evaluateServer.tooManyPhotos': 'Como máximo {max} fotos; el resto se ha descartado.',
  'evaluateServer.uploadFailed': 'Una foto no se pudo subir. Quítala e inténtalo de nuevo.',
  'evaluateServer.uploading': 'Las fotos se están subiendo. Espera un momento.',
  'evaluateServer.removePhoto': 'Quitar la foto {n}',
  'evaluateServer.addPhotos': 'Añadir fotos',
  'evaluateServer.rule':
    'Doble ciego: {name} verá tu valoración solo después de valorarte, o cuando terminen los {days} días para valorar. No podrás cambiarla después de enviarla.',
  'evaluateServer.deadline': 'Valora antes del {date}.',
  'evaluateServer.waiting': '{name} ya te ha valorado: envía la tuya para verla.',
  'evaluateServer.final': 'No podrás cambiar tu valoración después de enviarla.',
  'evaluateServer.sent': 'Valoración enviada',
  'evaluateServer.submit': 'Enviar valoración',
};

export default es;
