import type { Catalog } from '../../../../i18n';

const zhHant: Catalog = {
  'evaluateServer.title': '服務評價',
  'evaluateServer.aboutTaker': '{name}的服務如何？',
  'evaluateServer.aboutPoster': '和{name}合作得如何？',
  'evaluateServer.done': '我的評價',
  'evaluateServer.theirs': '{name}對你的評價',
  'evaluateServer.theirsNone': '{name}未在評價期內評價你',
  'evaluateServer.theirsHidden': '{name}還沒有評價你。對方評價後，雙方評價會同時公開；評價期至{date}為止',
  'evaluateServer.seeBoth': '查看雙方評價',
  'evaluateServer.notYet': '任務完成後才能評價',
  'evaluateServer.state': '目前狀態：{state}',
  'evaluateServer.closed': '評價期已於{date}結束',
  'evaluateServer.rating': '評分',
  'evaluateServer.word1': '非常差',
  'evaluateServer.word2': '差',
  'evaluateServer.word3': '普通',
  'evaluateServer.word4': '好',
  'evaluateServer.word5': '非常好',
  'evaluateServer.starsRequired': '請選擇1到5顆星',
  'evaluateServer.text': '評價內容（選填）',
  'evaluateServer.placeholder': '準時、品質、溝通等方面的感受…',
  'evaluateServer.photos': '照片（{count}/{max}）',
  'evaluateServer.tooManyPhotos': '最多{max}張照片，多選的已略過',
  'evaluateServer.uploadFailed': '有照片上傳失敗，請刪除後再試',
  'evaluateServer.uploading': '照片還在上傳，請稍候',
  'evaluateServer.removePhoto': '刪除第{n}張照片',
  'evaluateServer.addPhotos': '新增照片',
  'evaluateServer.rule':
    '雙盲評價：{name}也評價你之後（或{days}天評價期結束後）才看得到你的評價。送出後無法修改。',
  'evaluateServer.deadline': '請在{date}前完成評價',
  'evaluateServer.waiting': '{name}已經評價你了，送出你的評價後就能查看',
  'evaluateServer.final': '評價送出後無法修改',
  'evaluateServer.sent': '評價已送出',
  'evaluateServer.submit': '送出評價',
};

export default zhHant;
