import type { Catalog } from '../../../i18n';

const zhHans: Catalog = {
  'taskAction.pay': '去付款',
  'taskAction.offers': '出价{n}次',
  'taskAction.introCounter': '请输入你的报价。双方合计还可还价{left}次（共{max}次），用完后只能同意或婉拒。',
  'taskAction.introAcceptPoster': '确认接受{price}？名额将为你保留{minutes}分钟，请在此时间内完成付款。',
  'taskAction.introAcceptTaker':
    '确认接受下单方{price}的报价？对方需在{minutes}分钟内付款，款项由平台托管，服务完成后结算。',
  'taskAction.introReject': '确定婉拒这个报价吗？我们会通知服务方，填写的原因也会一并告知。',
  'taskAction.introWithdraw': '确定撤回申请吗？订单仍在招募时，你可以重新申请。',
  'taskAction.introStart': '告诉下单方你已开始服务。',
  'taskAction.introDeliver': '说明完成情况并上传照片作为凭证。下单方有{days}天验收时间，逾期将自动确认完成。',
  'taskAction.introRequestChanges': '请说明还需要修改的地方。你还可以要求修改{left}次。',
  'taskAction.introConfirm': '确认服务已完成？{price}将结算给服务方，操作后无法撤销。',
  'taskAction.introRequestCancel':
    '对方需在{hours}小时内回复。对方同意或逾期未回复，订单将取消，款项全额退还下单方。',
  'taskAction.introAcceptCancel': '确定同意取消吗？订单将结束，款项全额退还下单方。',
  'taskAction.introRejectCancel': '确定拒绝取消吗？平台客服将介入处理，处理完毕前款项继续由平台托管。',
  'taskAction.introDispute': '平台客服将核实情况并作出处理，处理完毕前款项继续由平台托管。',
  'taskAction.price': '你的报价（元）',
  'taskAction.reason': '原因',
  'taskAction.reasonOptional': '原因（选填）',
  'taskAction.responsible': '责任方',
  'taskAction.responsibleMe': '我',
  'taskAction.responsiblePoster': '下单方',
  'taskAction.responsibleTaker': '服务方',
  'taskAction.responsibleNeither': '双方均无责任',
  'taskAction.note': '交付说明',
  'taskAction.photos': '照片（{count}/{max}）',
  'taskAction.photo': '第{n}张照片',
  'taskAction.addPhotos': '添加照片',
  'taskAction.removePhoto': '删除第{n}张照片',
  'taskAction.errorReason': '请填写原因',
  'taskAction.errorResponsible': '请选择责任方',
  'taskAction.errorPrice': '请输入¥0.01至{max}之间的金额，最多两位小数',
  'taskAction.errorSamePrice': '与当前价格相同，请输入新的价格',
  'taskAction.errorEvidence': '请填写交付说明或至少上传一张照片',
  'taskAction.errorUploading': '照片上传中，请稍候',
  'taskAction.errorUploadFailed': '有照片上传失败，请删除后重新添加',
  'taskAction.errorTooManyPhotos': '最多上传{max}张照片，超出的已忽略',
};

export default zhHans;
