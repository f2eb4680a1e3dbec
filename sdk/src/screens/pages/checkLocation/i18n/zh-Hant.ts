import type { Catalog } from '../../../../i18n';

const zhHant: Catalog = {
  'checkLocation.title': '查看位置',
  'checkLocation.place': '服務地點',
  'checkLocation.invalid': '這個位置無效',
  'checkLocation.map': '{title}的地圖：方向鍵平移，加減號縮放',
  'checkLocation.zoomIn': '放大',
  'checkLocation.zoomOut': '縮小',
  'checkLocation.noTiles': '目前沒有地圖底圖，圖釘位於下方經緯度',
  'checkLocation.showBoth': '全覽',
  'checkLocation.locating': '正在取得您的位置以計算距離…',
  'checkLocation.denied': '開啟定位權限即可查看距離',
  'checkLocation.unavailable': '暫時無法取得您的位置，無法計算距離',
  'checkLocation.distance': '距離您{distance}，騎車約{minutes}分鐘',
  'checkLocation.distanceAbout': '距離您約{distance}，騎車約{minutes}分鐘',
  'checkLocation.m': '{n}公尺',
  'checkLocation.km': '{n}公里',
  'checkLocation.open': '用地圖開啟導航',
  'checkLocation.openWith': '選擇開啟方式',
  'checkLocation.amap': '高德地圖',
  'checkLocation.osm': 'OpenStreetMap',
  'checkLocation.device': '手機內建地圖',
  'checkLocation.copy': '複製經緯度',
};

export default zhHant;
