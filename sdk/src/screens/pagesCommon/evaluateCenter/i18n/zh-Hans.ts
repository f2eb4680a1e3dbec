import type { Catalog } from '../../../../i18n';

const zhHans: Catalog = {
  'evaluateCenter.title': '我的评价',
  'evaluateCenter.received': '收到的评价',
  'evaluateCenter.given': '我给出的评价',
  'evaluateCenter.fromPoster': '来自下单方',
  'evaluateCenter.fromTaker': '来自服务方',
  'evaluateCenter.asPoster': '作为下单方',
  'evaluateCenter.asTaker': '作为服务方',
  'evaluateCenter.hidden': '对方暂不可见',
  'evaluateCenter.open': '查看详情',
  'evaluateCenter.count': '共{n}条评价',
  'evaluateCenter.givenCount': '你给出了{n}条评价',
  'evaluateCenter.noneReceived': '还没有收到评价',
  'evaluateCenter.noneGiven': '你还没有评价过别人',
  'evaluateCenter.emptyHint': '任务完成后即可互相评价',
  'evaluateCenter.loggedOut': '登录后查看你的评价',
  'evaluateCenter.login': '去登录',
};

export default zhHans;
