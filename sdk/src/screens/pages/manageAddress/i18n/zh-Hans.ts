import type { Catalog } from '../../../../i18n';

const zhHans: Catalog = {
  'manageAddress.title': '我的地址',
  'manageAddress.pickTitle': '选择地址',
  'manageAddress.pickHint': '点击地址即可使用',
  'manageAddress.default': '默认',
  'manageAddress.setDefault': '设为默认',
  'manageAddress.defaultSet': '已设为默认地址',
  'manageAddress.edit': '编辑',
  'manageAddress.delete': '删除',
  'manageAddress.deleteTitle': '确定删除该地址吗？',
  'manageAddress.deleted': '地址已删除',
  'manageAddress.add': '新增地址',
  'manageAddress.empty': '还没有地址',
  'manageAddress.emptyHint': '添加地址后，发布任务时可直接选用',
  'manageAddress.limit': '最多可保存{max}个地址，删除一个后才能新增',
};

export default zhHans;
