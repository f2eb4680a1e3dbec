import type { BlockedWordsMessages } from '../blocked-words.js';

/** What a text refused by the blocked-words rule is told, in zh-Hant: a module of its own, so the SDK fetches one locale's. */
const messages: BlockedWordsMessages = {
  violence: '內容包含暴力或威脅性言論，請修改後再傳送',
  pornography: '內容涉及色情資訊，請修改後再傳送',
  gambling: '內容涉及賭博資訊，請修改後再傳送',
  drugs: '內容涉及毒品資訊，請修改後再傳送',
  politics: '內容包含不允許發布的資訊，請修改後再傳送',
  religion: '內容涉及宗教傳播，請修改後再傳送',
  fraud: '內容疑似詐騙或違規投資資訊，請勿發布',
  insult: '請文明交流，內容包含辱罵性言論',
  phone: '內容包含電話號碼，任務付款前請勿交換聯絡方式',
  wechat: '內容包含微信帳號，任務付款前請勿交換聯絡方式',
  qq: '內容包含QQ號碼，任務付款前請勿交換聯絡方式',
  alipay: '內容包含支付寶帳號，請勿繞過平台私下付款',
  website: '暫不支援傳送網址或連結',
  email: '內容包含電子郵件地址，任務付款前請勿交換聯絡方式',
  contact: '任務付款前請勿交換聯絡方式或私下交易，請透過平台溝通和付款',
};

export default messages;
