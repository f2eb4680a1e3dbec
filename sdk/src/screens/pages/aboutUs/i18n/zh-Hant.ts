import type { Catalog } from '../../../../i18n';

const zhHant: Catalog = {
  'aboutUs.title': '關於我們',
  'aboutUs.description':
    '發布任務，讓附近的人幫你完成；也能接任務賺取收入。線上聊天、議價、安全付款、互相評價，一次搞定。',
  'aboutUs.version': '版本 {version}',
  'aboutUs.agreements': '條款與政策',
  'aboutUs.productName': '任務集市',
};

export default zhHant;
