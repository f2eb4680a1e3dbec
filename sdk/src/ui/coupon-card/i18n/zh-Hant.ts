import type { Catalog } from '../../../i18n';

const zhHant: Catalog = {
  'couponCard.min': '滿{amount}可用',
  'couponCard.noMin': '無門檻',
  'couponCard.until': '有效期限至{date}',
  'couponCard.ended': '已於{date}到期',
  'couponCard.usedOn': '{date}已使用',
  'couponCard.soon': '即將到期',
  'couponCard.held': '待付款任務使用中',
};

export default zhHant;
