import type { Catalog } from '../../../../i18n';

const zhHans: Catalog = {
  'cashOut.title': '提现',
  'cashOut.loggedOut': '登录后才能提现',
  'cashOut.login': '去登录',
  'cashOut.balance': '余额',
  'cashOut.available': '可提现金额',
  'cashOut.min': '单笔最低',
  'cashOut.dailyMax': '每日上限',
  'cashOut.todayLeft': '今日还可提现',
  'cashOut.amount': '提现金额（元）',
  'cashOut.placeholder': '例如 50.00',
  'cashOut.all': '全部提现',
  'cashOut.arrives': '确认收款后，钱会转入你的微信零钱。同一时间只能有一笔提现。',
  'cashOut.submit': '提现',
  'cashOut.records': '提现记录',
  'cashOut.confirmTitle': '确认提现 {amount} 到微信？',
  'cashOut.confirmBody': '这笔钱会先冻结，你确认收款后到账。',
  'cashOut.invalid': '请输入金额（元），最多两位小数',
  'cashOut.belowMin': '单笔最低提现 {min}',
  'cashOut.aboveAvailable': '最多可提现 {available}',
  'cashOut.aboveDaily': '今天还可提现 {left}',
  'cashOut.started': '提现已发起',
  'cashOut.open': '有一笔提现正在处理中',
  'cashOut.confirmOnPage': '请在确认页面确认收款，钱才会到账',
  'cashOut.openPage': '打开确认页面',
  'cashOut.confirmInWechat': '请在微信中确认收款，钱才会到账',
  'cashOut.processing': '正在等待微信处理结果，可在提现记录中查看',
  'cashOut.unavailable': '提现功能暂不可用',
};

export default zhHans;
