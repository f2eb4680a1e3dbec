import type { Catalog } from '../../../i18n';

const es: Catalog = {
  'countdownButton.getCode': 'Obtener código',
  'countdownButton.resendIn': 'Reenviar en {s} s',
};

export default es;
