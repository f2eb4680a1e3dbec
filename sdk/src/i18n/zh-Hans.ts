/** Simplified Chinese catalog (lazy chunk). Same keys and placeholders as en. */
const zhHans: Record<string, string> = {
  'common.loading': '加载中',
  'common.noNetwork': '网络信号丢失，请检查网络连接',
  'common.tabHome': '首页',
  'common.tabTaskHall': '任务大厅',
  'common.tabMessages': '消息',
  'common.tabMe': '我的',
  'error.network': '网络错误',
  'error.timeout': '请求超时（{ms} 毫秒）',
  'error.aborted': '请求已取消',
  'error.connectionTimeout': '连接超时，请点击屏幕重试',
  'error.sessionExpired': '登录已过期，请重新登录',
};

export default zhHans;
