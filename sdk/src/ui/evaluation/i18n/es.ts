import type { Catalog } from '../../../i18n';

const es: Catalog = {
  'evaluation.stars': '{n} de 5 estrellas',
  'evaluation.noText': 'Sin comentario escrito.',
  'evaluation.photo': 'Foto {n}',
};

export default es;
