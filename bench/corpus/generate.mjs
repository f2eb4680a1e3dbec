// Generates the blocked-words corpus: ordinary marketplace chat in Chinese and English
// (`chat.txt`, one message a line) and labelled obfuscated variants (`variants.json`).
// Deterministic (seeded), so the committed files are reproducible:
//   node bench/corpus/generate.mjs
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
let seed = 20261122;
function random() {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = (list) => list[Math.floor(random() * list.length)];
const int = (lo, hi) => lo + Math.floor(random() * (hi - lo + 1));
const pad = (n) => String(n).padStart(2, '0');

// --- ordinary chat -------------------------------------------------------------------------

const zhTasks = [
  '搬家',
  '代取快递',
  '遛狗',
  '打扫卫生',
  '修电脑',
  '排队买票',
  '跑腿代买',
  '陪诊',
  '上门喂猫',
  '组装家具',
  '搬运冰箱',
  '接送孩子',
  '修水管',
  '换灯泡',
  '拍证件照',
  '整理衣柜',
  '代买早餐',
  '帮忙贴瓷砖',
];
const zhPlaces = [
  '朝阳区望京',
  '海淀区五道口',
  '浦东新区张江',
  '天河区体育西路',
  '南山区科技园',
  '西湖区文三路',
  '武侯区玉林',
  '江北区观音桥',
];
const zhTemplates = [
  () => `你好，${pick(zhTasks)}这个任务还在吗？`,
  () => `我明天${pick(['上午', '下午', '晚上'])}${int(1, 11)}点有空，可以过去${pick(zhTasks)}`,
  () => `价格${int(30, 800)}元可以吗？`,
  () => `¥${int(50, 3000)}，包含路费`,
  () => `地址在${pick(zhPlaces)}${int(1, 300)}号${int(1, 30)}栋${int(1, 20)}${pad(int(1, 9))}室`,
  () =>
    `时间定在${int(2026, 2027)}-${pad(int(1, 12))}-${pad(int(1, 28))} ${pad(int(8, 21))}:${pick(['00', '15', '30', '45'])}`,
  () => `一共${int(2, 40)}个箱子，${int(1, 6)}楼没有电梯`,
  () =>
    `订单号 ${int(2026, 2027)}${pad(int(1, 12))}${pad(int(1, 28))}${int(100000, 999999)}${int(100, 999)}，麻烦查一下`,
  () => `好的，我${int(10, 50)}分钟后到`,
  () => `已经到楼下了，${pick(['东门', '西门', '南门', '北门'])}`,
  () => `东西有点多，大概${int(2, 5)}个小时能弄完`,
  () => `用微信支付可以吗？平台上付款就行`,
  () => `这个平台独家的优惠券还能用吗`,
  () => `以下注意事项请看一下：${pick(['易碎品', '贵重物品', '宠物怕生'])}`,
  () => `妈妈的生日是${int(1, 12)}月${int(1, 28)}号，帮忙订个蛋糕`,
  () => `这下大麻烦了，钥匙忘带了`,
  () => `收到，辛苦了！给你${pick(['五星', '好评'])}`,
  () => `尺寸是${int(60, 200)}x${int(40, 120)}cm，重量${int(5, 60)}公斤`,
  () => `价格能不能便宜${int(10, 50)}块？`,
  () => `第${int(1, 3)}次上门需要带工具吗`,
  () => `已付款，任务编号${int(10000, 99999)}`,
  () => `${int(13, 20)}:${pick(['00', '30'])}-${int(14, 22)}:${pick(['00', '30'])}都可以`,
  () => `晚上${int(7, 10)}点以后${pick(['有人', '没人'])}在家`,
  () => `我们在${pick(['QQ音乐', '网易云'])}上听到的那首歌`,
  () => `周末打算玩杀人游戏，帮忙买${int(3, 12)}份零食`,
  () => `照片已经上传了，一共${int(1, 9)}张`,
];
const enTasks = [
  'move a sofa',
  'walk the dog',
  'pick up a parcel',
  'clean the kitchen',
  'assemble a desk',
  'weed the garden',
  'queue for tickets',
  'fix a leaking tap',
  'water the plants',
  'feed the cat',
];
const enTemplates = [
  () => `Hi, is the task to ${pick(enTasks)} still open?`,
  () => `I can come at ${int(8, 11)}:${pick(['00', '30'])} tomorrow`,
  () => `Would ${int(20, 300)} yuan work for you?`,
  () => `The price is ¥${int(50, 2000)} including materials`,
  () =>
    `Order ${int(2026, 2027)}${pad(int(1, 12))}${pad(int(1, 28))}${int(1000, 9999)} was paid this morning`,
  () => `Meet on ${int(2026, 2027)}-${pad(int(1, 12))}-${pad(int(1, 28))} at ${pad(int(8, 20))}:30`,
  () => `There are ${int(2, 30)} boxes and it's the ${int(2, 20)}th floor`,
  () => `Thanks, that was excellent work!`,
  () => `I'll pay through the platform with WeChat Pay`,
  () => `Can you bring ${int(2, 6)} extension cords?`,
  () => `Is it an essex address or a sussex one?`,
  () => `The analysis is in the class assignment`,
  () => `Please check the method described in the manual`,
  () => `I need help to ${pick(enTasks)} between ${int(1, 5)} and ${int(6, 9)} pm`,
  () => `Room ${int(100, 2500)}, building ${int(1, 12)}`,
  () => `See you at the dotnet meetup, we can talk there`,
  () => `The skill you need is basic carpentry`,
];

const chat = [];
for (let i = 0; i < 6000; i++) chat.push(i % 3 === 2 ? pick(enTemplates)() : pick(zhTemplates)());

// --- obfuscated variants -------------------------------------------------------------------

const fullWidth = (s) => s.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
const spaced = (s) => [...s].join(' ');
const zeroWidth = (s) => [...s].join('\u200b');
const symbols = (s) => [...s].join(pick(['*', '.', '_', '-', '|', '♥', '🙂']));
const mixedCase = (s) => [...s].map((c, i) => (i % 2 ? c.toUpperCase() : c)).join('');
const cyrillic = (s) =>
  s.replace(/a/g, 'а').replace(/e/g, 'е').replace(/o/g, 'о').replace(/c/g, 'с').replace(/p/g, 'р');
const inSentence = (s, zh) => (zh ? `你好，${s}，明天见` : `hey ${s} ok?`);

// Entries (as written in the list) and their traditional form, for the word part.
const words = [
  ['赌博', '賭博', 'gambling'],
  ['网赌', '網賭', 'gambling'],
  ['六合彩', '六合彩', 'gambling'],
  ['冰毒', '冰毒', 'drugs'],
  ['摇头丸', '搖頭丸', 'drugs'],
  ['毒品', '毒品', 'drugs'],
  ['色情', '色情', 'pornography'],
  ['卖淫', '賣淫', 'pornography'],
  ['约炮', '約炮', 'pornography'],
  ['裸聊', '裸聊', 'pornography'],
  ['刷单', '刷單', 'fraud'],
  ['洗钱', '洗錢', 'fraud'],
  ['杀猪盘', '殺豬盤', 'fraud'],
  ['代开发票', '代開發票', 'fraud'],
  ['傻逼', '傻逼', 'insult'],
  ['脑残', '腦殘', 'insult'],
  ['法轮功', '法輪功', 'religion'],
  ['全能神', '全能神', 'religion'],
  ['颠覆国家政权', '顛覆國家政權', 'politics'],
  ['枪支弹药', '槍支彈藥', 'violence'],
  ['买凶', '買兇', 'violence'],
];
const englishWords = [
  ['fuck', 'insult'],
  ['bullshit', 'insult'],
  ['asshole', 'insult'],
  ['cocaine', 'drugs'],
  ['heroin', 'drugs'],
  ['porn', 'pornography'],
  ['casino', 'gambling'],
  ['kill yourself', 'violence'],
];

const variants = [];
const add = (text, kind, category, transform) => variants.push({ text, kind, category, transform });
for (const [zh, trad, category] of words) {
  add(inSentence(zh, true), 'word', category, 'plain');
  if (trad !== zh) add(inSentence(trad, true), 'word', category, 'traditional');
  add(inSentence(spaced(zh), true), 'word', category, 'spaced');
  add(inSentence(zeroWidth(zh), true), 'word', category, 'zero-width');
  add(inSentence(symbols(zh), true), 'word', category, 'symbols');
}
for (const [en, category] of englishWords) {
  add(inSentence(en), 'word', category, 'plain');
  add(inSentence(en.toUpperCase()), 'word', category, 'case');
  add(inSentence(fullWidth(en)), 'word', category, 'full-width');
  add(inSentence(spaced(en)), 'word', category, 'spaced');
  add(inSentence(zeroWidth(en)), 'word', category, 'zero-width');
  add(inSentence(symbols(en)), 'word', category, 'symbols');
  add(inSentence(cyrillic(en)), 'word', category, 'homoglyph');
  add(inSentence(mixedCase(en)), 'word', category, 'case');
}

const contacts = [
  // Listed phrases, then the same obfuscated.
  ['加我微信', 'wechat', 'phrase'],
  ['加我vx', 'wechat', 'phrase'],
  ['v信聊', 'wechat', 'phrase'],
  ['薇信联系', 'wechat', 'phrase'],
  ['qq号多少', 'qq', 'phrase'],
  ['加扣扣', 'qq', 'phrase'],
  ['支付宝账号发我', 'alipay', 'phrase'],
  ['zfb转你', 'alipay', 'phrase'],
  ['留个电话吧', 'phone', 'phrase'],
  ['私下交易更便宜', 'contact', 'phrase'],
  ['加我ＶＸ', 'wechat', 'full-width'],
  ['加我V X', 'wechat', 'spaced'],
  ['加我微\u200b信', 'wechat', 'zero-width'],
  ['加我薇.信', 'wechat', 'symbols'],
  ['加個微信', 'wechat', 'traditional'],
  ['扣 扣 号', 'qq', 'spaced'],
  ['ＱＱ號多少', 'qq', 'full-width'],
  ['支付寶賬號發我', 'alipay', 'traditional'],
  ['留個電話吧', 'phone', 'traditional'],
  ['Z F B 转你', 'alipay', 'spaced'],
  // Patterns no list can hold.
  ['138 0013 8000', 'phone', 'pattern'],
  ['１３８００１３８０００', 'phone', 'pattern'],
  ['138-0013-8000', 'phone', 'pattern'],
  ['13800138000', 'phone', 'pattern'],
  ['+86 139 1234 5678', 'phone', 'pattern'],
  ['一三八零零一三八零零零', 'phone', 'pattern'],
  ['壹叁捌零零壹叁捌零零零', 'phone', 'pattern'],
  ['1 3 8 0 0 1 3 8 0 0 0', 'phone', 'pattern'],
  ['138.0013.8000', 'phone', 'pattern'],
  ['1\u200b38\u200b0013\u200b8000', 'phone', 'pattern'],
  ['①③⑧⓪⓪①③⑧⓪⓪⓪', 'phone', 'pattern'],
  ['0755-8888 6666', 'phone', 'pattern'],
  ['电话 6688 1234', 'phone', 'pattern'],
  ['微信 zhang_san88', 'wechat', 'pattern'],
  ['wechat: lilei2026', 'wechat', 'pattern'],
  ['qq 12345678', 'qq', 'pattern'],
  ['企鹅 2345 6789', 'qq', 'pattern'],
  ['支付宝 13912345678', 'alipay', 'pattern'],
  ['www.example.com', 'website', 'pattern'],
  ['shop.example.cn', 'website', 'pattern'],
  ['example dot com', 'website', 'pattern'],
  ['example点com', 'website', 'pattern'],
  ['ｅｘａｍｐｌｅ．ｃｏｍ', 'website', 'pattern'],
  ['zhang.san@qq.com', 'email', 'pattern'],
  ['lilei2026@163.com', 'email', 'pattern'],
  ['ｌｉｌｅｉ＠ｇｍａｉｌ．ｃｏｍ', 'email', 'pattern'],
];
for (const [text, category, transform] of contacts) {
  add(inSentence(text, true), 'contact', category, transform);
}

// Tricks a normalizer alone does not undo (leet, repeated letters, pinyin, homophones, digits
// as English words): kept so the table shows what nobody catches, this repo included.
const hard = [
  ['sh1t', 'word', 'insult', 'leet'],
  ['fvck', 'word', 'insult', 'leet'],
  ['a$$hole', 'word', 'insult', 'leet'],
  ['c0caine', 'word', 'drugs', 'leet'],
  ['h3roin', 'word', 'drugs', 'leet'],
  ['fuuuuck', 'word', 'insult', 'repeated letters'],
  ['shiiiit', 'word', 'insult', 'repeated letters'],
  ['dubo wangzhan', 'word', 'gambling', 'pinyin'],
  ['菠菜网站', 'word', 'gambling', 'homophone'],
  ['威芯', 'contact', 'wechat', 'homophone'],
  ['one three eight zero zero one three eight zero zero zero', 'contact', 'phone', 'digits as words'],
  ['138 零零13 8000', 'contact', 'phone', 'mixed numerals'],
];
for (const [text, kind, category, transform] of hard) {
  add(inSentence(text, /\p{Script=Han}/u.test(text)), kind, category, `hard: ${transform}`);
}

writeFileSync(join(here, 'chat.txt'), `${chat.join('\n')}\n`);
writeFileSync(join(here, 'variants.json'), `${JSON.stringify(variants, null, 1)}\n`);
console.log(`chat.txt: ${chat.length} messages; variants.json: ${variants.length} variants`);
