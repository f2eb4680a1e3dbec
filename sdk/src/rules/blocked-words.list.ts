/**
 * The blocked-words list: a product asset, read in review. Words are written once, in
 * simplified Chinese or lower-case English; matching normalizes both the text and these words
 * (NFKC, full width, case, separators, traditional characters through `TRADITIONAL`), so
 * `賭博`, `赌 博` and `ＦＵＣＫ` need no entries of their own.
 *
 * Format: entries separated by `|`. A Latin entry must stand as a whole word (no letter
 * directly before or after it); `*` at an end lets it run on (`porn*` also blocks
 * `pornhub`). Chinese has no word boundaries, so Chinese entries match anywhere: an entry that
 * is also part of an everyday word needs an `ALLOWED` phrase (`大麻` / `大麻烦`) or must be
 * left out (`菠菜` is spinach before it is gambling slang; `溜冰` is skating; `上门服务` is
 * most of this marketplace).
 *
 * Deliberately absent: bare `sex`, `nude`, `weed`, `escort` (sex education, nude lipstick,
 * weeding a garden, escorting an elderly client); `垃圾` and `废物` (rubbish collection and
 * recycling tasks); `六四` (a 60/40 split); `台独`, `港独`, `反党`, `反共` on their own (they
 * sit inside `平台独家`, `香港独特`, `违反党纪`, `违反共识`); `妈的` (`妈妈的`); `杂种` (a
 * mixed-breed dog); `带单` (`带单反`); `跑分` (a phone benchmark); `下注` (`以下注意`);
 * `口交` (`门口交给`, `路口交通`); `性服务` (`个性服务`); `日赚` (`今日赚了`); the names of
 * public figures.
 */

/** Words that are banned in any user text, by category. */
export const WORDS = {
  violence:
    '杀人|砍人|砍死你|捅死你|弄死你|杀了你|杀你全家|买凶|雇凶|绑架|爆炸物|炸药|雷管|自制炸弹|' +
    '枪支|买枪|卖枪|枪支弹药|管制刀具|恐怖袭击|暴恐|报复社会|' +
    'kill you|kill yourself|kys|murder you|hitman|hire a killer|pipe bomb|bomb threat|' +
    'explosives|gun for sale|guns for sale',
  pornography:
    '色情|黄片|毛片|黄色网站|成人电影|成人视频|裸聊|裸照|约炮|一夜情|援交|援助交际|卖淫|嫖娼|' +
    '招嫖|性交易|特殊服务|包养|迷奸|强奸|偷拍|自慰|做爱|肛交|乱伦|淫秽|鸡巴|' +
    'porn*|xvideos|nudes|nude photos|sex video*|sex service*|sexting|blowjob*|handjob*|' +
    'hooker*|prostitut*|escort service*|camgirl*|rape',
  gambling:
    '赌博|赌场|网赌|赌球|赌资|赌局|博彩|百家乐|六合彩|时时彩|私彩|老虎机|娱乐城|真人荷官|' +
    '投注|' +
    'casino*|gambling|sports betting|baccarat|slot machine*',
  drugs:
    '毒品|冰毒|海洛因|摇头丸|大麻|k粉|氯胺酮|可卡因|鸦片|麻古|吸毒|贩毒|制毒|迷药|听话水|' +
    '春药|催情药|笑气|芬太尼|' +
    'cocaine|heroin|meth|crystal meth|mdma|lsd|marijuana|cannabis|ketamine|fentanyl',
  politics:
    '台独分子|藏独分子|疆独分子|港独分子|颠覆国家政权|分裂国家|煽动颠覆|共匪|六四事件|八九学运|' +
    '天安门事件|翻墙软件|' +
    'tiananmen massacre|free tibet',
  religion:
    '法轮功|法轮大法|大法弟子|全能神|东方闪电|门徒会|呼喊派|观音法门|统一教|血水圣灵|三班仆人|' +
    '主神教|拉人入教|' +
    'falun gong|falun dafa|church of almighty god',
  fraud:
    '刷单|刷信誉|刷好评|日入过万|稳赚不赔|保本高收益|高额回报|内幕消息|荐股|喊单|' +
    '资金盘|传销|拉人头|杀猪盘|套现|信用卡套现|代开发票|发票代开|洗钱|跑分平台|收购银行卡|' +
    '出租银行卡|裸贷|验证码发我|把验证码告诉我|代考|替考|论文代写|代写论文|办假证|' +
    'guaranteed returns|double your money|ponzi*|pyramid scheme*|money laundering|' +
    'fake invoice*|send me the code',
  insult:
    '傻逼|傻b|煞笔|傻叉|二逼|装逼|脑残|智障|弱智|白痴|蠢货|贱人|婊子|他妈的|操你妈|草泥马|' +
    '日你妈|狗娘养的|王八蛋|混蛋|人渣|畜生|畜牲|去死吧|死全家|你妈死了|nmsl|cnm|tmd|' +
    '*fuck*|shit|shits|shitty|bullshit|shithead*|bitch*|asshole*|bastard*|dickhead*|cunt*|' +
    'retard|retarded|slut*|whore*|faggot*|nigger*|dumbass*|jackass*',
} as const;

/**
 * Contact details and leaving the platform: these phrases are refused on their own when
 * contact details are checked (chat before payment). Keys are result categories.
 */
export const CONTACT_PHRASES = {
  wechat:
    '加微信|加我微信|加个微信|加下微信|加一下微信|微信号|微信联系|微信聊|微信私聊|微信发我|' +
    '加v|加我v|加个v|加vx|加wx|vx|wx|v信|薇信|徽信|嶶信|微x|weixin|wechat id|add me on wechat',
  qq: '加qq|加我qq|qq号|扣扣|企鹅号',
  alipay: '支付宝账号|支付宝号|支付宝转|zfb|吱付宝|支fu宝|alipay account',
  phone: '留个电话|留下电话|电话号码|手机号|打我电话|给我打电话|电话联系|phone number',
  contact:
    '联系方式|私下联系|私下交易|私下转账|线下交易|线下转账|绕过平台|不走平台|钉钉号|' +
    'whatsapp|telegram|contact details|off the platform|outside the app',
} as const;

/**
 * Markers that only count with a handle right after them: `微信 abc_123`, `qq 123456`,
 * `电话 6688 1234`. On their own they are everyday words (`微信支付`, `QQ音乐`).
 */
export const CONTACT_MARKERS = {
  wechat: '微信|wechat',
  qq: 'qq|企鹅',
  alipay: '支付宝|alipay',
  phone: '电话|手机|座机|致电|tel|phone|mobile|call me',
} as const;

/** Everyday phrases that contain a listed word and must stay allowed. */
export const ALLOWED =
  '大麻烦|大麻花|大麻将|鸦片战争|杀人游戏|道德绑架|投注意|混蛋白|统一教材|统一教学|统一教育|扣扣子|' +
  '包养殖|包养护|包养老|包养生|笑气氛|援交流|援交通|洗钱包|智障人士|智障儿童';

/** Top-level domains that make `name.tld` (or `name 点 tld`, `name dot tld`) a web address. */
export const TLDS = 'com|cn|net|org|top|xyz|vip|cc|info|shop|club|site|online|hk|tw';

/**
 * Traditional to simplified, for the characters of the entries above (and the Chinese
 * numerals and connectors the matcher reads), as pairs: `賭赌` maps 賭 to 赌. Generated with
 * ICU over every CJK ideograph whose simplified form occurs in this file: run
 * `uconv -x Hant-Hans` on U+3400..U+9FFF and keep the pairs whose result is one of those
 * characters. Regenerate after adding entries (the test 'knows the traditional form of every
 * Chinese entry' fails when a pair is missing).
 */
export const TRADITIONAL =
  '亂乱侷局係系俬私俱具個个倫伦傢家傳传僕仆僱雇兇凶兒儿內内動动務务叄叁單单國国報报場场墻墙姦奸娛娱媽妈孃娘學学寫写寶宝將将帶带廢废廻回強强彈弹復复悳德愛爱戰战戲戏戶户搖摇擊击時时會会東东槍枪樂乐機机檯台' +
  '權权殘残殺杀毬球氣气為为煩烦爭争爲为牆墙獨独現现癡痴發发盤盘眞真瞭了砲炮碼码礮炮種种穢秽穩稳筆笔箇个紀纪約约給给統统綁绑綫线網网綵彩線线緻致繞绕繫系聖圣聯联聽听腦脑臺台萬万葯药蒐搜蔴麻薦荐藥药號号裝装' +
  '製制複复襲袭視视觀观訴诉註注証证評评話话論论證证識识護护譽誉豬猪貨货販贩貳贰買买貸贷資资賠赔賣卖賤贱賬账賭赌賺赚購购跤交跼局軟软輪轮轉转辦办迴回遊游運运過过違违釘钉釦扣銀银銷销錢钱鎗枪門门閃闪開开陸陆' +
  '際际雜杂雞鸡電电靈灵頭头頻频額额顛颠颱台養养馬马驗验髮发鴉鸦鵝鹅鷄鸡黃黄點点黨党齣出';
