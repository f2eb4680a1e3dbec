import type { Catalog } from '../../../../i18n';

const zhHans: Catalog = {
  'aboutUs.title': '关于我们',
  'aboutUs.description':
    '发布任务，让附近的人帮你完成；也可以接任务赚收入。在线沟通、议价、安全支付、互相评价，一站搞定。',
  'aboutUs.version': '版本 {version}',
  'aboutUs.agreements': '协议与政策',
  'aboutUs.productName': '任务集市',
};

export default zhHans;
