import type { Catalog } from '../../../../i18n';

const zhHans: Catalog = {
  'kefuTask.title': '任务处理',
  'kefuTask.task': '任务',
  'kefuTask.trade': '交易详情',
  'kefuTask.order': '订单',
  'kefuTask.taker': '接单人',
  'kefuTask.actions': '可执行的操作',
  'kefuTask.noActions': '该任务当前状态下客服无可执行操作',
  'kefuTask.supervisorOnly': '服务费超过 {amount}，只有客服主管可以放款、退款或分账',
  'kefuTask.takerPart': '接单人应得金额（元，服务费 {fee}）',
  'kefuTask.splitRange': '请输入接单人应得金额：大于 0 且小于 {fee}',
  'kefuTask.log': '处理记录',
};

export default zhHans;
