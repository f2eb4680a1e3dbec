import type { Catalog } from '../../../../i18n';

const zhHant: Catalog = {
  'browseHistory.title': '瀏覽紀錄',
  'browseHistory.open': '招募中',
  'browseHistory.full': '已滿額',
  'browseHistory.closed': '已結束',
  'browseHistory.empty': '你看過的訂單會顯示在這裡',
  'browseHistory.find': '去任務大廳看看',
  'browseHistory.loggedOut': '登入後查看你的瀏覽紀錄',
  'browseHistory.login': '去登入',
};

export default zhHant;
