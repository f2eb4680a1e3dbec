import type { Catalog } from '../../../../i18n';

const zhHant: Catalog = {
  'messageCenter.title': '訊息',
  'messageCenter.loggedOutTitle': '登入後查看訊息',
  'messageCenter.loggedOutBody': '與發案人和接案人溝通任務和訂單',
  'messageCenter.login': '綁定手機',
  'messageCenter.empty': '暫無對話',
  'messageCenter.emptyBody': '就任務聯絡對方後，對話會顯示在這裡',
  'messageCenter.list': '對話列表',
  'messageCenter.noMessage': '暫無訊息',
  'messageCenter.picture': '[圖片]',
  'messageCenter.order': '[訂單]',
  'messageCenter.task': '[接案申請]',
  'messageCenter.system': '[系統訊息]',
  'messageCenter.unread': '{count}則未讀',
  'messageCenter.delete': '刪除',
  'messageCenter.deleteNamed': '刪除與{name}的對話',
};

export default zhHant;
