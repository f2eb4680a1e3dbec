import type { BlockedWordsMessages } from '../blocked-words.js';

/** What a text refused by the blocked-words rule is told, in en: a module of its own, so the SDK fetches one locale's. */
const messages: BlockedWordsMessages = {
  violence: 'This text contains violent or threatening language. Please remove it.',
  pornography: 'This text contains sexual content, which is not allowed here.',
  gambling: 'This text mentions gambling, which is not allowed here.',
  drugs: 'This text mentions illegal drugs, which is not allowed here.',
  politics: 'This text contains content that is not allowed here. Please rephrase it.',
  religion: 'This text contains religious promotion, which is not allowed here.',
  fraud: 'This text looks like a scam or a risky investment offer and cannot be posted.',
  insult: 'Please keep it polite: this text contains insulting language.',
  phone: 'Please don’t share phone numbers before the task is paid.',
  wechat: 'Please don’t share WeChat accounts before the task is paid.',
  qq: 'Please don’t share QQ numbers before the task is paid.',
  alipay: 'Please don’t share Alipay accounts or pay outside the platform.',
  website: 'Links and web addresses can’t be shared here.',
  email: 'Please don’t share email addresses before the task is paid.',
  contact: 'Please keep the conversation and payment on the platform until the task is paid.',
};

export default messages;
