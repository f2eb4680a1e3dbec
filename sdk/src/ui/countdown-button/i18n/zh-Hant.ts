import type { Catalog } from '../../../i18n';

const zhHant: Catalog = {
  'countdownButton.getCode': '取得驗證碼',
  'countdownButton.resendIn': '{s} 秒後重新取得',
};

export default zhHant;
