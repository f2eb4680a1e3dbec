import type { Catalog } from '../../../../i18n';

const zhHans: Catalog = {
  'editInformation.title': '编辑资料',
  'editInformation.loggedOut': '登录后编辑你的资料',
  'editInformation.login': '去登录',
  'editInformation.nickname': '昵称',
  'editInformation.introduction': '个人简介',
  'editInformation.introductionHint': '介绍一下你做什么、做了多久、擅长什么',
  'editInformation.categories': '服务类别（最多 {n} 个）',
  'editInformation.tooManyCategories': '最多选择 {n} 个服务类别',
  'editInformation.area': '服务区域',
  'editInformation.locate': '使用当前位置',
  'editInformation.located': '已定位',
  'editInformation.locationDenied': '允许获取位置才能设置服务地点，也可以不填',
  'editInformation.experience': '从业年限',
  'editInformation.album': '作品展示（{n}/{max}）',
  'editInformation.photo': '第 {n} 张照片',
  'editInformation.removePhoto': '删除第 {n} 张',
  'editInformation.addPhoto': '添加照片',
  'editInformation.uploading': '上传中… {percent}%',
  'editInformation.save': '保存',
  'editInformation.saving': '保存中…',
};

export default zhHans;
