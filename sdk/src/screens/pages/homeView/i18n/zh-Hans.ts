import type { Catalog } from '../../../../i18n';

const zhHans: Catalog = {
  'homeView.title': '首页',
  'homeView.banners': '精选推荐',
  'homeView.slide': '第{index}张，共{total}张',
  'homeView.entries': '快捷入口',
  'homeView.share': '分享',
  'homeView.aboutUs': '关于我们',
  'homeView.deliverOrder': '发布任务',
  'homeView.hotTask': '热门岗位',
  'homeView.recommendTask': '为你推荐',
  // community (issue 12)
  'homeView.community': '社区',
  'homeView.businesses': '附近商家',
  'homeView.linkCopied': '链接已复制，请在浏览器中打开',
  'homeView.productName': '任务集市',
};

export default zhHans;
