import type { Catalog } from '../../../../i18n';

const zhHant: Catalog = {
  'aboutContract.title': '條款內容',
  'aboutContract.missing': '未指定要查看的條款',
  'aboutContract.updated': '更新時間：{date}',
};

export default zhHant;
