import type { Catalog } from '../../../i18n';

const fr: Catalog = {
  'countdownButton.getCode': 'Recevoir le code',
  'countdownButton.resendIn': 'Renvoyer dans {s} s',
};

export default fr;
