import type { Catalog } from '../../../../i18n';

const zhHans: Catalog = {
  'kefuOrder.pageTitle': '订单处理',
  'kefuOrder.order': '订单',
  'kefuOrder.status': '状态',
  'kefuOrder.price': '价格',
  'kefuOrder.poster': '发单人',
  'kefuOrder.address': '地址',
  'kefuOrder.revealAddress': '查看详细地址',
  'kefuOrder.correct': '修改订单',
  'kefuOrder.title': '标题',
  'kefuOrder.description': '描述',
  'kefuOrder.priceYuan': '价格（元）',
  'kefuOrder.priceInvalid': '请输入以元为单位的价格，最多两位小数',
  'kefuOrder.nothingChanged': '请先修改内容',
  'kefuOrder.save': '保存修改',
  'kefuOrder.removeTitle': '下架订单',
  'kefuOrder.remove': '下架',
};

export default zhHans;
