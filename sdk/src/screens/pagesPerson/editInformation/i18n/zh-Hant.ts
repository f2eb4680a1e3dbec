import type { Catalog } from '../../../../i18n';

const zhHant: Catalog = {
  'editInformation.title': '編輯資料',
  'editInformation.loggedOut': '登入後編輯你的資料',
  'editInformation.login': '去登入',
  'editInformation.nickname': '暱稱',
  'editInformation.introduction': '個人簡介',
  'editInformation.introductionHint': '介紹一下你做什麼、做了多久、擅長什麼',
  'editInformation.categories': '服務類別（最多 {n} 個）',
  'editInformation.tooManyCategories': '最多選擇 {n} 個服務類別',
  'editInformation.area': '服務區域',
  'editInformation.locate': '使用目前位置',
  'editInformation.located': '已定位',
  'editInformation.locationDenied': '允許存取位置才能設定服務地點，也可以不填',
  'editInformation.experience': '從業年資',
  'editInformation.album': '作品集（{n}/{max}）',
  'editInformation.photo': '第 {n} 張相片',
  'editInformation.removePhoto': '刪除第 {n} 張',
  'editInformation.addPhoto': '新增相片',
  'editInformation.uploading': '上傳中… {percent}%',
  'editInformation.save': '儲存',
  'editInformation.saving': '儲存中…',
};

export default zhHant;
