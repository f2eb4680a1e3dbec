import type { Catalog } from '../../../../i18n';

const zhHans: Catalog = {
  'aboutContract.title': '协议详情',
  'aboutContract.missing': '未指定要查看的协议',
  'aboutContract.updated': '更新时间：{date}',
};

export default zhHans;
