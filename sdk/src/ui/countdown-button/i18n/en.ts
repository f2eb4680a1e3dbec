import type { Catalog } from '../../../i18n';

/** The texts of the code countdown button (`countdownButton.*`), English: the fallback. */
const en: Catalog = {
  'countdownButton.getCode': 'Get code',
  'countdownButton.resendIn': 'Resend in {s}s',
};

export default en;
