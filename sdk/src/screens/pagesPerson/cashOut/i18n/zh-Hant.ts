import type { Catalog } from '../../../../i18n';

const zhHant: Catalog = {
  'cashOut.title': '提領',
  'cashOut.loggedOut': '登入後才能提領',
  'cashOut.login': '前往登入',
  'cashOut.balance': '餘額',
  'cashOut.available': '可提領金額',
  'cashOut.min': '單筆最低',
  'cashOut.dailyMax': '每日上限',
  'cashOut.todayLeft': '今日還可提領',
  'cashOut.amount': '提領金額（元）',
  'cashOut.placeholder': '例如 50.00',
  'cashOut.all': '全部提領',
  'cashOut.arrives': '確認收款後，款項會轉入你的微信零錢。同一時間只能有一筆提領。',
  'cashOut.submit': '提領',
  'cashOut.records': '提領紀錄',
  'cashOut.confirmTitle': '確定提領 {amount} 到微信？',
  'cashOut.confirmBody': '這筆款項會先凍結，你確認收款後才會入帳。',
  'cashOut.invalid': '請輸入金額（元），最多兩位小數',
  'cashOut.belowMin': '單筆最低提領 {min}',
  'cashOut.aboveAvailable': '最多可提領 {available}',
  'cashOut.aboveDaily': '今天還可提領 {left}',
  'cashOut.started': '已送出提領',
  'cashOut.open': '有一筆提領正在處理中',
  'cashOut.confirmOnPage': '請在確認頁面確認收款，款項才會入帳',
  'cashOut.openPage': '開啟確認頁面',
  'cashOut.confirmInWechat': '請在微信中確認收款，款項才會入帳',
  'cashOut.processing': '正在等待微信的處理結果，可到提領紀錄查看',
  'cashOut.unavailable': '目前無法使用提領功能',
};

export default zhHant;
