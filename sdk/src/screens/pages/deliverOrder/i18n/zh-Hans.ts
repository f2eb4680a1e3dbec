import type { Catalog } from '../../../../i18n';

const zhHans: Catalog = {
  'deliverOrder.title': '发布任务',
  'deliverOrder.loggedOut': '登录后才能发布任务',
  'deliverOrder.login': '绑定手机',
  'deliverOrder.publish': '立即发布',
  'deliverOrder.guideTitle': '发布任务指引',
  'deliverOrder.guideWhat': '选择服务分类，写清楚要做什么，配上图片更容易被理解。',
  'deliverOrder.guideWhere': '选择服务地址和上门时间。',
  'deliverOrder.guidePrice': '设定一口价，或接受报价后挑选合适的接单人。',
  'deliverOrder.guideAfter': '发布后等待接单人报名，选定后在平台内付款；发布前填写的内容会自动保存为草稿。',
  'deliverOrder.guideOk': '我知道了',
};

export default zhHans;
