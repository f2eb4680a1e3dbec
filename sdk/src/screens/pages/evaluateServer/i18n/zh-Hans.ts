import type { Catalog } from '../../../../i18n';

const zhHans: Catalog = {
  'evaluateServer.title': '服务评价',
  'evaluateServer.aboutTaker': '{name}的服务怎么样？',
  'evaluateServer.aboutPoster': '和{name}合作得怎么样？',
  'evaluateServer.done': '我的评价',
  'evaluateServer.theirs': '{name}对你的评价',
  'evaluateServer.theirsNone': '{name}未在评价期内评价你',
  'evaluateServer.theirsHidden': '{name}还没有评价你。对方评价后，双方评价同时公开；评价期截至{date}',
  'evaluateServer.seeBoth': '查看双方评价',
  'evaluateServer.notYet': '任务完成后才能评价',
  'evaluateServer.state': '当前状态：{state}',
  'evaluateServer.closed': '评价期已于{date}结束',
  'evaluateServer.rating': '评分',
  'evaluateServer.word1': '非常差',
  'evaluateServer.word2': '差',
  'evaluateServer.word3': '一般',
  'evaluateServer.word4': '好',
  'evaluateServer.word5': '非常好',
  'evaluateServer.starsRequired': '请选择1到5星',
  'evaluateServer.text': '评价内容（选填）',
  'evaluateServer.placeholder': '守时、质量、沟通等方面的感受…',
  'evaluateServer.photos': '图片（{count}/{max}）',
  'evaluateServer.tooManyPhotos': '最多{max}张图片，多选的已忽略',
  'evaluateServer.uploadFailed': '有图片上传失败，请删除后重试',
  'evaluateServer.uploading': '图片还在上传，请稍候',
  'evaluateServer.removePhoto': '删除第{n}张图片',
  'evaluateServer.addPhotos': '添加图片',
  'evaluateServer.rule':
    '双盲评价：{name}也评价你之后（或{days}天评价期结束后）才能看到你的评价。提交后不可修改。',
  'evaluateServer.deadline': '请在{date}前完成评价',
  'evaluateServer.waiting': '{name}已经评价了你，提交你的评价后即可查看',
  'evaluateServer.final': '评价提交后不可修改',
  'evaluateServer.sent': '评价已提交',
  'evaluateServer.submit': '提交评价',
};

export default zhHans;
