import type { Catalog } from '../../../../i18n';

const zhHans: Catalog = {
  'kefuOperation.title': '客服工作台',
  'kefuOperation.search': '手机号、编号或标题',
  'kefuOperation.qRequired': '请输入手机号、编号或标题关键词',
  'kefuOperation.find': '搜索',
  'kefuOperation.nothing': '没有找到相关结果',
  'kefuOperation.user': '用户',
  'kefuOperation.order': '订单',
  'kefuOperation.task': '任务',
  'kefuOperation.queueDisputes': '待处理纠纷',
  'kefuOperation.queueCancellations': '超时未答复的取消申请',
  'kefuOperation.queueEmpty': '暂无待办',
  'kefuOperation.queueCertificates': '待审核资质证书',
  'kefuOperation.queueBusinesses': '待认证商家',
  'kefuOperation.queueReports': '被举报内容',
  'kefuOperation.queueFeedback': '待回复反馈',
};

export default zhHans;
