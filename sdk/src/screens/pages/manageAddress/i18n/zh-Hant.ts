import type { Catalog } from '../../../../i18n';

const zhHant: Catalog = {
  'manageAddress.title': '我的地址',
  'manageAddress.pickTitle': '選擇地址',
  'manageAddress.pickHint': '點選地址即可使用',
  'manageAddress.default': '預設',
  'manageAddress.setDefault': '設為預設',
  'manageAddress.defaultSet': '已設為預設地址',
  'manageAddress.edit': '編輯',
  'manageAddress.delete': '刪除',
  'manageAddress.deleteTitle': '確定要刪除這個地址嗎？',
  'manageAddress.deleted': '地址已刪除',
  'manageAddress.add': '新增地址',
  'manageAddress.empty': '還沒有地址',
  'manageAddress.emptyHint': '新增地址後，發布任務時就能直接選用',
  'manageAddress.limit': '最多可儲存{max}個地址，刪除一個後才能新增',
};

export default zhHant;
