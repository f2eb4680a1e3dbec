/** Traditional Chinese catalog (lazy chunk). Same keys and placeholders as en. */
const zhHant: Record<string, string> = {
  'common.loading': '載入中',
  'common.noNetwork': '網路訊號中斷，請檢查網路連線',
  'common.tabHome': '首頁',
  'common.tabTaskHall': '任務大廳',
  'common.tabMessages': '訊息',
  'common.tabMe': '我的',
  'error.network': '網路錯誤',
  'error.timeout': '請求逾時（{ms} 毫秒）',
  'error.aborted': '請求已取消',
  'error.connectionTimeout': '連線逾時，請點一下畫面重試',
  'error.sessionExpired': '登入狀態已過期，請重新登入',
};

export default zhHant;
