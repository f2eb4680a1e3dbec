import type { Catalog } from '../../../../i18n';

const es: Catalog = {
  'aboutUs.title': 'Sobre nosotros',
  'aboutUs.description':
    'Publica una tarea y deja que la haga alguien cerca de ti, o acepta tareas y gana dinero. Chatea, acuerda un precio, paga de forma segura y deja una valoración, todo en un mismo lugar.',
  'aboutUs.version': 'Versión {version}',
  'aboutUs.agreements': 'Condiciones y políticas',
  'aboutUs.productName': 'Mercado de Tareas',
};

export default es;
