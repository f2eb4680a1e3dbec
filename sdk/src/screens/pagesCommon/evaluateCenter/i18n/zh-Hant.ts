import type { Catalog } from '../../../../i18n';

const zhHant: Catalog = {
  'evaluateCenter.title': '我的評價',
  'evaluateCenter.received': '收到的評價',
  'evaluateCenter.given': '我給的評價',
  'evaluateCenter.fromPoster': '來自委託方',
  'evaluateCenter.fromTaker': '來自服務方',
  'evaluateCenter.asPoster': '以委託方身分',
  'evaluateCenter.asTaker': '以服務方身分',
  'evaluateCenter.hidden': '對方暫時看不到',
  'evaluateCenter.open': '查看詳情',
  'evaluateCenter.count': '共{n}則評價',
  'evaluateCenter.givenCount': '你給了{n}則評價',
  'evaluateCenter.noneReceived': '還沒有收到評價',
  'evaluateCenter.noneGiven': '你還沒有評價過別人',
  'evaluateCenter.emptyHint': '任務完成後即可互相評價',
  'evaluateCenter.loggedOut': '登入後查看你的評價',
  'evaluateCenter.login': '去登入',
};

export default zhHant;
