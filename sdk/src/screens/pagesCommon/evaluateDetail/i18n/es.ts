import type { Catalog } from '../../../../i18n';

const es: Catalog = {
  'evaluateDetail.title': 'Valoraciones',
  'evaluateDetail.mine': 'Tu valoración de {name}',
  'evaluateDetail.mineNotYet': 'Todavía no has valorado a {name}. Puedes hacerlo hasta el {date}.',
  'evaluateDetail.evaluate': 'Valorar ahora',
  'evaluateDetail.mineNever': 'No valoraste dentro de los {days} días.',
  'evaluateDetail.notSettled': 'Las valoraciones se abren cuando la tarea está completada.',
  'evaluateDetail.theirs': 'La valoración de {name} sobre ti',
  'evaluateDetail.theirsWaiting':
    '{name} ya te ha valorado. Aparecerá aquí cuando tú también le valores, o el {date}.',
  'evaluateDetail.theirsNotYet':
    '{name} todavía no te ha valorado. Las valoraciones se muestran cuando están las dos, o el {date}.',
  'evaluateDetail.theirsNever': '{name} no te valoró.',
  'evaluateDetail.rule':
    'Doble ciego: cada parte ve la valoración de la otra solo cuando están las dos, o cuando terminan los {days} días tras completar la tarea.',
};

export default es;
