import type { BlockedWordsMessages } from '../blocked-words.js';

/** What a text refused by the blocked-words rule is told, in zh-Hans: a module of its own, so the SDK fetches one locale's. */
const messages: BlockedWordsMessages = {
  violence: '内容包含暴力或威胁性言论，请修改后再发送',
  pornography: '内容涉及色情信息，请修改后再发送',
  gambling: '内容涉及赌博信息，请修改后再发送',
  drugs: '内容涉及毒品信息，请修改后再发送',
  politics: '内容包含不允许发布的信息，请修改后再发送',
  religion: '内容涉及宗教传播，请修改后再发送',
  fraud: '内容疑似诈骗或违规投资信息，请勿发布',
  insult: '请文明交流，内容包含辱骂性言论',
  phone: '内容包含电话号码，任务支付前请勿交换联系方式',
  wechat: '内容包含微信号，任务支付前请勿交换联系方式',
  qq: '内容包含QQ号，任务支付前请勿交换联系方式',
  alipay: '内容包含支付宝账号，请勿绕过平台私下付款',
  website: '暂不支持发送网址或链接',
  email: '内容包含邮箱地址，任务支付前请勿交换联系方式',
  contact: '任务支付前请勿交换联系方式或私下交易，请通过平台沟通和付款',
};

export default messages;
