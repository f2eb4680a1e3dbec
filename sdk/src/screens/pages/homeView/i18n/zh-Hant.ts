import type { Catalog } from '../../../../i18n';

const zhHant: Catalog = {
  'homeView.title': '首頁',
  'homeView.banners': '精選推薦',
  'homeView.slide': '第 {index} 張，共 {total} 張',
  'homeView.entries': '快速入口',
  'homeView.share': '分享',
  'homeView.aboutUs': '關於我們',
  'homeView.deliverOrder': '發布任務',
  'homeView.hotTask': '熱門職缺',
  'homeView.recommendTask': '為你推薦',
  // community (issue 12)
  'homeView.community': '社區',
  'homeView.businesses': '附近商家',
  'homeView.linkCopied': '連結已複製，請在瀏覽器中開啟',
  'homeView.productName': '任務集市',
};

export default zhHant;
