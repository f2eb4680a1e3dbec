import type { Catalog } from '../../../i18n';

const zhHant: Catalog = {
  'kefu.reason': '原因（會記入操作紀錄）',
  'kefu.reasonRequired': '請填寫原因',
  'kefu.cancel': '取消',
  'kefu.audit': '操作紀錄',
  'kefu.noAudit': '目前沒有客服操作紀錄',
  'kefu.approve': '通過',
  'kefu.reject': '駁回',
  'kefu.verify': '認證通過',
  'kefu.remove': '刪除',
  'kefu.restore': '恢復顯示',
  'kefu.answer': '回覆',
  'kefu.answerText': '回覆內容（用戶可見）',
  'kefu.openTask': '查看任務',
  'kefu.openUser': '查看用戶',
  'kefu.statusPending': '待審核',
  'kefu.statusApproved': '已通過',
  'kefu.statusVerified': '已認證',
  'kefu.statusRejected': '已駁回',
  'kefu.feedbackSuggestion': '功能建議',
  'kefu.feedbackProblem': '使用問題',
  'kefu.feedbackComplaintPerson': '投訴用戶',
  'kefu.feedbackComplaintOrder': '投訴訂單',
  'kefu.answerRequired': '請填寫回覆內容。',
};

export default zhHant;
