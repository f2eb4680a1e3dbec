import { TRADITIONAL } from './blocked-words.list.js';

/**
 * Character folding for the blocked-words matcher. Every UTF-16 code unit (or surrogate pair)
 * of the text folds to one packed number, cached in a table so each character is worked out
 * once per process:
 *
 * - a negative number: the character is invisible (`SKIP`: zero-width, combining marks,
 *   variation selectors, Hangul fillers) or a separator of some kind (`SEP_*`);
 * - otherwise the low 16 bits are the folded character (NFKC, full width to half width,
 *   lower case, accents stripped, Cyrillic and Greek look-alikes to Latin, traditional to
 *   simplified), bits 16-19 hold a digit's value plus one (`１`, `①`, `一`, `幺`, `捌` are
 *   digits), and bit 20 marks an expansion (`㎝` folds to `cm`): the low bits then index
 *   `expansionOf`.
 */

export const SKIP = -1;
/** Spaces and tabs. */
export const SEP_SPACE = -2;
/** Line breaks: they end a phone number. */
export const SEP_LINE = -3;
/** `.`, `。`, `·`: a domain's dot. */
export const SEP_DOT = -4;
export const SEP_AT = -5;
/** `:` `,` `;` `%` `!` `?` `、` and currency signs: they end a phone number (times, lists, prices). */
export const SEP_BREAK = -6;
/** Every other punctuation mark, symbol or emoji. */
export const SEP_SOFT = -7;

export const DIGIT_SHIFT = 16;
export const EXPANSION_BIT = 1 << 20;
const CODE_MASK = 0xffff;

/** Chinese numerals as written in phone numbers, including the financial forms and `幺` (one). */
const NUMERALS = '零0〇0○0◯0一1壹1幺1二2贰2三3叁3四4肆4五5伍5六6陆6七7柒7八8捌8九9玖9';
/** Look-alike letters from other scripts (after lower-casing). */
const CONFUSABLES = 'аaбbвbеeёeкkмmнhоoрpсcтtуyхxіiїiјjѕsԁdԛqԝwαaβbεeηnιiκkνvοoρpτtυuχxωw';
/** Invisible letters used to split words: Hangul fillers, Khmer vowel inherents, braille blank. */
const INVISIBLE = '\u115f\u1160\u3164\uffa0\u17b4\u17b5\u2800';

const traditional = new Map<number, number>();
for (let i = 0; i + 1 < TRADITIONAL.length; i += 2) {
  traditional.set(TRADITIONAL.charCodeAt(i), TRADITIONAL.charCodeAt(i + 1));
}
const numerals = new Map<number, number>();
for (let i = 0; i < NUMERALS.length; i += 2) {
  numerals.set(NUMERALS.charCodeAt(i), NUMERALS.charCodeAt(i + 1) - 48);
}
const confusables = new Map<string, string>();
for (let i = 0; i < CONFUSABLES.length; i += 2)
  confusables.set(CONFUSABLES[i] ?? '', CONFUSABLES[i + 1] ?? '');

const LETTER_OR_NUMBER = /[\p{L}\p{N}]/u;
const MARK = /\p{M}/gu;
const INVISIBLE_CLASS = /^[\p{M}\p{Cf}]$/u;
const DOTS = '.。·・';
const BREAKS = ':,;%!?、';

/** Folded expansions, indexed by the low bits of a code with `EXPANSION_BIT`. */
export const expansionOf: number[][] = [];

/** Cache for the BMP: 0 means not worked out yet (NUL itself folds to a separator). */
const bmp = new Int32Array(0x10000);
const astral = new Map<number, number>();

function separatorKind(ch: string): number {
  if (ch === '\n' || ch === '\r' || ch === '\u2028' || ch === '\u2029') return SEP_LINE;
  if (/\s/u.test(ch)) return SEP_SPACE;
  if (DOTS.includes(ch)) return SEP_DOT;
  if (ch === '@') return SEP_AT;
  if (BREAKS.includes(ch) || /\p{Sc}/u.test(ch)) return SEP_BREAK;
  return SEP_SOFT;
}

function packChar(code: number): number {
  const digit = code >= 48 && code <= 57 ? code - 48 : numerals.get(code);
  return digit === undefined ? code : code | ((digit + 1) << DIGIT_SHIFT);
}

function computeFold(cp: number): number {
  const raw = String.fromCodePoint(cp);
  if (INVISIBLE.includes(raw) || INVISIBLE_CLASS.test(raw)) return SKIP;
  if (raw === '○' || raw === '◯') return packChar(0x3007);
  const folded = raw.normalize('NFKC').toLowerCase();
  const chars: number[] = [];
  for (const ch of folded.normalize('NFD').replace(MARK, '').normalize('NFC')) {
    if (!LETTER_OR_NUMBER.test(ch)) continue;
    const latin = confusables.get(ch) ?? ch;
    const code = latin.codePointAt(0) ?? 0;
    // The matcher works on the BMP: astral letters (rare scripts) stay themselves but can
    // match no entry, so they fold to a character no entry contains.
    chars.push(code > CODE_MASK ? 0xfffc : (traditional.get(code) ?? code));
  }
  if (chars.length === 0) {
    const first = folded.normalize('NFC')[0] ?? raw;
    return separatorKind(first);
  }
  if (chars.length === 1) return packChar(chars[0] ?? 0);
  expansionOf.push(chars.map(packChar));
  return EXPANSION_BIT | (expansionOf.length - 1);
}

/**
 * The packed fold of the code point `cp` (see the module comment).
 *
 * @example fold(0xff21) === 0x61 // 'Ａ' folds to 'a'
 */
export function fold(cp: number): number {
  if (cp <= 0xffff) {
    let v = bmp[cp] ?? 0;
    if (v === 0) {
      v = computeFold(cp);
      bmp[cp] = v;
    }
    return v;
  }
  let v = astral.get(cp);
  if (v === undefined) {
    v = computeFold(cp);
    astral.set(cp, v);
  }
  return v;
}

/**
 * The folded text with separators and invisible characters removed: what list entries are
 * compiled from, and a readable view of what the matcher sees.
 *
 * @example foldText('Ｗ·Ｅ 微 信') === 'we微信'
 */
export function foldText(text: string): string {
  let out = '';
  for (const ch of text) {
    const v = fold(ch.codePointAt(0) ?? 0);
    if (v < 0) continue;
    if (v & EXPANSION_BIT) {
      for (const e of expansionOf[v & CODE_MASK] ?? []) out += String.fromCharCode(e & CODE_MASK);
    } else {
      out += String.fromCharCode(v & CODE_MASK);
    }
  }
  return out;
}
