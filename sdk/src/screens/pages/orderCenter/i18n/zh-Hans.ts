import type { Catalog } from '../../../../i18n';

const zhHans: Catalog = {
  'orderCenter.title': '我的订单',
  'orderCenter.loggedOut': '登录后查看你发布的订单和接的任务',
  'orderCenter.login': '去登录',
  'orderCenter.sides': '订单类型',
  'orderCenter.all': '全部订单',
  'orderCenter.total': '共{n}单',
  'orderCenter.groupCount': '{group}：{n}单',
  'orderCenter.nonePosted': '你还没有发布过任务',
  'orderCenter.noneTaken': '你还没有接过任务',
  'orderCenter.post': '发布任务',
  'orderCenter.find': '去任务大厅接单',
  'orderCenter.evaluations': '我的评价',
};

export default zhHans;
