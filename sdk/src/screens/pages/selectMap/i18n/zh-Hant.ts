import type { Catalog } from '../../../../i18n';

const zhHant: Catalog = {
  'selectMap.title': '選擇位置',
  'selectMap.map': '地圖：拖曳地圖讓圖釘對準位置，方向鍵平移，加減號縮放',
  'selectMap.zoomIn': '放大',
  'selectMap.zoomOut': '縮小',
  'selectMap.noTiles': '目前沒有地圖底圖，可拖曳網格、搜尋地址或輸入經緯度',
  'selectMap.locate': '我',
  'selectMap.locating': '正在取得您的位置…',
  'selectMap.denied': '定位權限已關閉，請搜尋地址或將地圖拖曳到目標位置',
  'selectMap.unavailable': '暫時無法取得您的位置，請搜尋地址或拖曳地圖',
  'selectMap.search': '搜尋地址',
  'selectMap.searchPlaceholder': '例如：台北市信義區市府路1號',
  'selectMap.searchButton': '搜尋',
  'selectMap.searchRequired': '請輸入要搜尋的地址',
  'selectMap.typeCoordinates': '改為輸入經緯度',
  'selectMap.longitude': '經度',
  'selectMap.latitude': '緯度',
  'selectMap.lngInvalid': '請輸入 -180 到 180 之間的數字',
  'selectMap.latInvalid': '請輸入 -90 到 90 之間的數字',
  'selectMap.go': '前往',
  'selectMap.use': '使用這個位置',
};

export default zhHant;
