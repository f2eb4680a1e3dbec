import type { Catalog } from '../../../i18n';

const es: Catalog = {
  'kefu.reason': 'Motivo (queda en el registro de auditoría)',
  'kefu.reasonRequired': 'Indica un motivo.',
  'kefu.cancel': 'Cancelar',
  'kefu.audit': 'Registro de auditoría',
  'kefu.noAudit': 'Todavía no hay acciones de atención al cliente.',
};

export default es;
