// Blocked words: this repo's matcher against mint-filter and obscenity, on the same list and
// the same corpus. Run: `npm run bench` (all benchmarks) or `npx tsx bench/blocked-words.bench.ts`.
// Prints a Markdown table; `bench/RESULTS.md` records a run.
import { readFileSync } from 'node:fs';
import { arch, cpus, platform } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Mint } from 'mint-filter';
import {
  collapseDuplicatesTransformer,
  parseRawPattern,
  RegExpMatcher,
  resolveConfusablesTransformer,
  resolveLeetSpeakTransformer,
  toAsciiLowerCaseTransformer,
} from 'obscenity';
import { checkText } from '../sdk/src/rules/blocked-words.js';
import { ALLOWED, CONTACT_PHRASES, TLDS, TRADITIONAL, WORDS } from '../sdk/src/rules/blocked-words.list.js';

const here = dirname(fileURLToPath(import.meta.url));
const chat = readFileSync(join(here, 'corpus/chat.txt'), 'utf8').split('\n').filter(Boolean);
interface Variant {
  text: string;
  kind: 'word' | 'contact';
  category: string;
  transform: string;
}
const variants: Variant[] = JSON.parse(readFileSync(join(here, 'corpus/variants.json'), 'utf8'));

// --- the same list for everyone --------------------------------------------------------------
// Every entry as written, plus each of its traditional spellings (our matcher folds traditional
// characters; the others need them spelled out), plus literal web markers. Our weak markers (`微信`
// followed by a handle) and the phone/handle patterns cannot be expressed as words, so they
// are not given to anyone: the contact rows below show what patterns add.

const toTraditional = new Map<string, string[]>();
for (let i = 0; i + 1 < TRADITIONAL.length; i += 2) {
  const t = TRADITIONAL[i] ?? '';
  const s = TRADITIONAL[i + 1] ?? '';
  toTraditional.set(s, [...(toTraditional.get(s) ?? []), t]);
}
/** Every spelling of `text` with each character simplified or traditional (at most 32). */
function spellings(text: string): string[] {
  let out = [''];
  for (const c of text) {
    out = out.flatMap((head) => [c, ...(toTraditional.get(c) ?? [])].map((x) => head + x)).slice(0, 32);
  }
  return out;
}
interface Word {
  text: string;
  startBound: boolean;
  endBound: boolean;
}
const list: Word[] = [];
for (const group of [...Object.values(WORDS), ...Object.values(CONTACT_PHRASES)]) {
  for (const item of group.split('|')) {
    const text = item.replace(/^\*|\*$/g, '');
    const latin = /^[a-z0-9]/.test(text);
    const word = {
      text,
      startBound: latin && !item.startsWith('*'),
      endBound: /[a-z0-9]$/.test(text) && !item.endsWith('*'),
    };
    for (const spelling of spellings(text)) list.push({ ...word, text: spelling });
  }
}
for (const tld of TLDS.split('|')) list.push({ text: `.${tld}`, startBound: false, endBound: true });
list.push({ text: 'www.', startBound: true, endBound: false });

const mint = new Mint(list.map((w) => w.text));
// obscenity: bounds as `|word|`, our allowed phrases as its whitelist, and its transformers
// minus `skipNonAlphabetic` (it deletes Chinese). Two configurations: look-alikes and case
// only, and the English preset's leet and duplicate folding on top.
const blacklistedTerms = list.map((w, id) => ({
  id,
  pattern: parseRawPattern(
    `${w.startBound ? '|' : ''}${w.text.replace(/[[\]?|\\]/g, '\\$&')}${w.endBound ? '|' : ''}`,
  ),
}));
const whitelistedTerms = ALLOWED.split('|');
const obscenity = new RegExpMatcher({
  blacklistedTerms,
  whitelistedTerms,
  blacklistMatcherTransformers: [resolveConfusablesTransformer(), toAsciiLowerCaseTransformer()],
});
const obscenityLeet = new RegExpMatcher({
  blacklistedTerms,
  whitelistedTerms,
  blacklistMatcherTransformers: [
    resolveConfusablesTransformer(),
    resolveLeetSpeakTransformer(),
    toAsciiLowerCaseTransformer(),
    collapseDuplicatesTransformer({
      defaultThreshold: 1,
      customThresholds: new Map([
        ['b', 2],
        ['e', 2],
        ['o', 2],
        ['l', 2],
        ['s', 2],
        ['g', 2],
      ]),
    }),
  ],
});

const libraries: { name: string; blocks: (text: string) => boolean }[] = [
  { name: 'this repo: `checkText`', blocks: (text) => !checkText(text).ok },
  {
    name: 'this repo, words only (`contact: false`)',
    blocks: (text) => !checkText(text, { contact: false }).ok,
  },
  { name: 'mint-filter 4.0.3 (`verify`)', blocks: (text) => !mint.verify(text) },
  { name: 'obscenity 0.4.6 (`hasMatch`)', blocks: (text) => obscenity.hasMatch(text) },
  { name: 'obscenity 0.4.6 + leet, duplicates', blocks: (text) => obscenityLeet.hasMatch(text) },
];

// --- throughput --------------------------------------------------------------------------------

const corpus = [...chat, ...variants.map((v) => v.text)];
const bytes = corpus.reduce((n, t) => n + Buffer.byteLength(t), 0);
const ROUNDS = Number(process.env.ROUNDS ?? 21);
function median(values: number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}
// Rounds interleave the libraries (each round times one pass of every library), so a busy
// machine slows them alike. obscenity, two orders slower, gets every tenth message, and its
// time is scaled up by the bytes it skipped.
let sink = 0;
const seconds = libraries.map(() => [] as number[]);
const samples = libraries.map((lib) =>
  lib.name.startsWith('obscenity') ? corpus.filter((_, i) => i % 10 === 0) : corpus,
);
const scale = samples.map((sample) => bytes / sample.reduce((n, t) => n + Buffer.byteLength(t), 0));
for (let round = -3; round < ROUNDS; round++) {
  libraries.forEach((lib, l) => {
    const t0 = process.hrtime.bigint();
    for (const text of samples[l] ?? []) sink += lib.blocks(text) ? 1 : 0;
    const s = (Number(process.hrtime.bigint() - t0) / 1e9) * (scale[l] ?? 1);
    if (round >= 0) seconds[l]?.push(s); // the first three rounds warm up
  });
}
if (sink < 0) console.log(sink);
function throughput(l: number): { mbs: number; mps: number } {
  const s = median(seconds[l] ?? []);
  return { mbs: bytes / 1e6 / s, mps: corpus.length / s };
}
/** Median over rounds of (the faster of mint-filter and obscenity in that round) / ours. */
function speedUp(l: number): number {
  const ratios = (seconds[l] ?? []).map(
    (ours, r) => Math.min(...seconds.slice(2).map((s) => s[r] ?? Infinity)) / ours,
  );
  return median(ratios);
}

// --- accuracy ------------------------------------------------------------------------------------

const hard = (v: Variant) => v.transform.startsWith('hard');
const rows = libraries.map((lib) => {
  const caught = (filter: (v: Variant) => boolean) => {
    const set = variants.filter(filter);
    return `${set.filter((v) => lib.blocks(v.text)).length}/${set.length}`;
  };
  return {
    name: lib.name,
    ...throughput(libraries.indexOf(lib)),
    wordsPlain: caught((v) => v.kind === 'word' && v.transform === 'plain'),
    wordsObfuscated: caught((v) => v.kind === 'word' && v.transform !== 'plain' && !hard(v)),
    contactPhrases: caught((v) => v.kind === 'contact' && v.transform !== 'pattern' && !hard(v)),
    contactPatterns: caught((v) => v.kind === 'contact' && v.transform === 'pattern'),
    hard: caught(hard),
    falsePositives: chat.filter((t) => lib.blocks(t)).length,
  };
});

const byTransform = new Map<string, Variant[]>();
for (const v of variants) {
  const key = `${v.kind} / ${v.transform}`;
  byTransform.set(key, [...(byTransform.get(key) ?? []), v]);
}

console.log(`## Blocked words (${new Date().toISOString().slice(0, 10)})\n`);
console.log(
  `Node ${process.version}, ${platform()} ${arch()}, ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}); ` +
    `${list.length} list entries; corpus: ${chat.length} chat messages + ${variants.length} variants, ` +
    `${(bytes / 1e6).toFixed(2)} MB UTF-8; median of ${ROUNDS} interleaved rounds after 3 warm-up rounds.\n`,
);
console.log(
  '| library | MB/s | messages/s | words, plain | words, obfuscated | contact phrases (plain and obfuscated) | contact patterns | hard tricks | false positives in chat |',
);
console.log('|---|---:|---:|---|---|---|---|---|---:|');
for (const r of rows) {
  console.log(
    `| ${r.name} | ${r.mbs.toFixed(1)} | ${Math.round(r.mps).toLocaleString('en')} | ${r.wordsPlain} | ${r.wordsObfuscated} | ${r.contactPhrases} | ${r.contactPatterns} | ${r.hard} | ${r.falsePositives}/${chat.length} |`,
  );
}
console.log(
  `\nSpeed-up over the fastest other library (median of per-round ratios): ${speedUp(0).toFixed(2)}x with contact detection, ${speedUp(1).toFixed(2)}x words only.\n`,
);
console.log(`| variant | count | ${libraries.map((l) => l.name.split(' (')[0]).join(' | ')} |`);
console.log(`|---|---:|${libraries.map(() => '---:').join('|')}|`);
for (const [key, set] of [...byTransform].sort()) {
  console.log(
    `| ${key} | ${set.length} | ${libraries.map((l) => set.filter((v) => l.blocks(v.text)).length).join(' | ')} |`,
  );
}
const fpExamples = libraries.map((l) => {
  // One example per distinct template (digits stripped), so the list shows kinds, not repeats.
  const seen = new Map<string, string>();
  for (const t of chat) if (l.blocks(t)) seen.set(t.replace(/\d+/g, '#'), t);
  return [l.name, [...seen.values()].slice(0, 6)] as const;
});
console.log('\nFalse-positive examples:');
for (const [name, examples] of fpExamples) console.log(`- ${name}: ${JSON.stringify(examples)}`);
const missed = variants.filter((v) => !libraries[0]?.blocks(v.text));
console.log(`\nVariants this repo misses: ${JSON.stringify(missed.map((v) => v.text))}`);
