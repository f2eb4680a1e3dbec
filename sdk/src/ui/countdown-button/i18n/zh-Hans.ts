import type { Catalog } from '../../../i18n';

const zhHans: Catalog = {
  'countdownButton.getCode': '获取验证码',
  'countdownButton.resendIn': '{s}秒后重新获取',
};

export default zhHans;
