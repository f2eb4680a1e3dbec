import * as OpenCC from 'opencc-js';
import { describe, expect, test } from 'vitest';
import {
  BLOCKED_CATEGORIES,
  type BlockedCategory,
  checkFields,
  checkText,
  isContactCategory,
  loadBlockedWordsMessages,
} from './blocked-words.js';
import { CONTACT_PHRASES, TRADITIONAL, WORDS } from './blocked-words.list.js';
import { BLOCKED_WORDS_MESSAGES, blockedWordsMessage } from './blocked-words.messages.js';
import { foldText } from './normalize.js';

/** The category a text is refused for, or `ok`. */
function verdict(text: string, contact = true): BlockedCategory | 'ok' {
  const result = checkText(text, { contact });
  return result.ok ? 'ok' : result.category;
}

/** The refused part of the text, as the user typed it. */
function span(text: string): string {
  const result = checkText(text);
  return result.ok ? '' : text.slice(result.start, result.end);
}

describe('normalization', () => {
  test('folds width, case, accents, look-alikes and traditional characters, and drops separators', () => {
    expect(foldText('ＦＵＣＫ')).toBe('fuck');
    expect(foldText('Ｗ·Ｅ 微 信')).toBe('we微信');
    expect(foldText('賭博')).toBe('赌博');
    expect(foldText('сocаine')).toBe('cocaine'); // Cyrillic с and а
    expect(foldText('café')).toBe('cafe');
    expect(foldText('微\u200b信\u200d号\ufeff')).toBe('微信号');
    expect(foldText('①③⑧')).toBe('138');
  });
});

describe('blocked words', () => {
  test.each([
    ['我们去赌博吧', 'gambling'],
    ['有没有冰毒', 'drugs'],
    ['裸聊吗', 'pornography'],
    ['兼职刷单日入过万', 'fraud'],
    ['你个傻逼', 'insult'],
    ['法轮大法好', 'religion'],
    ['颠覆国家政权', 'politics'],
    ['我要弄死你', 'violence'],
    ['you are a fucking idiot', 'insult'],
    ['buy cocaine here', 'drugs'],
  ] as const)('refuses %s as %s', (text, category) => {
    expect(verdict(text)).toBe(category);
  });

  test('catches obfuscated forms of listed words', () => {
    expect(verdict('賭博')).toBe('gambling'); // traditional
    expect(verdict('賭 博')).toBe('gambling'); // spaced
    expect(verdict('赌\u200b博')).toBe('gambling'); // zero-width
    expect(verdict('赌*博')).toBe('gambling');
    expect(verdict('赌🎲博')).toBe('gambling'); // emoji as a separator
    expect(verdict('ＦＵＣＫ')).toBe('insult'); // full width
    expect(verdict('f.u.c.k')).toBe('insult');
    expect(verdict('f u c k you')).toBe('insult');
    expect(verdict('сосаine')).toBe('drugs'); // Cyrillic look-alikes
    expect(verdict('𝐜𝐨𝐜𝐚𝐢𝐧𝐞')).toBe('drugs'); // mathematical bold (astral)
  });

  test('reports the span in the original text', () => {
    expect(checkText('好的，賭 博吗')).toEqual({ ok: false, category: 'gambling', start: 3, end: 6 });
    expect(span('🙂🙂 ＦＵＣＫ you')).toBe('ＦＵＣＫ');
    expect(span('x\u200by 冰\u200b毒')).toBe('冰\u200b毒');
    expect(span('㊙ 13800138000')).toBe('13800138000');
  });

  test('matches Latin entries as whole words only', () => {
    for (const text of [
      'Scunthorpe',
      'the skill you need',
      'this is excellent',
      'the method',
      'essex and sussex',
    ]) {
      expect(verdict(text)).toBe('ok');
    }
    expect(verdict('meth')).toBe('drugs');
    expect(verdict('porn site')).toBe('pornography');
    expect(verdict('pornhub')).toBe('pornography'); // `porn*` runs on
    expect(verdict('motherfucker')).toBe('insult'); // `*fuck*` runs on both ways
    expect(verdict('4k粉色壁纸')).toBe('ok'); // `k粉` glued to a digit
    expect(verdict('卖k粉')).toBe('drugs');
  });

  test('lets everyday phrases that contain a listed word through', () => {
    for (const text of [
      '这下大麻烦了',
      '周末玩杀人游戏',
      '以下注意事项请看一下',
      '妈妈的生日',
      '这个平台独家的优惠',
      '收藏独特的小物件',
      '违反党纪',
      '统一教材',
      '把扣扣子缝好',
      '承包养殖场',
      '鸦片战争纪念馆',
      '放在门口交给保安',
      '提供个性服务',
      '今日赚了两百',
      '别道德绑架我',
      '活跃一下搞笑气氛',
      '承包养老院的保洁',
      '陪伴智障儿童',
      'weed the garden',
      'nude lipstick',
      'escort my grandmother to the clinic',
    ]) {
      expect(verdict(text), text).toBe('ok');
    }
    expect(verdict('大麻')).toBe('drugs');
    expect(verdict('大麻子')).toBe('drugs');
  });
});

describe('contact details', () => {
  test.each([
    '138 0013 8000',
    '１３８００１３８０００',
    '138-0013-8000',
    '13800138000',
    '+86 138 0013 8000',
    '0086 13800138000',
    '1 3 8 0 0 1 3 8 0 0 0',
    '138.0013.8000',
    '一三八零零一三八零零零',
    '壹叁捌零零壹叁捌零零零',
    '幺三八 零零幺三 八零零零',
    '①③⑧⓪⓪①③⑧⓪⓪⓪',
    '010-62345678',
    '0755 8888 6666',
    '(021) 6234 5678',
    '电话 6688 1234',
    'tel: 66881234',
    '手机号发你',
  ])('refuses the phone number in %s', (text) => {
    expect(verdict(`好的 ${text} 联系`)).toBe('phone');
  });

  test('lets prices, dates, times, quantities and order numbers through', () => {
    for (const text of [
      '价格200元可以吗',
      '¥1500，包含路费',
      '时间定在2026-11-22 14:30',
      '2026/11/22 14:30:00',
      '13:00-18:00 都可以',
      '13:30、15:00、18:30 三个时间',
      '一共12个箱子，6楼',
      '订单号 202611221430001234，麻烦查一下',
      'Order 2026112298765 was paid',
      '尺寸 180x120cm，重量 35 公斤',
      '任务编号 13800',
      '1,380,013,800 元', // a sum, not a phone
      '第一二三四五六排',
      '房间 1302 1805',
      'between 13 and 18 boxes',
    ]) {
      expect(verdict(text), text).toBe('ok');
    }
  });

  test.each([
    ['加我微信', 'wechat'],
    ['加我vx', 'wechat'],
    ['VX聊', 'wechat'],
    ['wx 详聊', 'wechat'],
    ['v信联系', 'wechat'],
    ['薇信', 'wechat'],
    ['微 信 号', 'wechat'],
    ['微信 zhang_san88', 'wechat'],
    ['微信：lileihz', 'wechat'],
    ['my wechat is zhang123', 'wechat'],
    ['wechat: lileihz', 'wechat'],
    ['扣扣', 'qq'],
    ['qq号多少', 'qq'],
    ['QQ 12345678', 'qq'],
    ['企鹅 2345 6789', 'qq'],
    ['支付宝账号发我', 'alipay'],
    ['zfb转你', 'alipay'],
    ['支付宝 13912345678', 'alipay'],
    ['www.example.com', 'website'],
    ['shop.example.cn', 'website'],
    ['ｅｘａｍｐｌｅ．ｃｏｍ', 'website'],
    ['example dot com', 'website'],
    ['example点com', 'website'],
    ['https://x.y/z', 'website'],
    ['zhang.san@qq.com', 'email'],
    ['ｌｉｌｅｉ＠ｇｍａｉｌ．ｃｏｍ', 'email'],
    ['私下交易更便宜', 'contact'],
    ['add me on whatsapp', 'contact'],
  ] as const)('refuses %s as %s', (text, category) => {
    expect(verdict(`你好 ${text} 谢谢`)).toBe(category);
  });

  test('lets everyday mentions of the same apps through', () => {
    for (const text of [
      '用微信支付可以吗',
      "I'll pay with WeChat Pay",
      'wechat payment is fine',
      '在QQ音乐上听到的',
      '企鹅玩偶两个',
      '支付宝也可以付吗',
      '哈哈www',
      'wxyz',
      '加vip会员',
      'the telegraph office',
      'phones and tablets',
      'see you at the dotnet meetup',
      'done.Thanks',
    ]) {
      expect(verdict(text), text).toBe('ok');
    }
  });

  test('marks the whole contact detail', () => {
    expect(span('联系 138 0013 8000 谢谢')).toBe('138 0013 8000');
    expect(span('我的微信 zhang_san88 谢谢')).toBe('微信 zhang_san88');
    expect(span('邮箱 zhang.san@qq.com 谢谢')).toBe('zhang.san@qq.com');
  });

  test('lifts contact rules with contact: false but keeps the words', () => {
    expect(verdict('１３８ ００１３ ８０００', false)).toBe('ok');
    expect(verdict('加我vx', false)).toBe('ok');
    expect(verdict('www.example.com', false)).toBe('ok');
    expect(verdict('加我vx 赌博', false)).toBe('gambling');
  });
});

describe('the one call for every field', () => {
  test('names the first field that breaks a rule', () => {
    expect(checkFields({ title: '搬家', description: '加我vx详聊' })).toEqual({
      ok: false,
      field: 'description',
      category: 'wechat',
      start: 2,
      end: 4,
    });
    expect(checkFields({ title: '搬家', description: '周六上午，三楼', note: undefined })).toEqual({
      ok: true,
    });
  });

  test('documented examples hold', () => {
    expect(checkText('明天下午三点，200元')).toEqual({ ok: true });
    expect(checkText('加我 v 信 abc123')).toEqual({ ok: false, category: 'wechat', start: 0, end: 4 });
    expect(checkText('１３８ ００１３ ８０００', { contact: false })).toEqual({ ok: true });
  });

  test('separates contact categories from word categories', () => {
    expect(isContactCategory('phone')).toBe(true);
    expect(isContactCategory('gambling')).toBe(false);
    expect(BLOCKED_CATEGORIES).toHaveLength(15);
  });
});

describe('messages', () => {
  test('every locale has a message for every category', () => {
    for (const messages of Object.values(BLOCKED_WORDS_MESSAGES)) {
      for (const category of BLOCKED_CATEGORIES) expect(messages[category]).toMatch(/\S/);
    }
  });

  test('falls back by language, then to English', () => {
    expect(blockedWordsMessage('qq', 'zh-CN')).toBe(BLOCKED_WORDS_MESSAGES['zh-Hans'].qq);
    expect(blockedWordsMessage('qq', 'zh-TW')).toBe(BLOCKED_WORDS_MESSAGES['zh-Hant'].qq);
    expect(blockedWordsMessage('qq', 'fr-CA')).toBe(BLOCKED_WORDS_MESSAGES.fr.qq);
    expect(blockedWordsMessage('qq', 'de')).toBe(BLOCKED_WORDS_MESSAGES.en.qq);
  });

  test("one locale's messages load alone, by the same fallback", async () => {
    expect(await loadBlockedWordsMessages('zh-TW')).toEqual(BLOCKED_WORDS_MESSAGES['zh-Hant']);
    expect(await loadBlockedWordsMessages('zh-Hans')).toEqual(BLOCKED_WORDS_MESSAGES['zh-Hans']);
    expect(await loadBlockedWordsMessages('es-MX')).toEqual(BLOCKED_WORDS_MESSAGES.es);
    expect(await loadBlockedWordsMessages('fr')).toEqual(BLOCKED_WORDS_MESSAGES.fr);
    expect(await loadBlockedWordsMessages('de')).toEqual(BLOCKED_WORDS_MESSAGES.en);
  });
});

describe('the list', () => {
  const chinese = [...Object.entries(WORDS), ...Object.entries(CONTACT_PHRASES)].flatMap(([category, list]) =>
    list
      .split('|')
      .filter((entry) => /\p{Script=Han}/u.test(entry))
      .map((entry) => [category, entry] as const),
  );

  test('blocks every entry under its own category', () => {
    for (const [category, list] of [...Object.entries(WORDS), ...Object.entries(CONTACT_PHRASES)]) {
      for (const entry of list.split('|')) {
        expect(verdict(entry.replace(/^\*|\*$/g, '')), entry).toBe(category);
      }
    }
  });

  test('keeps its traditional table as pairs of distinct characters', () => {
    expect(TRADITIONAL.length % 2).toBe(0);
    for (let i = 0; i < TRADITIONAL.length; i += 2) expect(TRADITIONAL[i]).not.toBe(TRADITIONAL[i + 1]);
  });

  test('knows the traditional form of every Chinese entry', () => {
    // OpenCC (Taiwan and Hong Kong standards) as the oracle: pure JS, so the check always runs.
    const toTaiwan = OpenCC.Converter({ from: 'cn', to: 'tw' });
    const toHongKong = OpenCC.Converter({ from: 'cn', to: 'hk' });
    for (const [category, entry] of chinese) {
      for (const traditional of new Set([toTaiwan(entry), toHongKong(entry)])) {
        expect(verdict(traditional), `${entry} / ${traditional}`).toBe(category);
      }
    }
  });
});
