import { ALLOWED, CONTACT_MARKERS, CONTACT_PHRASES, TLDS, WORDS } from './blocked-words.list.js';
import {
  DIGIT_SHIFT,
  EXPANSION_BIT,
  expansionOf,
  fold,
  foldText,
  SEP_AT,
  SEP_BREAK,
  SEP_DOT,
  SEP_LINE,
  SEP_SPACE,
  SKIP,
} from './normalize.js';

/** A category of banned words (spec section 5). */
export type WordCategory = keyof typeof WORDS;
/** A kind of contact detail, or `contact` for asking to leave the platform. */
export type ContactCategory = keyof typeof CONTACT_PHRASES | 'website' | 'email';
/** What a refused text broke: one message per category in `blocked-words.messages.ts`. */
export type BlockedCategory = WordCategory | ContactCategory;

/** The interface locales of spec section 8. */
export type BlockedWordsLocale = 'en' | 'es' | 'fr' | 'zh-Hans' | 'zh-Hant';

/** What a refused text is told in one locale, per rule (`i18n/<locale>.ts`). */
export type BlockedWordsMessages = Record<BlockedCategory, string>;

/** The locale of the messages for `locale`: a region tag like `zh-CN` or `fr-CA` falls back to its language, then English. */
export function blockedWordsLocale(locale: string): BlockedWordsLocale {
  const lower = locale.toLowerCase();
  return lower === 'zh-hant' ||
    lower === 'zh-tw' ||
    lower === 'zh-hk' ||
    lower === 'zh-mo' ||
    lower.startsWith('zh-hant')
    ? 'zh-Hant'
    : lower.startsWith('zh')
      ? 'zh-Hans'
      : lower.startsWith('es')
        ? 'es'
        : lower.startsWith('fr')
          ? 'fr'
          : 'en';
}

/**
 * The messages of one locale, each a module of its own: the SDK fetches the rule and then only
 * the texts it shows (all five are 2.3 KB gzip). The server takes all five at once from
 * `blocked-words.messages.ts`.
 */
export function loadBlockedWordsMessages(locale: string): Promise<BlockedWordsMessages> {
  const texts = {
    en: () => import('./i18n/en.js'),
    es: () => import('./i18n/es.js'),
    fr: () => import('./i18n/fr.js'),
    'zh-Hans': () => import('./i18n/zh-Hans.js'),
    'zh-Hant': () => import('./i18n/zh-Hant.js'),
  };
  return texts[blockedWordsLocale(locale)]().then((m) => m.default);
}

/** Options of `checkText`. */
export interface CheckOptions {
  /**
   * Also refuse contact details (phone numbers, WeChat, QQ, Alipay, websites, emails, asking to
   * trade off the platform). Default `true`; chat passes `false` once the task is paid.
   */
  contact?: boolean;
}

/** `ok: false` names the rule and the span in the ORIGINAL text: `text.slice(start, end)`. */
export type CheckResult = { ok: true } | { ok: false; category: BlockedCategory; start: number; end: number };

/** Every category, words first, in the order of the spec. */
export const BLOCKED_CATEGORIES: readonly BlockedCategory[] = [
  ...(Object.keys(WORDS) as WordCategory[]),
  'phone',
  'wechat',
  'qq',
  'alipay',
  'website',
  'email',
  'contact',
];

const CONTACT_SET: ReadonlySet<string> = new Set([...Object.keys(CONTACT_PHRASES), 'website', 'email']);

/**
 * Whether a category is about contact details (and so lifted once a task is paid).
 *
 * @example isContactCategory('qq') // true
 */
export function isContactCategory(category: BlockedCategory): category is ContactCategory {
  return CONTACT_SET.has(category);
}

// ---------------------------------------------------------------------------------------------
// The automaton: Aho-Corasick over folded characters, separators skipped, built on first use.

const F_START_BOUND = 1; // no letter or digit may stick to the entry's first letter
const F_END_BOUND = 2; // no letter may stick to the entry's last letter
const F_START_DOT = 4; // a top-level domain: a dot and a Latin label before it
const F_END_DOT = 8; // `www`: a dot must follow
const F_CONTACT = 16;
const F_MARKER = 32; // counts only with a handle after it
const F_ALLOW = 64;

interface Entry {
  category: number;
  flags: number;
  length: number;
  /** Symbols to wait for an allowed phrase that may still cover this match. */
  wait: number;
}

interface Automaton {
  /** Folded character to symbol (0: in no entry). */
  symbol: Uint16Array;
  symbols: number;
  root: Int32Array;
  keys: Int32Array;
  values: Int32Array;
  mask: number;
  fail: Int32Array;
  /** Longest entry ending at this state, or -1. */
  out: Int32Array;
  /** Next state down the fail chain that has an entry, or -1. */
  outLink: Int32Array;
  /** This state if it has an entry, else `outLink`. */
  firstOut: Int32Array;
  /** Longest allowed phrase ending at this state (0: none). */
  allow: Int32Array;
  entries: Entry[];
  categories: BlockedCategory[];
  markerKind: Int8Array;
}

const MARKER_KINDS = ['wechat', 'qq', 'alipay', 'phone'] as const;
const WEBSITE = 'website';

let automaton: Automaton | undefined;

function isLatinCode(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 48 && c <= 57);
}

function build(): Automaton {
  const categories: BlockedCategory[] = [];
  const raw: { text: string; category: number; flags: number; marker: number }[] = [];
  const add = (list: string, category: BlockedCategory | '', flags: number, marker = -1) => {
    let index = categories.indexOf(category as BlockedCategory);
    if (category && index < 0) index = categories.push(category) - 1;
    for (const item of list.split('|')) {
      const openStart = item.startsWith('*');
      const openEnd = item.endsWith('*');
      const text = foldText(item.replace(/^\*|\*$/g, ''));
      if (!text) continue;
      let f = flags;
      if (!openStart && isLatinCode(text.charCodeAt(0))) f |= F_START_BOUND;
      if (!openEnd && isLatinCode(text.charCodeAt(text.length - 1))) f |= F_END_BOUND;
      raw.push({ text, category: index, flags: f, marker });
    }
  };
  for (const [category, list] of Object.entries(WORDS)) add(list, category as WordCategory, 0);
  for (const [category, list] of Object.entries(CONTACT_PHRASES)) {
    add(list, category as ContactCategory, F_CONTACT);
  }
  for (const [category, list] of Object.entries(CONTACT_MARKERS)) {
    const kind = MARKER_KINDS.indexOf(category as (typeof MARKER_KINDS)[number]);
    add(list, category as ContactCategory, F_CONTACT | F_MARKER, kind);
  }
  add('www', WEBSITE, F_CONTACT | F_END_DOT);
  add('http*|https*', WEBSITE, F_CONTACT);
  const tlds = TLDS.split('|');
  add(TLDS, WEBSITE, F_CONTACT | F_START_DOT);
  // `.net` is also a framework's name: `dot net` stays allowed, `点net` does not.
  add(tlds.map((t) => `点${t}`).join('|'), WEBSITE, F_CONTACT);
  add(
    tlds
      .filter((t) => t !== 'net')
      .map((t) => `dot ${t}`)
      .join('|'),
    WEBSITE,
    F_CONTACT,
  );
  add(ALLOWED, '', F_ALLOW);

  // Alphabet.
  const symbol = new Uint16Array(0x10000);
  let symbols = 1;
  for (const { text } of raw) {
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (symbol[c] === 0) symbol[c] = symbols++;
    }
  }

  // Trie, with children in an open-addressing hash keyed by state * symbols + symbol.
  const parents: number[] = [0];
  const depth: number[] = [0];
  const lastSymbol: number[] = [0];
  const children = new Map<number, number>();
  const entries: Entry[] = [];
  const endOf: number[] = [];
  const markerKind: number[] = [];
  for (const item of raw) {
    let state = 0;
    for (let i = 0; i < item.text.length; i++) {
      const s = symbol[item.text.charCodeAt(i)] ?? 0;
      const key = state * symbols + s;
      let next = children.get(key);
      if (next === undefined) {
        next = parents.length;
        parents.push(state);
        depth.push(i + 1);
        lastSymbol.push(s);
        children.set(key, next);
      }
      state = next;
    }
    entries.push({ category: item.category, flags: item.flags, length: item.text.length, wait: 0 });
    endOf.push(state);
    markerKind.push(item.marker);
  }
  const states = parents.length;
  let size = 16;
  while (size < children.size * 2) size *= 2;
  const keys = new Int32Array(size).fill(-1);
  const values = new Int32Array(size);
  const mask = size - 1;
  const root = new Int32Array(symbols);
  for (const [key, value] of children) {
    if (key < symbols) root[key] = value;
    let h = Math.imul(key, HASH) >>> 0;
    for (;;) {
      const slot = h & mask;
      if (keys[slot] === -1) {
        keys[slot] = key;
        values[slot] = value;
        break;
      }
      h++;
    }
  }
  const step = (state: number, s: number): number => {
    for (;;) {
      if (state === 0) return root[s] ?? 0;
      const key = state * symbols + s;
      const next = children.get(key);
      if (next !== undefined) return next;
      state = fail[state] ?? 0;
    }
  };

  // Fail links, breadth first (a state's id is always larger than its parent's, so sorting
  // by depth gives a valid order).
  const fail = new Int32Array(states);
  const order = Array.from({ length: states }, (_, i) => i).sort((a, b) => (depth[a] ?? 0) - (depth[b] ?? 0));
  for (const state of order) {
    if ((depth[state] ?? 0) <= 1) continue;
    fail[state] = step(fail[parents[state] ?? 0] ?? 0, lastSymbol[state] ?? 0);
  }

  // Outputs: the longest entry ending at each state, and the allowed phrase that covers most.
  const out = new Int32Array(states).fill(-1);
  const outLink = new Int32Array(states).fill(-1);
  const allow = new Int32Array(states);
  entries.forEach((entry, index) => {
    const state = endOf[index] ?? 0;
    const current = out[state] ?? -1;
    // Two entries with the same text: keep a blocking one over a marker, words over contact.
    if (current < 0 || (entries[current]?.flags ?? 0) & F_MARKER) out[state] = index;
    if (entry.flags & F_ALLOW) allow[state] = Math.max(allow[state] ?? 0, entry.length);
  });
  for (const state of order) {
    if (state === 0) continue;
    const f = fail[state] ?? 0;
    outLink[state] = (out[f] ?? -1) >= 0 ? f : (outLink[f] ?? -1);
    allow[state] = Math.max(allow[state] ?? 0, allow[f] ?? 0);
  }
  const firstOut = out.map((entry, state) => (entry >= 0 ? state : (outLink[state] ?? -1)));

  // How long a blocked entry must wait for an allowed phrase that extends past it.
  const allowed = raw.filter((item) => item.flags & F_ALLOW).map((item) => item.text);
  raw.forEach((item, index) => {
    const entry = entries[index];
    if (!entry || item.flags & F_ALLOW) return;
    for (const phrase of allowed) {
      for (let at = phrase.indexOf(item.text); at >= 0; at = phrase.indexOf(item.text, at + 1)) {
        entry.wait = Math.max(entry.wait, phrase.length - at - item.text.length);
      }
    }
  });

  return {
    symbol,
    symbols,
    root,
    keys,
    values,
    mask,
    fail,
    out,
    outLink,
    firstOut,
    allow,
    entries,
    categories,
    markerKind: Int8Array.from(markerKind),
  };
}

// ---------------------------------------------------------------------------------------------
// The scan.

const RING = 64; // longest entry, in folded characters
const RING_MASK = RING - 1;
/** The symbol has a Latin letter or digit directly before it (no separator between). */
const R_STUCK = 1;
/** A dot sits between the symbol and a Latin letter or digit before it. */
const R_DOTTED = 2;

const G_SPACE = 1 << -SEP_SPACE;
const G_LINE = 1 << -SEP_LINE;
const G_DOT = 1 << -SEP_DOT;
const G_AT = 1 << -SEP_AT;
const G_BREAK = 1 << -SEP_BREAK;

/** Connectors allowed between a marker and its handle: `微信号是：abc123`, `QQ 号码 12345`. */
const CONNECTORS = new Set([...'号码是为账户名叫搜索加我的'].map((c) => c.charCodeAt(0)));
/** Short words allowed between a Latin marker and its handle: `my wechat is abc123`. */
const CONNECTOR_WORDS = new Set(['is', 'id', 'no', 'me', 'at', 'num', 'number']);
const MAX_SKIPS = 6;

interface Pending {
  category: BlockedCategory;
  flags: number;
  start: number;
  end: number;
  startSym: number;
  endSym: number;
  until: number;
}

/**
 * One scanner, reused: `checkText` is synchronous, so no two scans ever overlap, and a clean
 * text then allocates nothing.
 */
class Scanner {
  private readonly ringStart = new Int32Array(RING);
  private readonly ringFlags = new Uint8Array(RING);
  private readonly digits = new Uint8Array(16);
  private a!: Automaton;
  private contact = true;
  private result: CheckResult = OK;
  private pending: Pending[] = [];
  private sym = -1;
  private state = 0;
  private prevCode = 0;
  /** Separators since the last symbol: one bit per kind, and how many. */
  private gap = 0;
  private gapLength = 0;
  private allowStart = -1;
  private allowEnd = -1;
  // Digit run (phone numbers): separators of at most three characters may split it.
  private runLength = 0;
  private runStart = 0;
  private runEnd = 0;
  // Marker and handle (`微信 abc123`).
  private marker = -1;
  private markerStart = 0;
  private markerLatin = false;
  private markerColon = false;
  private markerBound = false;
  private skips = 0;
  private handleLength = 0;
  private handleDigits = 0;
  private handleEnd = 0;
  private handleText = '';
  // Latin token (for the local part of an email).
  private tokenStart = 0;
  private tokenAt = false;

  run(a: Automaton, text: string, contact: boolean): CheckResult {
    this.a = a;
    this.contact = contact;
    this.result = OK;
    this.pending.length = 0;
    this.sym = -1;
    this.state = 0;
    this.prevCode = 0;
    this.gap = 0;
    this.gapLength = 0;
    this.allowStart = -1;
    this.allowEnd = -1;
    this.runLength = 0;
    this.marker = -1;
    this.tokenStart = 0;
    this.tokenAt = false;
    const n = text.length;
    for (let i = 0; i < n; i++) {
      let cp = text.charCodeAt(i);
      const at = i;
      if (cp >= 0xd800 && cp <= 0xdbff && i + 1 < n) {
        const low = text.charCodeAt(i + 1);
        if (low >= 0xdc00 && low <= 0xdfff) {
          cp = ((cp - 0xd800) << 10) + (low - 0xdc00) + 0x10000;
          i++;
        }
      }
      const v = fold(cp);
      if (v < 0) {
        if (v !== SKIP) {
          this.gap |= 1 << -v;
          this.gapLength++;
        }
        continue;
      }
      if (v & EXPANSION_BIT) {
        for (const e of expansionOf[v & 0xffff] ?? []) {
          this.symbol(e, at, i + 1);
          if (this.result !== OK) return this.result;
        }
      } else {
        this.symbol(v, at, i + 1);
        if (this.result !== OK) return this.result;
      }
    }
    this.finish();
    return this.result;
  }

  private fail(category: BlockedCategory, start: number, end: number): void {
    if (this.result === OK) this.result = { ok: false, category, start, end };
  }

  private symbol(v: number, start: number, end: number): void {
    const code = v & 0xffff;
    const sym = ++this.sym;
    const latin = isLatinCode(code);
    const gap = this.gap;
    let flags = 0;
    if (isLatinCode(this.prevCode)) {
      if (gap === 0) flags |= R_STUCK;
      else if (gap & G_DOT) flags |= R_DOTTED;
    }
    this.ringStart[sym & RING_MASK] = start;
    this.ringFlags[sym & RING_MASK] = flags;

    if (this.pending.length > 0) {
      this.settle(sym, gap === 0 && code >= 97 && code <= 122, gap & G_DOT);
      if (this.result !== OK) return;
    }
    if (this.contact) {
      const digit = (v >> DIGIT_SHIFT) & 15;
      this.digitRun(digit, start, end, gap);
      if (this.result !== OK) return;
      if (this.marker >= 0) {
        this.handle(code, digit, latin, end, gap);
        if (this.result !== OK) return;
      }
      if (!latin || gap & (G_SPACE | G_LINE | G_BREAK)) {
        this.tokenStart = start;
        this.tokenAt = false;
      } else if (gap & G_AT) {
        this.tokenAt = true;
      }
    }

    // Aho-Corasick step: the root's moves from a table, the others from the hash.
    const a = this.a;
    const s = a.symbol[code] ?? 0;
    let state = this.state;
    if (s === 0) {
      state = 0;
    } else {
      const { keys, values, mask, symbols, fail, root } = a;
      for (;;) {
        if (state === 0) {
          state = root[s] ?? 0;
          break;
        }
        const key = state * symbols + s;
        let h = Math.imul(key, HASH) >>> 0;
        let next = -1;
        for (;;) {
          const k = keys[h & mask] ?? -1;
          if (k === key) {
            next = values[h & mask] ?? 0;
            break;
          }
          if (k === -1) break;
          h++;
        }
        if (next >= 0) {
          state = next;
          break;
        }
        state = fail[state] ?? 0;
      }
    }
    this.state = state;
    this.prevCode = code;
    this.gap = 0;
    this.gapLength = 0;
    if (state !== 0 && (a.firstOut[state] ?? -1) >= 0) this.outputs(state, sym, end);
  }

  private outputs(state: number, sym: number, end: number): void {
    const a = this.a;
    const allow = a.allow[state] ?? 0;
    if (allow > 0) {
      const from = sym - allow + 1;
      this.allowStart = from;
      this.allowEnd = sym;
      if (this.pending.length > 0) this.pending = this.pending.filter((p) => p.startSym < from);
    }
    for (let st = a.firstOut[state] ?? -1; st >= 0; st = a.outLink[st] ?? -1) {
      const index = a.out[st] ?? -1;
      const entry = a.entries[index];
      if (!entry || entry.flags & F_ALLOW) continue;
      if (entry.flags & F_CONTACT && !this.contact) continue;
      const startSym = sym - entry.length + 1;
      if (startSym < 0 || startSym <= sym - RING) continue;
      if (startSym >= this.allowStart && sym <= this.allowEnd) continue;
      const startFlags = this.ringFlags[startSym & RING_MASK] ?? 0;
      if (entry.flags & F_START_BOUND && startFlags & R_STUCK) continue;
      if (entry.flags & F_START_DOT && !(startFlags & R_DOTTED)) continue;
      let start = this.ringStart[startSym & RING_MASK] ?? 0;
      if (entry.flags & F_MARKER) {
        this.startMarker(a.markerKind[index] ?? -1, start, entry.flags);
        continue;
      }
      let category = a.categories[entry.category] ?? 'contact';
      if (entry.flags & F_START_DOT) {
        // A domain: the span covers its labels, and an @ in the token makes it an email.
        start = Math.min(start, this.tokenStart);
        if (this.tokenAt) category = 'email';
      }
      if (entry.flags & (F_END_BOUND | F_END_DOT) || entry.wait > 0) {
        const until = sym + entry.wait;
        this.pending.push({ category, flags: entry.flags, start, end, startSym, endSym: sym, until });
        continue;
      }
      this.fail(category, start, end);
      return;
    }
  }

  /** Confirms or drops the matches that waited for what follows them. */
  private settle(sym: number, stuckLetter: boolean, dotted: number): void {
    let kept = 0;
    for (const p of this.pending) {
      if (sym === p.endSym + 1) {
        if (p.flags & F_END_BOUND && stuckLetter) continue;
        if (p.flags & F_END_DOT && !dotted) continue;
      }
      if (sym > p.until) {
        this.fail(p.category, p.start, p.end);
        return;
      }
      this.pending[kept++] = p;
    }
    this.pending.length = kept;
  }

  private finish(): void {
    if (this.contact) {
      this.endRun();
      if (this.result !== OK) return;
      if (this.marker >= 0 && this.handleLength > 0) this.endHandle();
      if (this.result !== OK) return;
    }
    for (const p of this.pending) {
      if (p.flags & F_END_DOT) continue;
      this.fail(p.category, p.start, p.end);
      return;
    }
  }

  // --- phone numbers ------------------------------------------------------------------------

  private digitRun(digit: number, start: number, end: number, gap: number): void {
    if (digit === 0) {
      this.endRun();
      return;
    }
    if (this.runLength > 0 && (gap & (G_BREAK | G_LINE | G_AT) || this.gapLength > 3)) {
      this.endRun();
      if (this.result !== OK) return;
    }
    if (this.runLength === 0) this.runStart = start;
    if (this.runLength < 16) this.digits[this.runLength] = digit - 1;
    this.runLength++;
    this.runEnd = end;
  }

  private endRun(): void {
    const length = this.runLength;
    if (length === 0) return;
    this.runLength = 0;
    if (this.marker >= 0 && this.handleLength > 0 && this.isPhone(length)) {
      // `支付宝 139…`: the marker names the account better than `phone` does.
      this.fail(MARKER_KINDS[this.marker] ?? 'phone', this.markerStart, this.runEnd);
      return;
    }
    if (this.isPhone(length)) this.fail('phone', this.runStart, this.runEnd);
  }

  private isPhone(length: number): boolean {
    const d = this.digits;
    // Mainland mobile: 1[3-9] and nine more digits, maybe after 86 or 0086.
    let at = 0;
    if (length === 13 && d[0] === 8 && d[1] === 6) at = 2;
    else if (length === 15 && d[0] === 0 && d[1] === 0 && d[2] === 8 && d[3] === 6) at = 4;
    if (length - at === 11 && d[at] === 1 && (d[at + 1] ?? 0) >= 3) return true;
    // Landline with its area code: 010 and 02x, else 0 and three digits; then a local number
    // of seven or eight digits that never starts with 0 or 1.
    if (d[0] !== 0 || d[1] === 0 || length < 10 || length > 12) return false;
    const area = (d[1] ?? 0) <= 2 ? 3 : 4;
    const local = length - area;
    return local >= 7 && local <= 8 && (d[area] ?? 0) >= 2;
  }

  // --- markers and handles ------------------------------------------------------------------

  private startMarker(kind: number, start: number, flags: number): void {
    if (kind < 0) return;
    this.marker = kind;
    this.markerStart = start;
    this.markerLatin = !!(flags & F_START_BOUND);
    this.markerBound = !!(flags & F_END_BOUND);
    this.markerColon = false;
    this.skips = 0;
    this.handleLength = 0;
  }

  private handle(code: number, digit: number, latin: boolean, end: number, gap: number): void {
    if (this.markerBound) {
      this.markerBound = false;
      // `telegram`, `phones`: the marker was the start of a longer word.
      if (gap === 0 && code >= 97 && code <= 122) {
        this.marker = -1;
        return;
      }
    }
    if (gap & (G_BREAK | G_DOT)) this.markerColon = true;
    const handleChar = latin || digit > 0;
    if (this.handleLength > 0) {
      const allDigits = this.handleDigits === this.handleLength;
      const joined =
        gap === 0 ||
        (allDigits && digit > 0 && this.gapLength <= 3 && !(gap & (G_BREAK | G_LINE))) ||
        (this.gapLength === 1 && !(gap & (G_SPACE | G_LINE | G_BREAK)));
      if (handleChar && joined && this.handleLength < 32) {
        this.extendHandle(code, digit, end);
        return;
      }
      this.endHandle();
      if (this.result !== OK || this.marker < 0) return;
    }
    if (handleChar) {
      this.handleLength = 0;
      this.handleDigits = 0;
      this.handleText = '';
      this.extendHandle(code, digit, end);
    } else if (CONNECTORS.has(code) && this.skips < MAX_SKIPS) {
      this.skips++;
    } else {
      this.marker = -1;
    }
  }

  private extendHandle(code: number, digit: number, end: number): void {
    this.handleLength++;
    if (digit > 0) this.handleDigits++;
    if (this.handleText.length < 8) this.handleText += String.fromCharCode(code);
    this.handleEnd = end;
  }

  private endHandle(): void {
    const length = this.handleLength;
    const digits = this.handleDigits;
    const allDigits = digits === length;
    const kind = MARKER_KINDS[this.marker];
    this.handleLength = 0;
    let found = false;
    if (kind === 'qq') found = allDigits && length >= 5 && length <= 11;
    else if (kind === 'phone') found = allDigits && length >= 7 && length <= 12;
    else if (kind) {
      // WeChat and Alipay ids: a number (QQ or phone), or six to twenty characters; a Latin
      // marker (`wechat`) needs a digit or a colon, so `wechat payment` passes.
      found =
        (allDigits && length >= 5 && length <= 15) ||
        (length >= 6 && length <= 20 && (digits > 0 || !this.markerLatin || this.markerColon));
    }
    if (found && kind) {
      this.fail(kind, this.markerStart, this.handleEnd);
      return;
    }
    if (!allDigits && CONNECTOR_WORDS.has(this.handleText) && this.skips < MAX_SKIPS) {
      this.skips += 2;
      return;
    }
    this.marker = -1;
  }
}

const OK: CheckResult = Object.freeze({ ok: true });
const HASH = 0x9e3779b1 | 0;
let scanner: Scanner | undefined;

/**
 * Checks user text against the blocked list and, unless `contact: false`, against contact
 * details. The first violation wins; its span indexes the text as given, so a screen can mark
 * `text.slice(start, end)` without repeating it. One pass over the text, Aho-Corasick on the
 * folded characters; the list compiles on the first call.
 *
 * @example
 * checkText('明天下午三点，200元') // { ok: true }
 * checkText('加我 v 信 abc123') // { ok: false, category: 'wechat', start: 0, end: 4 }
 * checkText('１３８ ００１３ ８０００', { contact: false }) // { ok: true }
 */
export function checkText(text: string, options?: CheckOptions): CheckResult {
  automaton ??= build();
  scanner ??= new Scanner();
  return scanner.run(automaton, text, options?.contact !== false);
}

/**
 * Checks several user-text fields at once (a task's title and description, a profile, a post,
 * a comment, feedback) and names the first that breaks a rule.
 *
 * @example
 * checkFields({ title: '搬家', description: '加我vx详聊' })
 * // { ok: false, field: 'description', category: 'wechat', start: 2, end: 4 }
 */
export function checkFields<K extends string>(
  fields: Partial<Record<K, string | null | undefined>>,
  options?: CheckOptions,
): { ok: true } | { ok: false; field: K; category: BlockedCategory; start: number; end: number } {
  for (const field of Object.keys(fields) as K[]) {
    const value = fields[field];
    if (typeof value !== 'string' || value === '') continue;
    const result = checkText(value, options);
    if (!result.ok) return { ...result, field };
  }
  return { ok: true };
}
