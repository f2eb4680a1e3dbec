import type { Catalog } from '../../../i18n';

const zhHans: Catalog = {
  'orderCard.from': '{price}起',
  'orderCard.quote': '面议',
  'orderCard.time': '服务时间 {time}',
  'orderCard.left': '还差{n}人',
};

export default zhHans;
