import type { Catalog } from '../../../i18n';

const es: Catalog = {
  'kefu.reason': 'Motivo (queda en el registro de auditoría)',
  'kefu.reasonRequired': 'Indica un motivo.',
  'kefu.cancel': 'Cancelar',
  'kefu.audit': 'Registro de auditoría',
  'kefu.noAudit': 'Todavía no hay acciones de atención al cliente.',
  'kefu.approve': 'Aprobar',
  'kefu.reject': 'Rechazar',
  'kefu.verify': 'Verificar',
  'kefu.remove': 'Retirar',
  'kefu.restore': 'Restablecer',
  'kefu.answer': 'Responder',
  'kefu.answerText': 'Tu respuesta (la persona la leerá)',
  'kefu.openTask': 'Abrir la tarea',
  'kefu.openUser': 'Abrir la ficha de la persona',
  'kefu.statusPending': 'Pendiente de revisión',
  'kefu.statusApproved': 'Aprobado',
  'kefu.statusVerified': 'Verificado',
  'kefu.statusRejected': 'Rechazado',
  'kefu.feedbackSuggestion': 'Sugerencia',
  'kefu.feedbackProblem': 'Problema',
  'kefu.feedbackComplaintPerson': 'Queja sobre una persona',
  'kefu.feedbackComplaintOrder': 'Queja sobre un pedido',
  'kefu.answerRequired': 'Escribe una respuesta.',
};

export default es;
