import type { Catalog } from '../../../i18n';

const zhHant: Catalog = {
  'kefu.reason': '原因（會記入操作紀錄）',
  'kefu.reasonRequired': '請填寫原因',
  'kefu.cancel': '取消',
  'kefu.audit': '操作紀錄',
  'kefu.noAudit': '目前沒有客服操作紀錄',
};

export default zhHant;
