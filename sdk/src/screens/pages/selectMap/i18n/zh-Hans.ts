import type { Catalog } from '../../../../i18n';

const zhHans: Catalog = {
  'selectMap.title': '选择位置',
  'selectMap.map': '地图：拖动地图让图钉对准位置，方向键平移，加减号缩放',
  'selectMap.zoomIn': '放大',
  'selectMap.zoomOut': '缩小',
  'selectMap.noTiles': '暂无地图底图，可拖动网格、搜索地址或输入经纬度',
  'selectMap.locate': '我',
  'selectMap.locating': '正在获取您的位置…',
  'selectMap.denied': '定位权限已关闭，请搜索地址或拖动地图到目标位置',
  'selectMap.unavailable': '暂时无法获取您的位置，请搜索地址或拖动地图',
  'selectMap.search': '搜索地址',
  'selectMap.searchPlaceholder': '如：上海市徐汇区漕溪路88号',
  'selectMap.searchButton': '搜索',
  'selectMap.searchRequired': '请输入要搜索的地址',
  'selectMap.typeCoordinates': '改为输入经纬度',
  'selectMap.longitude': '经度',
  'selectMap.latitude': '纬度',
  'selectMap.lngInvalid': '请输入-180到180之间的数字',
  'selectMap.latInvalid': '请输入-90到90之间的数字',
  'selectMap.go': '前往',
  'selectMap.use': '使用该位置',
};

export default zhHans;
