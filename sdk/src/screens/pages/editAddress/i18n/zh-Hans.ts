import type { Catalog } from '../../../../i18n';

const zhHans: Catalog = {
  'editAddress.titleAdd': '新增地址',
  'editAddress.titleEdit': '编辑地址',
  'editAddress.name': '联系人',
  'editAddress.namePlaceholder': '到达后找谁',
  'editAddress.nameInvalid': '请填写联系人，1-20个字',
  'editAddress.tel': '手机号',
  'editAddress.telPlaceholder': '11位手机号',
  'editAddress.telInvalid': '请输入正确的11位手机号',
  'editAddress.location': '地图定位',
  'editAddress.locationPick': '在地图上选择位置',
  'editAddress.locationChange': '修改',
  'editAddress.locationRequired': '请在地图上选择位置，方便接单人找到',
  'editAddress.region': '所在地区',
  'editAddress.regionPlaceholder': '省、市、区县',
  'editAddress.regionInvalid': '请填写所在地区，1-60个字',
  'editAddress.detail': '详细地址',
  'editAddress.detailPlaceholder': '街道、楼栋、楼层、门牌号',
  'editAddress.detailInvalid': '请填写详细地址，1-60个字',
  'editAddress.default': '设为默认地址',
  'editAddress.defaultFirst': '首个地址将自动设为默认地址',
  'editAddress.defaultLocked': '如需更改，请将其他地址设为默认',
  'editAddress.save': '保存',
  'editAddress.saved': '地址已保存',
  'editAddress.notFound': '该地址已不存在',
};

export default zhHans;
