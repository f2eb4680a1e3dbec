import type { Catalog } from '../../../../i18n';

const zhHant: Catalog = {
  'kefuOperation.title': '客服工作台',
  'kefuOperation.search': '手機號碼、編號或標題',
  'kefuOperation.qRequired': '請輸入手機號碼、編號或標題關鍵字',
  'kefuOperation.find': '搜尋',
  'kefuOperation.nothing': '找不到相關結果',
  'kefuOperation.user': '使用者',
  'kefuOperation.order': '訂單',
  'kefuOperation.task': '任務',
  'kefuOperation.queueDisputes': '待處理爭議',
  'kefuOperation.queueCancellations': '逾時未回覆的取消申請',
  'kefuOperation.queueEmpty': '目前沒有待辦',
  'kefuOperation.queueCertificates': '待審核資格證書',
  'kefuOperation.queueBusinesses': '待認證商家',
  'kefuOperation.queueReports': '被檢舉內容',
  'kefuOperation.queueFeedback': '待回覆意見',
};

export default zhHant;
