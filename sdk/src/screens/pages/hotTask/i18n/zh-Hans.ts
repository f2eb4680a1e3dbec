import type { Catalog } from '../../../../i18n';

const zhHans: Catalog = {
  'hotTask.title': '热门任务',
  'hotTask.intro': '本周浏览和报名最多的任务',
  'hotTask.empty': '暂时没有可接的任务',
};

export default zhHans;
