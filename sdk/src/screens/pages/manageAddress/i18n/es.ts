import type { Catalog } from '../../../../i18n';

const es: Catalog = {
  'manageAddress.title': 'Mis direcciones',
  'manageAddress.pickTitle': 'Elige una dirección',
  'manageAddress.pickHint': 'Toca una dirección para usarla.',
  'manageAddress.default': 'Predeterminada',
  'manageAddress.setDefault': 'Usar como predeterminada',
  'manageAddress.defaultSet': 'Dirección predeterminada actualizada',
  'manageAddress.edit': 'Editar',
  'manageAddress.delete': 'Eliminar',
  'manageAddress.deleteTitle': '¿Eliminar esta dirección?',
  'manageAddress.deleted': 'Dirección eliminada',
  'manageAddress.add': 'Añadir dirección',
  'manageAddress.empty': 'Aún no tienes direcciones',
  'manageAddress.emptyHint': 'Añade una para usarla al publicar una tarea.',
  'manageAddress.limit': 'Puedes guardar hasta {max} direcciones. Elimina una para añadir otra.',
};

export default es;
