import type { Catalog } from '../../../i18n';

const zhHans: Catalog = {
  'kefu.reason': '原因（将记入操作日志）',
  'kefu.reasonRequired': '请填写原因',
  'kefu.cancel': '取消',
  'kefu.audit': '操作日志',
  'kefu.noAudit': '暂无客服操作记录',
  'kefu.approve': '通过',
  'kefu.reject': '驳回',
  'kefu.verify': '认证通过',
  'kefu.remove': '删除',
  'kefu.restore': '恢复显示',
  'kefu.answer': '回复',
  'kefu.answerText': '回复内容（用户可见）',
  'kefu.openTask': '查看任务',
  'kefu.openUser': '查看用户',
  'kefu.statusPending': '待审核',
  'kefu.statusApproved': '已通过',
  'kefu.statusVerified': '已认证',
  'kefu.statusRejected': '已驳回',
  'kefu.feedbackSuggestion': '功能建议',
  'kefu.feedbackProblem': '使用问题',
  'kefu.feedbackComplaintPerson': '投诉用户',
  'kefu.feedbackComplaintOrder': '投诉订单',
  'kefu.answerRequired': '请填写回复内容。',
};

export default zhHans;
