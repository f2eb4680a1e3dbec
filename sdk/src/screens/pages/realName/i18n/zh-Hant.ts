import type { Catalog } from '../../../../i18n';

const zhHant: Catalog = {
  'realName.title': '實名認證',
  'realName.why': '接案賺錢前需要完成實名認證，請填寫與身分證相符的姓名和號碼。',
  'realName.nameLabel': '真實姓名',
  'realName.namePlaceholder': '與身分證上的姓名相同',
  'realName.idLabel': '身分證號碼',
  'realName.idPlaceholder': '18碼居民身分證號碼',
  'realName.submit': '送出認證',
  'realName.privacy': '身分證號碼僅用於向認證服務核對，平台不保存完整號碼，只保留遮蔽後的資訊。',
  'realName.nameRequired': '請填寫真實姓名',
  'realName.nameInvalid': '姓名只能包含文字，請與身分證相同',
  'realName.idRequired': '請填寫身分證號碼',
  'realName.idInvalid': '身分證號碼格式不正確，請逐碼核對',
  'realName.rejected': '上次認證未通過：姓名與身分證號碼不符，請核對後重新送出。',
  'realName.verified': '已完成實名認證',
  'realName.done': '認證成功',
  'realName.signInFirst': '登入後才能進行實名認證',
  'realName.signIn': '去登入',
};

export default zhHant;
