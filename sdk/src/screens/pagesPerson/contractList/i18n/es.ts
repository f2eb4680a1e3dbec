import type { Catalog } from '../../../../i18n';

const es: Catalog = {
  'contractList.title': 'Mis contratos',
  'contractList.loggedOut': 'Inicia sesión para ver lo que aceptaste.',
  'contractList.login': 'Iniciar sesión',
  'contractList.agreements': 'Acuerdos',
  'contractList.agreed': 'Aceptado el {date}',
  'contractList.agreedChanged': 'Aceptado el {date}, actualizado después',
  'contractList.services': 'Contratos de servicio',
  'contractList.empty':
    'Cada tarea que pagas o por la que te pagan tiene un contrato de servicio, que aparece aquí.',
  'contractList.parties': 'Cliente: {poster} · Proveedor: {taker}',
  'contractList.asPoster': 'Eres el cliente',
  'contractList.asTaker': 'Eres el proveedor',
  'contractList.paid': 'pagado el {date}',
  'contractList.service': 'servicio el {date}',
  'contractList.ended': 'terminado el {date}',
};

export default es;
