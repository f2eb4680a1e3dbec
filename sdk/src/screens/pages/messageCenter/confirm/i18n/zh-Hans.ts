import type { Catalog } from '../../../../../i18n';

const zhHans: Catalog = {
  'messageCenter.deleteTitle': '确定删除该会话吗？',
  'messageCenter.deleteBody': '仅从你的列表中移除，收到新消息时会重新出现',
};

export default zhHans;
