import { sql, type Transaction } from 'kysely';
import { LOCALES, type Locale } from '../i18n/messages.js';
import type { Database, Db } from './index.js';

/** The seeded categories' names in every locale, by icon. */
const CATEGORY_NAMES: Record<string, Record<string, string>> = {
  '/assets/categories/repair.svg': {
    en: 'Home repair',
    es: 'Reparaciones del hogar',
    fr: 'Réparations à domicile',
    'zh-Hans': '家庭维修',
    'zh-Hant': '居家維修',
  },
  '/assets/categories/cleaning.svg': {
    en: 'Cleaning',
    es: 'Limpieza',
    fr: 'Ménage',
    'zh-Hans': '保洁清洗',
    'zh-Hant': '清潔打掃',
  },
  '/assets/categories/delivery.svg': {
    en: 'Moving and delivery',
    es: 'Mudanzas y entregas',
    fr: 'Déménagement et livraison',
    'zh-Hans': '搬家跑腿',
    'zh-Hant': '搬家跑腿',
  },
  '/assets/categories/tutoring.svg': {
    en: 'Tutoring',
    es: 'Clases particulares',
    fr: 'Soutien scolaire',
    'zh-Hans': '家教辅导',
    'zh-Hant': '家教輔導',
  },
  '/assets/categories/design.svg': {
    en: 'Design and writing',
    es: 'Diseño y redacción',
    fr: 'Graphisme et rédaction',
    'zh-Hans': '设计文案',
    'zh-Hant': '設計文案',
  },
};

/** The seeded customer-service (kefu) account's phone. */
export const KEFU_PHONE = '13800000000';

/** One version per locale: every seeded item is written in all of them. */
type Versions<T> = Record<Locale, T>;

export interface DemoDocument {
  key: string;
  versions: Versions<{ title: string; content: string }>;
}

export interface DemoBanner {
  position: string;
  sort: number;
  /** The en image; the other locales have their own (the words are part of the picture). */
  image: string;
  link_type: 'none' | 'route' | 'web';
  link: string;
  versions: Versions<{ title: string; image: string | null }>;
}

export interface DemoShare {
  page: string;
  key: string;
  /** The logo has no words in it: one picture for every locale. */
  pic: string;
  versions: Versions<{ title: string }>;
}

/**
 * French puts a no-break space before `: ; ! ?` and inside guillemets; the texts below are typed
 * with ordinary spaces, which this turns into no-break ones so a line never starts with `:`.
 */
function frenchSpacing(text: string): string {
  return text
    .replace(/ ([;!?])/g, '\u202f$1')
    .replace(/ ([:»])/g, '\u00a0$1')
    .replace(/« /g, '«\u00a0');
}

const USER_AGREEMENT: DemoDocument = {
  key: 'user_agreement',
  versions: {
    en: {
      title: 'User Agreement',
      content: `Welcome to Task Marketplace. These terms govern your use of the marketplace, where people post tasks and orders and service providers take them. By registering or using the service you accept these terms.

1. Your account. You register with a mainland China mobile number that you own and can receive text messages on. Keep your device and sign-in codes to yourself; you are responsible for what happens under your account. Tell customer service at once if you believe someone else is using it.

2. Posting and taking tasks. Describe a task truthfully, including its price, place, time and any qualifications it needs. Take only tasks you are able and allowed to do. The poster and the taker agree the work between themselves; Task Marketplace provides the platform, the messages and the payment flow, and is not a party to that agreement unless a separate contract says so.

3. Payments. Prices are shown in yuan. Payment for an order is held by the platform and released to the taker when the order is completed or according to the service contract. Fees, coupons and cash-out rules are shown before you confirm an action.

4. Conduct. Do not post anything unlawful, violent, pornographic, related to gambling or drugs, or fraudulent. Do not ask other users to move payment or contact off the platform, and do not harass anyone. We may remove content and restrict accounts that break these rules, and we keep records as the law requires.

5. Real-name and qualification checks. Some tasks require real-name verification or proof of a qualification. Information you submit for these checks must be your own and accurate.

6. Disputes. If something goes wrong with an order, first try to settle it through the chat. If that fails, contact customer service from the feedback page; we review the order history and messages and help both sides reach a fair outcome.

7. Changes. We may update these terms. We will show the new version in the app before it takes effect; continuing to use the service after that means you accept it.`,
    },
    es: {
      title: 'Condiciones de uso',
      content: `Te damos la bienvenida a Mercado de Tareas. Estas condiciones regulan el uso de la plataforma, en la que unas personas publican tareas y pedidos y los proveedores de servicios los aceptan. Al registrarte o utilizar el servicio, aceptas estas condiciones.

1. Tu cuenta. Te registras con un número de móvil de China continental que sea tuyo y en el que puedas recibir SMS. No compartas tu dispositivo ni tus códigos de acceso: eres responsable de todo lo que se haga con tu cuenta. Si crees que otra persona la está usando, avisa de inmediato al servicio de atención al cliente.

2. Publicar y aceptar tareas. Describe cada tarea con veracidad, incluidos el precio, el lugar, la fecha y hora y las cualificaciones que requiera. Acepta solo las tareas que seas capaz de realizar y que estés autorizado a hacer. Quien publica la tarea y quien la acepta acuerdan el trabajo entre sí; Mercado de Tareas ofrece la plataforma, la mensajería y el sistema de pago, y no es parte de ese acuerdo salvo que un contrato independiente disponga otra cosa.

3. Pagos. Los precios se indican en yuanes. La plataforma retiene el pago de cada pedido y lo libera a favor de quien realiza la tarea cuando el pedido se completa o según lo previsto en el contrato de servicio. Las comisiones, los cupones y las condiciones de retirada de fondos se muestran antes de que confirmes cada operación.

4. Conducta. No publiques contenidos ilícitos, violentos, pornográficos, relacionados con el juego o las drogas, ni fraudulentos. No pidas a otros usuarios que paguen o se comuniquen fuera de la plataforma y no acoses a nadie. Podemos retirar contenidos y restringir las cuentas que incumplan estas normas, y conservamos los registros que exige la ley.

5. Verificación de identidad y de cualificaciones. Algunas tareas exigen verificar tu identidad real o acreditar una cualificación. La información que facilites para ello debe ser tuya y exacta.

6. Disputas. Si surge un problema con un pedido, intenta primero resolverlo por el chat. Si no es posible, contacta con el servicio de atención al cliente desde la página «Sugerencias y quejas»; revisaremos el historial del pedido y los mensajes y ayudaremos a ambas partes a llegar a una solución justa.

7. Cambios. Podemos modificar estas condiciones. Te mostraremos la nueva versión en la aplicación antes de que entre en vigor; si sigues utilizando el servicio a partir de entonces, se entenderá que la aceptas.`,
    },
    fr: {
      title: 'Conditions d’utilisation',
      content:
        frenchSpacing(`Bienvenue sur Marché des missions. Les présentes conditions régissent votre utilisation de la plateforme, sur laquelle des particuliers publient des missions et des commandes que des prestataires acceptent. En vous inscrivant ou en utilisant le service, vous acceptez ces conditions.

1. Votre compte. Vous vous inscrivez avec un numéro de mobile de Chine continentale qui vous appartient et sur lequel vous pouvez recevoir des SMS. Ne confiez à personne votre appareil ni vos codes de connexion : vous êtes responsable de tout ce qui se fait depuis votre compte. Prévenez immédiatement le service client si vous pensez que quelqu’un d’autre l’utilise.

2. Publier et accepter des missions. Décrivez chaque mission avec exactitude, y compris son prix, son lieu, sa date et les qualifications qu’elle exige. N’acceptez que les missions que vous êtes capable et autorisé à réaliser. Le donneur d’ordre et le prestataire conviennent du travail entre eux ; Marché des missions fournit la plateforme, la messagerie et le circuit de paiement, et n’est pas partie à cet accord, sauf contrat distinct le prévoyant.

3. Paiements. Les prix sont indiqués en yuans. Le paiement d’une commande est conservé par la plateforme et versé au prestataire lorsque la commande est terminée, ou selon les termes du contrat de prestation. Les frais, les bons de réduction et les règles de retrait vous sont présentés avant que vous ne confirmiez une opération.

4. Comportement. Ne publiez aucun contenu illicite, violent, pornographique, lié aux jeux d’argent ou aux stupéfiants, ou frauduleux. Ne demandez pas aux autres utilisateurs de payer ou de communiquer en dehors de la plateforme, et ne harcelez personne. Nous pouvons retirer les contenus et restreindre les comptes qui enfreignent ces règles, et nous conservons les données exigées par la loi.

5. Vérification d’identité et de qualification. Certaines missions exigent une vérification d’identité ou un justificatif de qualification. Les informations que vous fournissez à cette fin doivent être les vôtres et exactes.

6. Litiges. En cas de problème avec une commande, essayez d’abord de le régler dans la messagerie. À défaut, contactez le service client depuis la page « Avis et réclamations » ; nous examinons l’historique de la commande et les messages, et aidons les deux parties à parvenir à une solution équitable.

7. Modifications. Nous pouvons modifier ces conditions. La nouvelle version vous est présentée dans l’application avant son entrée en vigueur ; si vous continuez à utiliser le service ensuite, vous l’acceptez.`),
    },
    'zh-Hans': {
      title: '用户协议',
      content: `欢迎使用任务集市。任务集市是供用户发布任务和订单、由服务者承接完成的网络服务平台，本协议约定您使用平台服务的相关事项。请您在注册前务必审慎阅读、充分理解本协议各条款内容。您注册或使用本服务，即表示您已阅读并同意本协议。

一、账号注册与使用：您应当使用本人持有、能够正常接收短信的中国大陆手机号码注册账号。请妥善保管您的设备及登录验证码，切勿告知他人；通过您的账号进行的一切操作，均由您本人负责。如发现账号被他人冒用，请立即联系客服。

二、发布与承接任务：发布任务时，您应当如实填写任务信息，包括价格、地点、时间及所需资质。您只应承接自己有能力完成、且依法可以从事的任务。具体工作内容由发布方与承接方自行协商确定；任务集市提供平台、消息及支付服务，除另有合同约定外，不是双方约定的当事人。

三、支付：价格以人民币元为单位标示。订单款项由平台代为保管，在订单完成后或按照服务合同的约定支付给承接方。相关服务费、优惠券及提现规则，均会在您确认操作前向您展示。

四、行为规范：您不得发布任何违法、暴力、色情、涉赌、涉毒或欺诈信息；不得要求其他用户绕开平台付款或私下联系，不得骚扰他人。对违反上述规定的内容和账号，我们有权删除相关内容、限制账号使用，并依照法律规定保存相关记录。

五、实名认证与资质审核：部分任务要求完成实名认证或提供相应的资质证明。您为此提交的信息应当真实、准确，且属于您本人。

六、纠纷处理：订单出现问题时，请先通过聊天与对方协商解决。协商不成的，您可以在“意见反馈与投诉”页面联系客服；我们将核查订单记录和聊天消息，协助双方达成公平合理的处理结果。

七、协议变更：我们可能对本协议进行修订。新版本生效前，我们会在应用内向您展示；新版本生效后您继续使用本服务的，即视为您接受修订后的协议。`,
    },
    'zh-Hant': {
      title: '使用者條款',
      content: `歡迎使用任務集市。任務集市是供使用者發布任務與訂單、由服務者承接完成的網路服務平台，本條款規範您使用平台服務的相關事項。請您於註冊前詳細閱讀並充分瞭解本條款各項內容。您註冊或使用本服務，即表示您已閱讀並同意遵守本條款。

一、帳號註冊與使用：您應使用本人持有、能正常接收簡訊的中國大陸手機號碼註冊帳號。請妥善保管您的裝置及登入驗證碼，切勿告知他人；透過您的帳號進行的一切操作，均由您本人負責。如發現帳號遭他人冒用，請立即聯絡客服。

二、發布與承接任務：發布任務時，請如實填寫任務資訊，包括價格、地點、時間及所需資格。您僅應承接自己有能力完成、且依法得從事的任務。具體工作內容由發布方與承接方自行約定；任務集市提供平台、訊息及付款服務，除另有合約約定外，並非雙方約定的當事人。

三、付款：價格以人民幣元為單位標示。訂單款項由平台代為保管，於訂單完成後或依服務合約的約定撥付予承接方。相關服務費、優惠券及提領規則，均會在您確認操作前向您顯示。

四、行為規範：您不得發布任何違法、暴力、色情、賭博、毒品相關或詐騙內容；不得要求其他使用者繞過平台付款或私下聯絡，亦不得騷擾他人。對於違反上述規定的內容與帳號，我們得移除相關內容、限制帳號使用，並依法保存相關紀錄。

五、實名認證與資格審核：部分任務須完成實名認證或提供相應的資格證明。您為此提交的資料應真實、正確，且為您本人所有。

六、爭議處理：訂單發生問題時，請先透過聊天與對方協商解決。協商不成時，您可於「意見回饋與申訴」頁面聯絡客服；我們將查核訂單紀錄與聊天訊息，協助雙方達成公平合理的處理結果。

七、條款修訂：我們可能修訂本條款。新版本生效前，我們會在應用程式內向您顯示；新版本生效後您繼續使用本服務者，即視為您同意修訂後的條款。`,
    },
  },
};

const PRIVACY_POLICY: DemoDocument = {
  key: 'privacy_policy',
  versions: {
    en: {
      title: 'Privacy Policy',
      content: `This policy explains what personal information Task Marketplace collects, why, and the choices you have.

What we collect. Your mobile number, used to sign you in and to reach you about your orders. Your nickname and profile photo, shown to other users. For real-name verification, your name and ID number, which we store protected and show back to you only in masked form. The tasks, orders, messages and reviews you create. Basic technical data such as your device type and the time of your requests, kept to run and secure the service.

Why we use it. To provide the marketplace: matching tasks and takers, delivering messages, processing payments and cash-outs. To keep the service safe: preventing fraud, spam and abuse. To meet legal duties, such as keeping transaction records.

Who sees it. Other users see your nickname, photo, reviews and the tasks you publish. The other party to an order sees what they need to complete it. Payment and SMS providers receive only what they need to perform their service. We do not sell personal information.

How long we keep it. Account data is kept while your account is open. Transaction records are kept for the period the law requires. Sign-in codes expire after ten minutes and are stored only in hashed form.

Your choices. You can view and edit your profile at any time, sign out on any device, and ask customer service to close your account and delete the data we are not required to keep.

Contact. Questions about this policy can be sent through the feedback page; customer service answers within three working days.`,
    },
    es: {
      title: 'Política de privacidad',
      content: `Esta política explica qué información personal recoge Mercado de Tareas, con qué fin y qué opciones tienes.

Qué recogemos. Tu número de móvil, para iniciar sesión y contactar contigo sobre tus pedidos. Tu apodo y tu foto de perfil, que ven los demás usuarios. Para la verificación de identidad, tu nombre y tu número de documento de identidad, que guardamos protegidos y solo te mostramos de forma enmascarada. Las tareas, los pedidos, los mensajes y las valoraciones que creas. Datos técnicos básicos, como el tipo de dispositivo y la hora de tus solicitudes, que conservamos para prestar el servicio y protegerlo.

Para qué los usamos. Para prestar el servicio: poner en contacto tareas y proveedores, entregar mensajes y procesar pagos y retiradas de fondos. Para mantener la seguridad del servicio: prevenir el fraude, el spam y los abusos. Para cumplir obligaciones legales, como conservar los registros de las transacciones.

Quién los ve. Los demás usuarios ven tu apodo, tu foto, tus valoraciones y las tareas que publicas. La otra parte de un pedido ve lo que necesita para completarlo. Los proveedores de pagos y de SMS solo reciben lo necesario para prestar su servicio. No vendemos información personal.

Cuánto tiempo los conservamos. Los datos de la cuenta se conservan mientras la cuenta siga abierta. Los registros de las transacciones se conservan durante el plazo que exige la ley. Los códigos de acceso caducan a los diez minutos y solo se guardan en forma de hash.

Tus opciones. Puedes consultar y editar tu perfil en cualquier momento, cerrar la sesión en cualquier dispositivo y pedir al servicio de atención al cliente que cierre tu cuenta y elimine los datos que no estemos obligados a conservar.

Contacto. Puedes enviar tus preguntas sobre esta política desde la página «Sugerencias y quejas»; el servicio de atención al cliente responde en un plazo de tres días hábiles.`,
    },
    fr: {
      title: 'Politique de confidentialité',
      content:
        frenchSpacing(`Cette politique explique quelles informations personnelles Marché des missions collecte, pourquoi, et de quels choix vous disposez.

Ce que nous collectons. Votre numéro de mobile, pour vous connecter et vous joindre au sujet de vos commandes. Votre pseudonyme et votre photo de profil, visibles par les autres utilisateurs. Pour la vérification d’identité, votre nom et votre numéro de pièce d’identité, que nous conservons de manière protégée et ne vous réaffichons que sous forme masquée. Les missions, commandes, messages et avis que vous créez. Des données techniques de base, comme le type de votre appareil et l’heure de vos requêtes, conservées pour faire fonctionner et sécuriser le service.

Pourquoi nous les utilisons. Pour fournir le service : mettre en relation missions et prestataires, acheminer les messages, traiter les paiements et les retraits. Pour assurer la sécurité du service : prévenir la fraude, le spam et les abus. Pour respecter nos obligations légales, comme la conservation des relevés de transactions.

Qui y a accès. Les autres utilisateurs voient votre pseudonyme, votre photo, vos avis et les missions que vous publiez. L’autre partie à une commande voit ce dont elle a besoin pour la mener à bien. Les prestataires de paiement et d’envoi de SMS ne reçoivent que ce qui est nécessaire à leur service. Nous ne vendons pas d’informations personnelles.

Durée de conservation. Les données du compte sont conservées tant que votre compte est ouvert. Les relevés de transactions sont conservés pendant la durée exigée par la loi. Les codes de connexion expirent au bout de dix minutes et ne sont stockés que sous forme hachée.

Vos choix. Vous pouvez à tout moment consulter et modifier votre profil, vous déconnecter sur n’importe quel appareil, et demander au service client de clôturer votre compte et de supprimer les données que nous ne sommes pas tenus de conserver.

Contact. Vos questions sur cette politique peuvent être envoyées depuis la page « Avis et réclamations » ; le service client répond sous trois jours ouvrés.`),
    },
    'zh-Hans': {
      title: '隐私政策',
      content: `本政策说明任务集市会收集您的哪些个人信息、为何收集，以及您可以如何管理这些信息。我们深知个人信息对您的重要性，将依法保护您的个人信息。

我们收集的信息：您的手机号码，用于登录以及就订单与您联系；您的昵称和头像，会向其他用户展示；进行实名认证时，您的姓名和身份证号码，我们会采取安全措施妥善存储，并且仅以部分隐藏的形式向您本人展示；您创建的任务、订单、聊天消息和评价；为保障服务正常运行和安全所需的基础技术信息，例如设备类型和请求时间。

我们如何使用信息：用于提供平台服务，包括匹配任务与承接方、传递消息、处理支付和提现；用于保障服务安全，防范欺诈、垃圾信息和滥用行为；用于履行法定义务，例如保存交易记录。

信息的共享：其他用户可以看到您的昵称、头像、评价以及您发布的任务。订单的另一方可以看到完成订单所需的信息。支付和短信服务商仅获得其提供服务所必需的信息。我们不会出售您的个人信息。

信息的保存期限：账号信息在您的账号存续期间保存。交易记录按照法律规定的期限保存。登录验证码十分钟后失效，且我们仅保存其哈希值。

您的权利：您可以随时查看和修改个人资料，在任一设备上退出登录，也可以联系客服注销账号，并删除我们依法无需继续保存的信息。

联系我们：如您对本政策有任何疑问，可通过“意见反馈与投诉”页面与我们联系，客服将在三个工作日内答复。`,
    },
    'zh-Hant': {
      title: '隱私權政策',
      content: `本政策說明任務集市會蒐集您的哪些個人資料、蒐集的目的，以及您可以如何管理這些資料。我們重視您的個人資料，並將依法予以保護。

我們蒐集的資料：您的手機號碼，用於登入及就訂單與您聯絡；您的暱稱與大頭貼，會向其他使用者顯示；進行實名認證時，您的姓名與身分證號碼，我們會採取安全措施妥善儲存，且僅以部分遮蔽的形式向您本人顯示；您建立的任務、訂單、聊天訊息與評價；為維持服務正常運作與安全所需的基本技術資料，例如裝置類型及請求時間。

我們如何利用資料：用於提供平台服務，包括媒合任務與承接方、傳遞訊息、處理付款與提領；用於維護服務安全，防範詐騙、垃圾訊息與濫用行為；用於履行法定義務，例如保存交易紀錄。

資料的分享：其他使用者可以看到您的暱稱、大頭貼、評價及您發布的任務。訂單的另一方可以看到完成訂單所需的資料。金流及簡訊服務商僅取得其提供服務所必需的資料。我們不會出售您的個人資料。

資料的保存期間：帳號資料於您的帳號存續期間保存。交易紀錄依法令規定的期間保存。登入驗證碼於十分鐘後失效，且我們僅儲存其雜湊值。

您的權利：您可以隨時檢視及修改個人資料、在任何裝置上登出，也可以聯絡客服刪除帳號，並刪除我們依法無須保留的資料。

聯絡我們：如您對本政策有任何疑問，歡迎透過「意見回饋與申訴」頁面與我們聯絡，客服將於三個工作天內回覆。`,
    },
  },
};

const SERVICE_CONTRACT: DemoDocument = {
  key: 'service_contract',
  versions: {
    en: {
      title: 'Service Contract',
      content: `Service contract between the task poster (the Client) and the service provider (the Provider), concluded through Task Marketplace.

1. Subject. The Provider performs the task described in the order, at the place and time stated there. The order detail, including any changes both sides confirmed in the chat, forms part of this contract.

2. Price and payment. The Client pays the agreed price through the platform when placing or confirming the order. The platform holds the payment and releases it to the Provider when the Client confirms completion, or automatically when the confirmation period shown in the order ends without a dispute.

3. Performance. The Provider does the work with due care and in person unless the Client agrees otherwise. The Client gives the Provider the access and information needed to do the work.

4. Changes and cancellation. Either side may propose a change of price, time or scope in the chat; it binds both once the other side accepts it. An order cancelled before work starts is refunded in full; after work starts, the parties settle the work already done, with customer service mediating if they cannot agree.

5. Quality and disputes. If the work does not match the order, the Client reports it before confirming completion. Both sides first try to resolve it in the chat; if that fails, either may ask customer service to review the order and messages and propose a settlement.

6. Liability. Each side is responsible for damage it causes by breaking this contract. Task Marketplace provides the platform and the payment flow and is not a party to this contract.`,
    },
    es: {
      title: 'Contrato de prestación de servicios',
      content: `Contrato de prestación de servicios entre quien publica la tarea (el Cliente) y el proveedor del servicio (el Proveedor), celebrado a través de Mercado de Tareas.

1. Objeto. El Proveedor realiza la tarea descrita en el pedido, en el lugar y en la fecha y hora que en él se indican. El detalle del pedido, incluidos los cambios que ambas partes hayan confirmado en el chat, forma parte de este contrato.

2. Precio y pago. El Cliente paga el precio acordado a través de la plataforma al realizar o confirmar el pedido. La plataforma retiene el pago y lo libera a favor del Proveedor cuando el Cliente confirma que el trabajo está terminado, o automáticamente cuando vence sin disputa el plazo de confirmación indicado en el pedido.

3. Ejecución. El Proveedor realiza el trabajo personalmente y con la diligencia debida, salvo que el Cliente acepte otra cosa. El Cliente facilita al Proveedor el acceso y la información necesarios para realizarlo.

4. Cambios y cancelación. Cualquiera de las partes puede proponer en el chat un cambio de precio, fecha o alcance, que obliga a ambas en cuanto la otra parte lo acepta. Si el pedido se cancela antes de empezar el trabajo, se reembolsa íntegramente; si se cancela después, las partes liquidan el trabajo ya realizado, con la mediación del servicio de atención al cliente si no llegan a un acuerdo.

5. Calidad y disputas. Si el trabajo no se ajusta al pedido, el Cliente debe comunicarlo antes de confirmar que está terminado. Ambas partes intentan primero resolverlo por el chat; si no lo consiguen, cualquiera de ellas puede pedir al servicio de atención al cliente que revise el pedido y los mensajes y proponga una solución.

6. Responsabilidad. Cada parte responde de los daños que cause por incumplir este contrato. Mercado de Tareas ofrece la plataforma y el sistema de pago, y no es parte de este contrato.`,
    },
    fr: {
      title: 'Contrat de prestation de services',
      content:
        frenchSpacing(`Contrat de prestation de services conclu par l’intermédiaire de Marché des missions entre le donneur d’ordre (le Client) et le prestataire (le Prestataire).

1. Objet. Le Prestataire réalise la mission décrite dans la commande, au lieu et à la date qui y sont indiqués. Le détail de la commande, y compris les modifications confirmées par les deux parties dans la messagerie, fait partie du présent contrat.

2. Prix et paiement. Le Client paie le prix convenu via la plateforme lorsqu’il passe ou confirme la commande. La plateforme conserve le paiement et le verse au Prestataire lorsque le Client confirme l’achèvement de la mission, ou automatiquement à l’expiration du délai de confirmation indiqué dans la commande si aucun litige n’a été ouvert.

3. Exécution. Le Prestataire exécute le travail avec soin et en personne, sauf accord contraire du Client. Le Client donne au Prestataire l’accès et les informations nécessaires à la réalisation du travail.

4. Modifications et annulation. Chaque partie peut proposer dans la messagerie une modification du prix, de la date ou du périmètre ; elle engage les deux parties dès que l’autre l’accepte. Une commande annulée avant le début du travail est intégralement remboursée ; après le début du travail, les parties règlent le travail déjà effectué, avec la médiation du service client si elles ne parviennent pas à s’entendre.

5. Qualité et litiges. Si le travail ne correspond pas à la commande, le Client le signale avant de confirmer l’achèvement. Les deux parties cherchent d’abord une solution dans la messagerie ; à défaut, chacune peut demander au service client d’examiner la commande et les messages et de proposer un règlement.

6. Responsabilité. Chaque partie répond des dommages qu’elle cause en manquant au présent contrat. Marché des missions fournit la plateforme et le circuit de paiement, et n’est pas partie au présent contrat.`),
    },
    'zh-Hans': {
      title: '服务合同',
      content: `本合同由任务发布方（以下简称“甲方”）与服务提供方（以下简称“乙方”）通过任务集市平台订立。

一、合同标的：乙方按照订单载明的地点和时间，完成订单中描述的任务。订单详情，包括双方在聊天中确认的任何变更，均构成本合同的组成部分。

二、价款与支付：甲方在下单或确认订单时，通过平台支付约定的价款。款项由平台代为保管，在甲方确认完成后支付给乙方；订单所示的确认期限届满且未发生争议的，款项将自动支付给乙方。

三、合同履行：乙方应当尽到合理的注意义务，亲自完成工作，经甲方同意的除外。甲方应当为乙方完成工作提供必要的条件和信息。

四、变更与取消：任何一方均可在聊天中提出调整价格、时间或工作范围，经另一方同意后对双方具有约束力。开始工作前取消订单的，全额退款；开始工作后取消的，双方就已完成的部分进行结算，协商不成的，由客服居中调解。

五、质量与争议：工作成果与订单约定不符的，甲方应当在确认完成前提出。双方应先通过聊天协商解决；协商不成的，任何一方均可申请客服核查订单和聊天记录，并提出处理方案。

六、违约责任：任何一方违反本合同给对方造成损失的，应当承担相应的赔偿责任。任务集市提供平台及支付服务，不是本合同的当事人。`,
    },
    'zh-Hant': {
      title: '服務合約',
      content: `本合約由任務發布方（以下簡稱「甲方」）與服務提供方（以下簡稱「乙方」）透過任務集市平台訂立。

一、合約標的：乙方應於訂單所載的地點及時間，完成訂單中所描述的任務。訂單內容，包括雙方於聊天中確認的任何變更，均為本合約的一部分。

二、價金與付款：甲方於下單或確認訂單時，透過平台支付約定的價金。款項由平台代為保管，於甲方確認完成後撥付予乙方；訂單所示的確認期間屆滿而無爭議者，款項將自動撥付予乙方。

三、合約履行：乙方應盡合理之注意義務並親自完成工作，但經甲方同意者不在此限。甲方應提供乙方完成工作所需的協助與資訊。

四、變更與取消：任一方均可於聊天中提議調整價格、時間或工作範圍，經他方同意後即對雙方發生效力。開始工作前取消訂單者，全額退款；開始工作後取消者，雙方就已完成部分進行結算，無法達成共識時，由客服居中協調。

五、品質與爭議：工作成果與訂單內容不符時，甲方應於確認完成前提出。雙方應先透過聊天協商解決；協商不成時，任一方均可請求客服查核訂單與聊天紀錄，並提出處理方案。

六、損害賠償：任一方違反本合約致他方受有損害者，應負賠償責任。任務集市提供平台及付款服務，並非本合約的當事人。`,
    },
  },
};

/** A home banner: its en image, and the same picture with the words in each other locale. */
function banner(n: number, link: string, titles: Versions<string>, sort: number): DemoBanner {
  const image = (locale: Locale) => (locale === 'en' ? null : `/assets/banners/banner-${n}.${locale}.svg`);
  const versions = Object.fromEntries(
    LOCALES.map((locale) => [locale, { title: titles[locale], image: image(locale) }]),
  ) as DemoBanner['versions'];
  return {
    position: 'home',
    image: `/assets/banners/banner-${n}.svg`,
    link_type: 'route',
    link,
    versions,
    sort,
  };
}

/** The demo's content, every item in every locale. */
export const DEMO_CONTENT: {
  /** In display order. */
  agreements: readonly DemoDocument[];
  contracts: readonly DemoDocument[];
  banners: readonly DemoBanner[];
  share: readonly DemoShare[];
} = {
  agreements: [USER_AGREEMENT, PRIVACY_POLICY],
  contracts: [SERVICE_CONTRACT],
  banners: [
    banner(
      1,
      '/pages/deliverOrder/deliverOrder',
      {
        en: 'Post a task in a minute',
        es: 'Publica una tarea en un minuto',
        fr: 'Publiez une mission en une minute',
        'zh-Hans': '一分钟发布任务',
        'zh-Hant': '一分鐘發布任務',
      },
      1,
    ),
    banner(
      2,
      '/pages/talentList/talentList',
      {
        en: 'Find trusted talent nearby',
        es: 'Talento de confianza cerca de ti',
        fr: 'Des talents fiables près de vous',
        'zh-Hans': '找附近靠谱的达人',
        'zh-Hant': '尋找附近值得信賴的達人',
      },
      2,
    ),
    banner(
      3,
      '/pages/taskCentered/taskCentered',
      {
        en: 'Earn by taking tasks',
        es: 'Gana dinero realizando tareas',
        fr: 'Gagnez en réalisant des missions',
        'zh-Hans': '接任务，轻松赚钱',
        'zh-Hant': '接任務，輕鬆賺錢',
      },
      3,
    ),
  ],
  share: [
    {
      page: '/pages/homeView/homeView',
      key: 'default',
      pic: '/assets/logo.svg',
      versions: {
        en: { title: 'Task Marketplace' },
        es: { title: 'Mercado de Tareas' },
        fr: { title: 'Marché des missions' },
        'zh-Hans': { title: '任务集市' },
        'zh-Hant': { title: '任務集市' },
      },
    },
  ],
};

type Tx = Transaction<Database>;

/** The demo's banners, share config, agreements and contract, every item in every locale. */
async function insertDemoContent(tx: Tx, now: number): Promise<void> {
  for (const item of DEMO_CONTENT.banners) {
    const { id } = await tx
      .insertInto('banners')
      .values({
        position: item.position,
        image: item.image,
        link_type: item.link_type,
        link: item.link,
        sort: item.sort,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertBannerVersions(tx, id, item, LOCALES);
  }
  for (const item of DEMO_CONTENT.share) {
    const { id } = await tx
      .insertInto('share_configs')
      .values({ page: item.page, key: item.key, pic: item.pic })
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertShareVersions(tx, id, item, LOCALES);
  }
  for (const [index, item] of DEMO_CONTENT.agreements.entries()) {
    await tx
      .insertInto('agreements')
      .values({ agreement_key: item.key, sort: index + 1 })
      .execute();
    await insertAgreementVersions(tx, item, LOCALES, now);
  }
  for (const item of DEMO_CONTENT.contracts) {
    await tx.insertInto('contracts').values({ contract_key: item.key }).execute();
    await insertContractVersions(tx, item, LOCALES, now);
  }
}

async function insertBannerVersions(
  tx: Tx,
  id: number,
  item: DemoBanner,
  locales: readonly Locale[],
): Promise<void> {
  await tx
    .insertInto('banner_translations')
    .values(locales.map((locale) => ({ banner_id: id, locale, ...item.versions[locale] })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

async function insertShareVersions(
  tx: Tx,
  id: number,
  item: DemoShare,
  locales: readonly Locale[],
): Promise<void> {
  await tx
    .insertInto('share_config_translations')
    .values(locales.map((locale) => ({ share_config_id: id, locale, title: item.versions[locale].title })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

async function insertAgreementVersions(
  tx: Tx,
  item: DemoDocument,
  locales: readonly Locale[],
  now: number,
): Promise<void> {
  await tx
    .insertInto('agreement_translations')
    .values(
      locales.map((locale) => ({
        agreement_key: item.key,
        locale,
        ...item.versions[locale],
        updated_at: now,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}

async function insertContractVersions(
  tx: Tx,
  item: DemoDocument,
  locales: readonly Locale[],
  now: number,
): Promise<void> {
  await tx
    .insertInto('contract_translations')
    .values(
      locales.map((locale) => ({
        contract_key: item.key,
        locale,
        ...item.versions[locale],
        updated_at: now,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/**
 * A database seeded before content had locales (migration 0011) holds the demo's items in
 * English only. Each item that still reads exactly as the demo's English (no operator changed it)
 * gets the demo's other versions; an item an operator changed keeps only what it has and falls
 * back to en. Nothing happens once any content item has a version in another locale.
 */
async function addDemoVersions(db: Db, now: number): Promise<void> {
  const localized = await sql<{ localized: boolean }>`select
      exists (select 1 from agreement_translations where locale <> 'en')
      or exists (select 1 from contract_translations where locale <> 'en')
      or exists (select 1 from banner_translations where locale <> 'en')
      or exists (select 1 from share_config_translations where locale <> 'en') as localized`.execute(db);
  if (localized.rows[0]?.localized !== false) return;
  const others = LOCALES.filter((locale) => locale !== 'en');
  await db.transaction().execute(async (tx) => {
    await sql`select pg_advisory_xact_lock(hashtext('marketplace:seed'))`.execute(tx);
    const agreements = await tx
      .selectFrom('agreement_translations')
      .select(['agreement_key as key', 'title', 'content'])
      .where('locale', '=', 'en')
      .execute();
    for (const item of DEMO_CONTENT.agreements) {
      if (agreements.some((row) => row.key === item.key && sameText(row, item.versions.en))) {
        await insertAgreementVersions(tx, item, others, now);
      }
    }
    const contracts = await tx
      .selectFrom('contract_translations')
      .select(['contract_key as key', 'title', 'content'])
      .where('locale', '=', 'en')
      .execute();
    for (const item of DEMO_CONTENT.contracts) {
      if (contracts.some((row) => row.key === item.key && sameText(row, item.versions.en))) {
        await insertContractVersions(tx, item, others, now);
      }
    }
    const banners = await tx
      .selectFrom('banners as b')
      .innerJoin('banner_translations as t', 't.banner_id', 'b.id')
      .select(['b.id', 'b.position', 'b.image', 'b.link', 't.title', 't.image as own_image'])
      .where('t.locale', '=', 'en')
      .execute();
    for (const row of banners) {
      const item = DEMO_CONTENT.banners.find(
        (b) =>
          b.position === row.position &&
          b.image === row.image &&
          b.link === row.link &&
          b.versions.en.title === row.title &&
          row.own_image === null,
      );
      if (item) await insertBannerVersions(tx, row.id, item, others);
    }
    const shares = await tx
      .selectFrom('share_configs as s')
      .innerJoin('share_config_translations as t', 't.share_config_id', 's.id')
      .select(['s.id', 's.key', 's.page', 's.pic', 't.title', 't.pic as own_pic'])
      .where('t.locale', '=', 'en')
      .execute();
    for (const row of shares) {
      const item = DEMO_CONTENT.share.find(
        (s) =>
          s.key === row.key &&
          s.page === row.page &&
          s.pic === row.pic &&
          s.versions.en.title === row.title &&
          row.own_pic === null,
      );
      if (item) await insertShareVersions(tx, row.id, item, others);
    }
  });
}

function sameText(a: { title: string; content: string }, b: { title: string; content: string }): boolean {
  return a.title === b.title && a.content === b.content;
}

/**
 * Fills an empty database with the demo content the app needs to look alive. Idempotent, and safe
 * when several processes start at once on one empty PostgreSQL database: the check and the inserts
 * run in one transaction under an advisory lock, so exactly one process seeds. On a database seeded
 * before content had locales, adds the other locales to the demo items no one has changed.
 * `sandboxKefu` adds the customer service account of phone KEFU_PHONE: only in the sandbox (a
 * production operator grants kefu with `npm run kefu -- grant <phone>`).
 */
export async function seedIfEmpty(
  db: Db,
  now: number = Math.floor(Date.now() / 1000),
  { sandboxKefu = true }: { sandboxKefu?: boolean } = {},
): Promise<boolean> {
  const existing = await db.selectFrom('agreements').select('agreement_key').limit(1).executeTakeFirst();
  if (existing) {
    await addDemoVersions(db, now);
    return false;
  }
  return db.transaction().execute(async (tx) => {
    await sql`select pg_advisory_xact_lock(hashtext('marketplace:seed'))`.execute(tx);
    const seeded = await tx.selectFrom('agreements').select('agreement_key').limit(1).executeTakeFirst();
    if (seeded) return false;
    await tx
      .insertInto('categories')
      .values([
        { name: 'Home repair', icon: '/assets/categories/repair.svg', sort: 1 },
        { name: 'Cleaning', icon: '/assets/categories/cleaning.svg', sort: 2 },
        { name: 'Moving and delivery', icon: '/assets/categories/delivery.svg', sort: 3 },
        { name: 'Tutoring', icon: '/assets/categories/tutoring.svg', sort: 4 },
        { name: 'Design and writing', icon: '/assets/categories/design.svg', sort: 5 },
      ])
      .execute();
    for (const [icon, names] of Object.entries(CATEGORY_NAMES)) {
      for (const [locale, name] of Object.entries(names)) {
        await sql`insert into category_names (category_id, locale, name)
          select id, ${locale}, ${name} from categories where icon = ${icon}`.execute(tx);
      }
    }
    await insertDemoContent(tx, now);
    if (!sandboxKefu) return true;
    await tx
      .insertInto('users')
      .values({
        phone: KEFU_PHONE,
        role: 'kefu',
        s_username: 'Customer Service',
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('phone').doNothing())
      .execute();
    return true;
  });
}
