import type { Catalog } from '../../../../i18n';

const zhHant: Catalog = {
  'kefuOrder.pageTitle': '訂單處理',
  'kefuOrder.order': '訂單',
  'kefuOrder.status': '狀態',
  'kefuOrder.price': '價格',
  'kefuOrder.poster': '發案者',
  'kefuOrder.address': '地址',
  'kefuOrder.revealAddress': '查看詳細地址',
  'kefuOrder.correct': '修改訂單',
  'kefuOrder.title': '標題',
  'kefuOrder.description': '描述',
  'kefuOrder.priceYuan': '價格（元）',
  'kefuOrder.priceInvalid': '請輸入以元為單位的價格，最多兩位小數',
  'kefuOrder.nothingChanged': '請先修改內容',
  'kefuOrder.save': '儲存修改',
  'kefuOrder.removeTitle': '下架訂單',
  'kefuOrder.remove': '下架',
};

export default zhHant;
