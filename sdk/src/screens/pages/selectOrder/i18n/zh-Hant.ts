import type { Catalog } from '../../../../i18n';

const zhHant: Catalog = {
  'selectOrder.title': '選擇訂單',
  'selectOrder.intro': '選擇一筆你發布的招募中訂單，傳送到目前的聊天',
  'selectOrder.list': '招募中的訂單',
  'selectOrder.send': '傳送',
  'selectOrder.empty': '你沒有招募中的訂單可傳送',
  'selectOrder.post': '發布案件',
  'selectOrder.loggedOut': '登入後才能傳送訂單',
  'selectOrder.login': '去登入',
};

export default zhHant;
