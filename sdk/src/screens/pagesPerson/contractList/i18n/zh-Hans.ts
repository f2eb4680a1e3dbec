import type { Catalog } from '../../../../i18n';

const zhHans: Catalog = {
  'contractList.title': '我的合同',
  'contractList.loggedOut': '登录后查看你签署的协议和合同',
  'contractList.login': '去登录',
  'contractList.agreements': '协议',
  'contractList.agreed': '{date} 同意',
  'contractList.agreedChanged': '{date} 同意，之后有更新',
  'contractList.services': '服务合同',
  'contractList.empty': '你付款或收款的每个任务都有一份服务合同，会显示在这里',
  'contractList.parties': '委托方：{poster} · 服务方：{taker}',
  'contractList.asPoster': '你是委托方',
  'contractList.asTaker': '你是服务方',
  'contractList.paid': '{date} 付款',
  'contractList.service': '{date} 服务',
  'contractList.ended': '{date} 结束',
};

export default zhHans;
