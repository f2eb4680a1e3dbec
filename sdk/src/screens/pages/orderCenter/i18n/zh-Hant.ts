import type { Catalog } from '../../../../i18n';

const zhHant: Catalog = {
  'orderCenter.title': '我的訂單',
  'orderCenter.loggedOut': '登入後查看你發布的訂單和接的案件',
  'orderCenter.login': '去登入',
  'orderCenter.sides': '訂單類型',
  'orderCenter.all': '全部訂單',
  'orderCenter.total': '共{n}筆',
  'orderCenter.groupCount': '{group}：{n}筆',
  'orderCenter.nonePosted': '你還沒有發布過案件',
  'orderCenter.noneTaken': '你還沒有接過案件',
  'orderCenter.post': '發布案件',
  'orderCenter.find': '去任務大廳接案',
  'orderCenter.evaluations': '我的評價',
};

export default zhHant;
