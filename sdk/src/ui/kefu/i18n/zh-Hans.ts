import type { Catalog } from '../../../i18n';

const zhHans: Catalog = {
  'kefu.reason': '原因（将记入操作日志）',
  'kefu.reasonRequired': '请填写原因',
  'kefu.cancel': '取消',
  'kefu.audit': '操作日志',
  'kefu.noAudit': '暂无客服操作记录',
};

export default zhHans;
