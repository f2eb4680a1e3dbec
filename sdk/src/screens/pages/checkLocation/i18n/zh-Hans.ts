import type { Catalog } from '../../../../i18n';

const zhHans: Catalog = {
  'checkLocation.title': '查看位置',
  'checkLocation.place': '服务地点',
  'checkLocation.invalid': '该位置无效',
  'checkLocation.map': '{title}的地图：方向键平移，加减号缩放',
  'checkLocation.zoomIn': '放大',
  'checkLocation.zoomOut': '缩小',
  'checkLocation.noTiles': '暂无地图底图，图钉位于下方经纬度处',
  'checkLocation.showBoth': '全览',
  'checkLocation.locating': '正在获取您的位置以计算距离…',
  'checkLocation.denied': '开启定位权限后可查看距离',
  'checkLocation.unavailable': '暂时无法获取您的位置，无法计算距离',
  'checkLocation.distance': '距您{distance}，骑行约{minutes}分钟',
  'checkLocation.distanceAbout': '距您约{distance}，骑行约{minutes}分钟',
  'checkLocation.m': '{n}米',
  'checkLocation.km': '{n}公里',
  'checkLocation.open': '打开地图导航',
  'checkLocation.openWith': '选择打开方式',
  'checkLocation.amap': '高德地图',
  'checkLocation.osm': 'OpenStreetMap',
  'checkLocation.device': '手机自带地图',
  'checkLocation.copy': '复制经纬度',
};

export default zhHans;
