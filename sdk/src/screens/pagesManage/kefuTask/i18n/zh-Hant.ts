import type { Catalog } from '../../../../i18n';

const zhHant: Catalog = {
  'kefuTask.title': '任務處理',
  'kefuTask.task': '任務',
  'kefuTask.trade': '交易明細',
  'kefuTask.order': '訂單',
  'kefuTask.taker': '接案者',
  'kefuTask.actions': '可執行的操作',
  'kefuTask.noActions': '此任務目前的狀態下客服沒有可執行的操作',
  'kefuTask.supervisorOnly': '服務費超過 {amount}，只有客服主管可以撥款、退款或分帳',
  'kefuTask.takerPart': '接案者應得金額（元，服務費 {fee}）',
  'kefuTask.splitRange': '請輸入接案者應得金額：大於 0 且小於 {fee}',
  'kefuTask.log': '處理紀錄',
};

export default zhHant;
