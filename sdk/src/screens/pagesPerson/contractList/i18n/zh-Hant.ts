import type { Catalog } from '../../../../i18n';

const zhHant: Catalog = {
  'contractList.title': '我的合約',
  'contractList.loggedOut': '登入後查看你同意的條款與合約',
  'contractList.login': '前往登入',
  'contractList.agreements': '條款',
  'contractList.agreed': '{date} 同意',
  'contractList.agreedChanged': '{date} 同意，之後有更新',
  'contractList.services': '服務合約',
  'contractList.empty': '你付款或收款的每個任務都有一份服務合約，會列在這裡',
  'contractList.parties': '委託方：{poster} · 服務方：{taker}',
  'contractList.asPoster': '你是委託方',
  'contractList.asTaker': '你是服務方',
  'contractList.paid': '{date} 付款',
  'contractList.service': '{date} 服務',
  'contractList.ended': '{date} 結束',
};

export default zhHant;
