import type { Catalog } from '../../../i18n';

const zhHant: Catalog = {
  'copyText.copied': '內容已複製',
  'copyText.failed': '複製失敗，請手動複製',
};

export default zhHant;
