import type { Catalog } from '../../../i18n';

const zhHant: Catalog = {
  'taskAction.pay': '前往付款',
  'taskAction.offers': '出價{n}次',
  'taskAction.introCounter': '請輸入你的報價。雙方合計還可還價{left}次（共{max}次），用完後只能同意或婉拒。',
  'taskAction.introAcceptPoster': '確定接受{price}？名額將為你保留{minutes}分鐘，請在時限內完成付款。',
  'taskAction.introAcceptTaker':
    '確定接受委託方{price}的報價？對方需在{minutes}分鐘內付款，款項由平台代管，服務完成後撥款。',
  'taskAction.introReject': '確定婉拒這個報價嗎？我們會通知服務方，填寫的原因也會一併告知。',
  'taskAction.introWithdraw': '確定撤回申請嗎？委託仍在招募時，你可以重新申請。',
  'taskAction.introStart': '通知委託方你已開始服務。',
  'taskAction.introDeliver': '說明完成情況並上傳照片作為憑證。委託方有{days}天驗收時間，逾期將自動確認完成。',
  'taskAction.introRequestChanges': '請說明還需要修改的地方。你還可以要求修改{left}次。',
  'taskAction.introConfirm': '確認服務已完成？{price}將撥款給服務方，操作後無法復原。',
  'taskAction.introRequestCancel':
    '對方需在{hours}小時內回覆。對方同意或逾時未回覆，委託將取消，款項全額退還委託方。',
  'taskAction.introAcceptCancel': '確定同意取消嗎？委託將結束，款項全額退還委託方。',
  'taskAction.introRejectCancel': '確定拒絕取消嗎？平台客服將介入處理，處理完成前款項繼續由平台代管。',
  'taskAction.introDispute': '平台客服將核實情況並作出處理，處理完成前款項繼續由平台代管。',
  'taskAction.price': '你的報價（元）',
  'taskAction.reason': '原因',
  'taskAction.reasonOptional': '原因（選填）',
  'taskAction.responsible': '責任方',
  'taskAction.responsibleMe': '我',
  'taskAction.responsiblePoster': '委託方',
  'taskAction.responsibleTaker': '服務方',
  'taskAction.responsibleNeither': '雙方皆無責任',
  'taskAction.note': '交付說明',
  'taskAction.photos': '照片（{count}/{max}）',
  'taskAction.photo': '第{n}張照片',
  'taskAction.addPhotos': '新增照片',
  'taskAction.removePhoto': '刪除第{n}張照片',
  'taskAction.errorReason': '請填寫原因',
  'taskAction.errorResponsible': '請選擇責任方',
  'taskAction.errorPrice': '請輸入¥0.01至{max}之間的金額，最多兩位小數',
  'taskAction.errorSamePrice': '與目前價格相同，請輸入新的價格',
  'taskAction.errorEvidence': '請填寫交付說明或至少上傳一張照片',
  'taskAction.errorUploading': '照片上傳中，請稍候',
  'taskAction.errorUploadFailed': '有照片上傳失敗，請刪除後重新新增',
  'taskAction.errorTooManyPhotos': '最多上傳{max}張照片，超出的已略過',
};

export default zhHant;
