import type { Catalog } from '../../../i18n';

const zhHant: Catalog = {
  'orderCard.from': '{price}起',
  'orderCard.quote': '面議',
  'orderCard.time': '服務時間 {time}',
  'orderCard.left': '尚缺{n}人',
};

export default zhHant;
