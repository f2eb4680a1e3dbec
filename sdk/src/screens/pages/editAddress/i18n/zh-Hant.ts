import type { Catalog } from '../../../../i18n';

const zhHant: Catalog = {
  'editAddress.titleAdd': '新增地址',
  'editAddress.titleEdit': '編輯地址',
  'editAddress.name': '聯絡人',
  'editAddress.namePlaceholder': '到達後找誰',
  'editAddress.nameInvalid': '請填寫聯絡人，1-20個字',
  'editAddress.tel': '手機號碼',
  'editAddress.telPlaceholder': '11位手機號碼',
  'editAddress.telInvalid': '請輸入正確的11位手機號碼',
  'editAddress.location': '地圖定位',
  'editAddress.locationPick': '在地圖上選擇位置',
  'editAddress.locationChange': '修改',
  'editAddress.locationRequired': '請在地圖上選擇位置，方便接案者找到',
  'editAddress.region': '所在地區',
  'editAddress.regionPlaceholder': '省、市、行政區',
  'editAddress.regionInvalid': '請填寫所在地區，1-60個字',
  'editAddress.detail': '詳細地址',
  'editAddress.detailPlaceholder': '街道、樓棟、樓層、門牌號碼',
  'editAddress.detailInvalid': '請填寫詳細地址，1-60個字',
  'editAddress.default': '設為預設地址',
  'editAddress.defaultFirst': '第一個地址將自動設為預設地址',
  'editAddress.defaultLocked': '如需更改，請將其他地址設為預設',
  'editAddress.save': '儲存',
  'editAddress.saved': '地址已儲存',
  'editAddress.notFound': '這個地址已不存在',
};

export default zhHant;
