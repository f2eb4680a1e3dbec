import type { Catalog } from '../index';

/** The texts the kit and the screens share (`common.*`), Spanish (lazy chunk). Same keys and placeholders as en. */
const es: Catalog = {
  'common.back': 'Atrás',
  'common.close': 'Cerrar',
  'common.confirm': 'Confirmar',
  'common.cancel': 'Cancelar',
  'common.retry': 'Reintentar',
  'common.empty': 'Aún no hay nada aquí',
  'common.error': 'Algo salió mal',
  'common.loadMore': 'cargar más',
  'common.noMore': 'no hay más',
};

export default es;
