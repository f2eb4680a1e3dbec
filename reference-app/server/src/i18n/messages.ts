/** Locales the server answers in; anything else falls back to en. */
export const LOCALES = ['en', 'es', 'fr', 'zh-Hans', 'zh-Hant'] as const;
export type Locale = (typeof LOCALES)[number];

const en = {
  'common.ok': 'OK',
  'error.internal': 'Something went wrong on our side. Please try again later.',
  'error.notFound': 'This address does not exist.',
  'error.badRequest': 'The request could not be read. Please check it and try again.',
  'error.unsupportedType': 'This kind of request body is not supported.',
  'error.required': 'Please enter {field}.',
  'error.invalid': '{field} is not valid.',
  'error.phoneInvalid': 'Please enter a valid 11-digit mainland China mobile number.',
  'error.captchaWrong': 'The picture code is wrong. Please get a new picture and try again.',
  'error.captchaExpired': 'The picture code has expired or was already used. Please get a new picture.',
  'error.smsTooSoon':
    'A code was just sent to this number. Please wait {seconds} seconds before asking again.',
  'error.smsCodeFormat': 'The SMS code is 6 digits.',
  'error.smsCodeWrong': 'The SMS code is wrong. You have {left} more tries.',
  'error.smsCodeExpired': 'This SMS code has expired or was already used. Please request a new one.',
  'error.smsTooManyTries': 'Too many wrong codes. Please request a new SMS code.',
  'error.registerTokenInvalid':
    'This sign-in request is not valid for this phone number. Please request a new code.',
  'error.authRequired': 'Please sign in first.',
  'error.tokenExpired': 'Your sign-in has expired. Please sign in again.',
  'error.forbidden': 'You do not have permission to do this.',
  'error.tokenMismatch': 'The token to refresh must be the one you are signed in with.',
  'error.usernameLength': 'The nickname must be 1 to 20 characters.',
  'error.uploadType': 'Only JPEG, PNG, GIF or WebP images can be uploaded.',
  'error.uploadTooLarge': 'The file is too large. The limit is {mb} MB.',
  'error.uploadNotFound': 'This file does not exist.',
  'error.bodyTooLarge': 'The request is too large. The limit is {mb} MB.',
  'error.tooManyParts': 'The request has too many fields or files. Send at most one file.',
  'error.smsUnavailable':
    'Text messages cannot be sent right now, so sign-in codes are unavailable. Please try again later.',
  'error.rateLimited': 'Too many requests. Please try again in {seconds} seconds.',
  'error.agreementNotFound': 'This agreement does not exist.',
  'error.contractNotFound': 'This contract does not exist.',
  'error.originNotAllowed': 'This website is not allowed to call the marketplace.',
  'error.conversationNotFound': 'This conversation does not exist.',
  'error.chatUserNotFound': 'This user does not exist.',
  'error.chatSelf': 'You cannot start a conversation with yourself.',
  'error.chatTextLength': 'A message must be 1 to 140 characters.',
  'error.chatReasonLength': 'The reason must be 1 to 140 characters.',
  'error.chatNoteLength': 'A note must be at most 140 characters.',
  'error.chatPicture': 'Please choose a picture uploaded here.',
  'error.chatOneKind': 'Send text, a picture or a card, one per message.',
  'error.chatOneTarget': 'Delete one message or a whole conversation, not both at once.',
  'error.orderNotFound': 'This order does not exist.',
  'error.notApplication': 'This message is not an application.',
  'error.textRefused': 'This text cannot be sent. Please change it.',
  'error.chatFileRequired': 'Please choose a picture to send.',
  'field.phone': 'your phone number',
  'field.code': 'the picture code',
  'field.session_id': 'the picture code session',
  'field.smsCode': 'the SMS code',
  'field.registerToken': 'the sign-in request token',
  'field.token': 'the token',
  'field.s_username': 'a nickname',
  'field.face': 'the profile photo',
  'field.position': 'the banner position',
  'field.page': 'the page number',
  'field.agreement_key': 'the agreement key',
  'field.contract_key': 'the contract key',
  'field.conversation_id': 'the conversation ID',
  'field.accept_id': 'the person to chat with',
  'field.content': 'a message',
  'field.pic': 'the picture',
  'field.goods_order_id': 'the order ID',
  'field.goods_order_task_id': 'the application ID',
  'field.client_key': 'the message key',
  'field.chat_id': 'the message ID',
  'field.after_id': 'the newest message ID you have',
  'field.before_id': 'the oldest message ID you have',
  'field.file': 'the picture file',
} as const;

export type MessageKey = keyof typeof en;
type Catalog = Record<MessageKey, string>;

const es: Catalog = {
  'common.ok': 'Correcto',
  'error.internal': 'Algo ha fallado por nuestra parte. Vuelve a intentarlo más tarde.',
  'error.notFound': 'Esta dirección no existe.',
  'error.badRequest': 'No se ha podido leer la solicitud. Revísala y vuelve a intentarlo.',
  'error.unsupportedType': 'Este tipo de contenido no es compatible.',
  'error.required': 'Introduce {field}.',
  'error.invalid': '{field}: el valor no es válido.',
  'error.phoneInvalid': 'Introduce un número de móvil de China continental válido de 11 dígitos.',
  'error.captchaWrong': 'El código de la imagen no es correcto. Pide una imagen nueva y vuelve a intentarlo.',
  'error.captchaExpired': 'El código de la imagen ha caducado o ya se ha usado. Pide una imagen nueva.',
  'error.smsTooSoon':
    'Acabamos de enviar un código a este número. Espera {seconds} segundos antes de pedir otro.',
  'error.smsCodeFormat': 'El código SMS tiene 6 dígitos.',
  'error.smsCodeWrong': 'El código SMS no es correcto. Te quedan {left} intentos.',
  'error.smsCodeExpired': 'Este código SMS ha caducado o ya se ha usado. Pide uno nuevo.',
  'error.smsTooManyTries': 'Demasiados códigos incorrectos. Pide un código SMS nuevo.',
  'error.registerTokenInvalid':
    'Esta solicitud de acceso no es válida para este número de teléfono. Pide un código nuevo.',
  'error.authRequired': 'Inicia sesión primero.',
  'error.tokenExpired': 'Tu sesión ha caducado. Vuelve a iniciar sesión.',
  'error.forbidden': 'No tienes permiso para hacer esto.',
  'error.tokenMismatch': 'El token que se renueva debe ser el de tu sesión actual.',
  'error.usernameLength': 'El apodo debe tener entre 1 y 20 caracteres.',
  'error.uploadType': 'Solo se pueden subir imágenes JPEG, PNG, GIF o WebP.',
  'error.uploadTooLarge': 'El archivo es demasiado grande. El límite es de {mb} MB.',
  'error.uploadNotFound': 'Este archivo no existe.',
  'error.bodyTooLarge': 'La solicitud es demasiado grande. El límite es de {mb} MB.',
  'error.tooManyParts': 'La solicitud tiene demasiados campos o archivos. Envía como máximo un archivo.',
  'error.smsUnavailable':
    'Ahora mismo no se pueden enviar SMS, así que los códigos de acceso no están disponibles. Vuelve a intentarlo más tarde.',
  'error.rateLimited': 'Demasiadas solicitudes. Vuelve a intentarlo dentro de {seconds} segundos.',
  'error.agreementNotFound': 'Este acuerdo no existe.',
  'error.contractNotFound': 'Este contrato no existe.',
  'error.originNotAllowed': 'Este sitio web no tiene permiso para usar el mercado.',
  'error.conversationNotFound': 'Esta conversación no existe.',
  'error.chatUserNotFound': 'Este usuario no existe.',
  'error.chatSelf': 'No puedes iniciar una conversación contigo mismo.',
  'error.chatTextLength': 'El mensaje debe tener entre 1 y 140 caracteres.',
  'error.chatReasonLength': 'El motivo debe tener entre 1 y 140 caracteres.',
  'error.chatNoteLength': 'La nota debe tener como máximo 140 caracteres.',
  'error.chatPicture': 'Elige una imagen subida a la plataforma.',
  'error.chatOneKind': 'Envía un texto, una imagen o una tarjeta: uno por mensaje.',
  'error.chatOneTarget': 'Borra un mensaje o una conversación entera, no las dos cosas a la vez.',
  'error.orderNotFound': 'Este pedido no existe.',
  'error.notApplication': 'Este mensaje no es una solicitud.',
  'error.textRefused': 'Este texto no se puede enviar. Cámbialo, por favor.',
  'error.chatFileRequired': 'Elige una imagen para enviar.',
  'field.phone': 'tu número de teléfono',
  'field.code': 'el código de la imagen',
  'field.session_id': 'la sesión del código de la imagen',
  'field.smsCode': 'el código SMS',
  'field.registerToken': 'el token de la solicitud de acceso',
  'field.token': 'el token',
  'field.s_username': 'un apodo',
  'field.face': 'la foto de perfil',
  'field.position': 'la posición del banner',
  'field.page': 'el número de página',
  'field.agreement_key': 'la clave del acuerdo',
  'field.contract_key': 'la clave del contrato',
  'field.conversation_id': 'el ID de la conversación',
  'field.accept_id': 'la persona con quien chatear',
  'field.content': 'un mensaje',
  'field.pic': 'la imagen',
  'field.goods_order_id': 'el ID del pedido',
  'field.goods_order_task_id': 'el ID de la solicitud',
  'field.client_key': 'la clave del mensaje',
  'field.chat_id': 'el ID del mensaje',
  'field.after_id': 'el ID del último mensaje que tienes',
  'field.before_id': 'el ID del mensaje más antiguo que tienes',
  'field.file': 'el archivo de imagen',
};

const fr: Catalog = {
  'common.ok': 'OK',
  'error.internal': 'Un problème est survenu de notre côté. Veuillez réessayer plus tard.',
  'error.notFound': "Cette adresse n'existe pas.",
  'error.badRequest': "La requête n'a pas pu être lue. Vérifiez-la et réessayez.",
  'error.unsupportedType': "Ce type de contenu n'est pas pris en charge.",
  'error.required': 'Veuillez saisir {field}.',
  'error.invalid': "{field} : la valeur n'est pas valide.",
  'error.phoneInvalid': 'Veuillez saisir un numéro de mobile de Chine continentale valide à 11 chiffres.',
  'error.captchaWrong': "Le code de l'image est incorrect. Demandez une nouvelle image et réessayez.",
  'error.captchaExpired': "Le code de l'image a expiré ou a déjà été utilisé. Demandez une nouvelle image.",
  'error.smsTooSoon':
    'Un code vient d’être envoyé à ce numéro. Attendez {seconds} secondes avant d’en demander un autre.',
  'error.smsCodeFormat': 'Le code SMS comporte 6 chiffres.',
  'error.smsCodeWrong': 'Le code SMS est incorrect. Il vous reste {left} essais.',
  'error.smsCodeExpired': 'Ce code SMS a expiré ou a déjà été utilisé. Demandez-en un nouveau.',
  'error.smsTooManyTries': 'Trop de codes incorrects. Demandez un nouveau code SMS.',
  'error.registerTokenInvalid':
    "Cette demande de connexion n'est pas valable pour ce numéro de téléphone. Demandez un nouveau code.",
  'error.authRequired': 'Veuillez d’abord vous connecter.',
  'error.tokenExpired': 'Votre session a expiré. Veuillez vous reconnecter.',
  'error.forbidden': "Vous n'avez pas l'autorisation de faire cela.",
  'error.tokenMismatch': 'Le jeton à renouveler doit être celui de votre session actuelle.',
  'error.usernameLength': 'Le pseudo doit comporter entre 1 et 20 caractères.',
  'error.uploadType': 'Seules les images JPEG, PNG, GIF ou WebP peuvent être envoyées.',
  'error.uploadTooLarge': 'Le fichier est trop volumineux. La limite est de {mb} Mo.',
  'error.uploadNotFound': "Ce fichier n'existe pas.",
  'error.bodyTooLarge': 'La requête est trop volumineuse. La limite est de {mb} Mo.',
  'error.tooManyParts': 'La requête contient trop de champs ou de fichiers. Envoyez un fichier au plus.',
  'error.smsUnavailable':
    'Les SMS ne peuvent pas être envoyés pour le moment : les codes de connexion sont indisponibles. Veuillez réessayer plus tard.',
  'error.rateLimited': 'Trop de requêtes. Réessayez dans {seconds} secondes.',
  'error.agreementNotFound': "Cet accord n'existe pas.",
  'error.contractNotFound': "Ce contrat n'existe pas.",
  'error.originNotAllowed': "Ce site n'est pas autorisé à utiliser la place de marché.",
  'error.conversationNotFound': "Cette conversation n'existe pas.",
  'error.chatUserNotFound': "Cet utilisateur n'existe pas.",
  'error.chatSelf': 'Vous ne pouvez pas démarrer une conversation avec vous-même.',
  'error.chatTextLength': 'Le message doit comporter entre 1 et 140 caractères.',
  'error.chatReasonLength': 'Le motif doit comporter entre 1 et 140 caractères.',
  'error.chatNoteLength': 'La note doit comporter 140 caractères au plus.',
  'error.chatPicture': 'Choisissez une image envoyée sur la plateforme.',
  'error.chatOneKind': 'Envoyez un texte, une image ou une carte : un seul par message.',
  'error.chatOneTarget': 'Supprimez un message ou une conversation entière, pas les deux à la fois.',
  'error.orderNotFound': "Cette commande n'existe pas.",
  'error.notApplication': "Ce message n'est pas une candidature.",
  'error.textRefused': 'Ce texte ne peut pas être envoyé. Merci de le modifier.',
  'error.chatFileRequired': 'Choisissez une image à envoyer.',
  'field.phone': 'votre numéro de téléphone',
  'field.code': "le code de l'image",
  'field.session_id': "la session du code de l'image",
  'field.smsCode': 'le code SMS',
  'field.registerToken': 'le jeton de la demande de connexion',
  'field.token': 'le jeton',
  'field.s_username': 'un pseudo',
  'field.face': 'la photo de profil',
  'field.position': "l'emplacement de la bannière",
  'field.page': 'le numéro de page',
  'field.agreement_key': "la clé de l'accord",
  'field.contract_key': 'la clé du contrat',
  'field.conversation_id': "l'identifiant de la conversation",
  'field.accept_id': 'la personne avec qui discuter',
  'field.content': 'un message',
  'field.pic': "l'image",
  'field.goods_order_id': "l'identifiant de la commande",
  'field.goods_order_task_id': "l'identifiant de la candidature",
  'field.client_key': 'la clé du message',
  'field.chat_id': "l'identifiant du message",
  'field.after_id': "l'identifiant du dernier message reçu",
  'field.before_id': "l'identifiant du plus ancien message reçu",
  'field.file': 'le fichier image',
};

const zhHans: Catalog = {
  'common.ok': '成功',
  'error.internal': '服务器开小差了，请稍后再试。',
  'error.notFound': '您访问的地址不存在。',
  'error.badRequest': '请求内容无法识别，请检查后重试。',
  'error.unsupportedType': '不支持这种请求格式。',
  'error.required': '请输入{field}',
  'error.invalid': '{field}格式不正确',
  'error.phoneInvalid': '请输入正确的11位手机号码',
  'error.captchaWrong': '图形验证码错误，请刷新图片后重新输入',
  'error.captchaExpired': '图形验证码已过期或已使用，请刷新图片',
  'error.smsTooSoon': '验证码已发送到该号码，请{seconds}秒后再获取',
  'error.smsCodeFormat': '短信验证码为6位数字',
  'error.smsCodeWrong': '短信验证码错误，还可以再试{left}次',
  'error.smsCodeExpired': '短信验证码已失效，请重新获取',
  'error.smsTooManyTries': '验证码错误次数过多，请重新获取短信验证码',
  'error.registerTokenInvalid': '登录请求与该手机号不匹配，请重新获取验证码',
  'error.authRequired': '请先登录',
  'error.tokenExpired': '登录已过期，请重新登录',
  'error.forbidden': '您没有权限进行此操作',
  'error.tokenMismatch': '要刷新的令牌必须是当前登录使用的令牌',
  'error.usernameLength': '昵称长度须为1到20个字符',
  'error.uploadType': '仅支持上传JPEG、PNG、GIF或WebP格式的图片',
  'error.uploadTooLarge': '文件太大，不能超过{mb}MB',
  'error.uploadNotFound': '文件不存在',
  'error.bodyTooLarge': '请求内容太大，不能超过{mb}MB',
  'error.tooManyParts': '请求包含的字段或文件过多，最多只能上传一个文件',
  'error.smsUnavailable': '短信暂时无法发送，暂不能获取验证码，请稍后再试',
  'error.rateLimited': '操作太频繁，请{seconds}秒后再试',
  'error.agreementNotFound': '该协议不存在',
  'error.contractNotFound': '该合同不存在',
  'error.originNotAllowed': '该网站无权调用本平台接口',
  'error.conversationNotFound': '该会话不存在',
  'error.chatUserNotFound': '该用户不存在',
  'error.chatSelf': '不能和自己聊天',
  'error.chatTextLength': '消息内容须为1到140个字',
  'error.chatReasonLength': '拒绝理由须为1到140个字',
  'error.chatNoteLength': '附言不能超过140个字',
  'error.chatPicture': '请选择在本平台上传的图片',
  'error.chatOneKind': '文字、图片和卡片请分开发送',
  'error.chatOneTarget': '请选择删除单条消息或整个会话，不能同时删除',
  'error.orderNotFound': '该订单不存在',
  'error.notApplication': '这条消息不是接单申请',
  'error.textRefused': '内容无法发送，请修改后重试',
  'error.chatFileRequired': '请选择要发送的图片',
  'field.phone': '手机号码',
  'field.code': '图形验证码',
  'field.session_id': '图形验证码会话',
  'field.smsCode': '短信验证码',
  'field.registerToken': '登录请求令牌',
  'field.token': '令牌',
  'field.s_username': '昵称',
  'field.face': '头像',
  'field.position': '广告位',
  'field.page': '页码',
  'field.agreement_key': '协议标识',
  'field.contract_key': '合同标识',
  'field.conversation_id': '会话编号',
  'field.accept_id': '聊天对象',
  'field.content': '消息内容',
  'field.pic': '图片',
  'field.goods_order_id': '订单编号',
  'field.goods_order_task_id': '申请编号',
  'field.client_key': '消息标识',
  'field.chat_id': '消息编号',
  'field.after_id': '最新消息编号',
  'field.before_id': '最早消息编号',
  'field.file': '图片文件',
};

const zhHant: Catalog = {
  'common.ok': '成功',
  'error.internal': '伺服器暫時無法回應，請稍後再試。',
  'error.notFound': '您造訪的網址不存在。',
  'error.badRequest': '無法識別請求內容，請檢查後重試。',
  'error.unsupportedType': '不支援這種請求格式。',
  'error.required': '請輸入{field}',
  'error.invalid': '{field}格式不正確',
  'error.phoneInvalid': '請輸入正確的11位中國大陸手機號碼',
  'error.captchaWrong': '圖形驗證碼錯誤，請重新整理圖片後再輸入',
  'error.captchaExpired': '圖形驗證碼已過期或已使用，請重新整理圖片',
  'error.smsTooSoon': '驗證碼已傳送至該號碼，請{seconds}秒後再索取',
  'error.smsCodeFormat': '簡訊驗證碼為6位數字',
  'error.smsCodeWrong': '簡訊驗證碼錯誤，還可以再試{left}次',
  'error.smsCodeExpired': '簡訊驗證碼已失效，請重新索取',
  'error.smsTooManyTries': '驗證碼錯誤次數過多，請重新索取簡訊驗證碼',
  'error.registerTokenInvalid': '登入請求與該手機號碼不符，請重新索取驗證碼',
  'error.authRequired': '請先登入',
  'error.tokenExpired': '登入已過期，請重新登入',
  'error.forbidden': '您沒有權限執行此操作',
  'error.tokenMismatch': '要更新的權杖必須是目前登入所使用的權杖',
  'error.usernameLength': '暱稱長度須為1到20個字元',
  'error.uploadType': '僅支援上傳JPEG、PNG、GIF或WebP格式的圖片',
  'error.uploadTooLarge': '檔案太大，不能超過{mb}MB',
  'error.uploadNotFound': '檔案不存在',
  'error.bodyTooLarge': '請求內容太大，不能超過{mb}MB',
  'error.tooManyParts': '請求包含的欄位或檔案過多，最多只能上傳一個檔案',
  'error.smsUnavailable': '簡訊暫時無法傳送，暫時無法取得驗證碼，請稍後再試',
  'error.rateLimited': '操作過於頻繁，請{seconds}秒後再試',
  'error.agreementNotFound': '該協議不存在',
  'error.contractNotFound': '該合約不存在',
  'error.originNotAllowed': '該網站無權呼叫本平台介面',
  'error.conversationNotFound': '該對話不存在',
  'error.chatUserNotFound': '該使用者不存在',
  'error.chatSelf': '不能和自己聊天',
  'error.chatTextLength': '訊息內容須為1到140個字',
  'error.chatReasonLength': '拒絕理由須為1到140個字',
  'error.chatNoteLength': '附言不能超過140個字',
  'error.chatPicture': '請選擇在本平台上傳的圖片',
  'error.chatOneKind': '文字、圖片和卡片請分開傳送',
  'error.chatOneTarget': '請選擇刪除單則訊息或整個對話，不能同時刪除',
  'error.orderNotFound': '該訂單不存在',
  'error.notApplication': '這則訊息不是接案申請',
  'error.textRefused': '內容無法傳送，請修改後重試',
  'error.chatFileRequired': '請選擇要傳送的圖片',
  'field.phone': '手機號碼',
  'field.code': '圖形驗證碼',
  'field.session_id': '圖形驗證碼工作階段',
  'field.smsCode': '簡訊驗證碼',
  'field.registerToken': '登入請求權杖',
  'field.token': '權杖',
  'field.s_username': '暱稱',
  'field.face': '大頭貼',
  'field.position': '廣告版位',
  'field.page': '頁碼',
  'field.agreement_key': '協議識別碼',
  'field.contract_key': '合約識別碼',
  'field.conversation_id': '對話編號',
  'field.accept_id': '聊天對象',
  'field.content': '訊息內容',
  'field.pic': '圖片',
  'field.goods_order_id': '訂單編號',
  'field.goods_order_task_id': '申請編號',
  'field.client_key': '訊息識別碼',
  'field.chat_id': '訊息編號',
  'field.after_id': '最新訊息編號',
  'field.before_id': '最早訊息編號',
  'field.file': '圖片檔案',
};

const catalogs: Record<Locale, Catalog> = { en, es, fr, 'zh-Hans': zhHans, 'zh-Hant': zhHant };

export type FieldName =
  | 'phone'
  | 'code'
  | 'session_id'
  | 'smsCode'
  | 'registerToken'
  | 'token'
  | 's_username'
  | 'face'
  | 'position'
  | 'page'
  | 'agreement_key'
  | 'contract_key'
  | 'conversation_id'
  | 'accept_id'
  | 'content'
  | 'pic'
  | 'goods_order_id'
  | 'goods_order_task_id'
  | 'client_key'
  | 'chat_id'
  | 'after_id'
  | 'before_id'
  | 'file';

export type MessageParams = Record<string, string | number>;

/** The message `key` in `locale`, with `{name}` placeholders filled from `params`. */
export function translate(locale: Locale, key: MessageKey, params: MessageParams = {}): string {
  const template = catalogs[locale][key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (name === 'field' && typeof params.field === 'string') {
      const fieldKey = `field.${params.field}` as MessageKey;
      const label = catalogs[locale][fieldKey] ?? params.field;
      // Sentence-initial labels start with a capital letter in the Latin-script locales.
      return template.startsWith(whole) ? label.charAt(0).toUpperCase() + label.slice(1) : label;
    }
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}

function matchLocale(tag: string): Locale | undefined {
  const lower = tag.toLowerCase();
  if (lower === 'zh-hant' || lower.startsWith('zh-hant-') || /^zh-(tw|hk|mo)\b/.test(lower)) return 'zh-Hant';
  if (lower === 'zh' || lower.startsWith('zh-')) return 'zh-Hans';
  const primary = lower.split('-')[0];
  if (primary === 'en' || primary === 'es' || primary === 'fr') return primary;
  return undefined;
}

/** Picks the best supported locale from an Accept-Language header (q-values honoured); en by default. */
export function pickLocale(header: string | undefined): Locale {
  if (!header) return 'en';
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const entry of ranked) {
    const locale = matchLocale(entry.tag);
    if (locale) return locale;
  }
  return 'en';
}
