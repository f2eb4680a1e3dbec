import type { Catalog } from '../../../../i18n';

const zhHans: Catalog = {
  'realName.title': '实名认证',
  'realName.why': '接单赚钱前需要完成实名认证，请填写与身份证一致的姓名和号码。',
  'realName.nameLabel': '真实姓名',
  'realName.namePlaceholder': '与身份证上的姓名一致',
  'realName.idLabel': '身份证号',
  'realName.idPlaceholder': '18位居民身份证号码',
  'realName.submit': '提交认证',
  'realName.privacy': '身份证号仅用于向认证服务核验，平台不保存完整号码，只保留脱敏信息。',
  'realName.nameRequired': '请填写真实姓名',
  'realName.nameInvalid': '姓名只能包含文字，请与身份证保持一致',
  'realName.idRequired': '请填写身份证号',
  'realName.idInvalid': '身份证号码格式不正确，请逐位核对',
  'realName.rejected': '上次认证未通过：姓名与身份证号不一致，请核对后重新提交。',
  'realName.verified': '已完成实名认证',
  'realName.done': '认证成功',
  'realName.signInFirst': '登录后才能进行实名认证',
  'realName.signIn': '去登录',
};

export default zhHans;
