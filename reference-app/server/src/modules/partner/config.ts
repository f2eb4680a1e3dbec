import { createPublicKey, type JsonWebKey } from 'node:crypto';
import { readFileSync } from 'node:fs';

/** One signing key of a partner; `kid` in a token's header picks it (keys rotate). */
export type PartnerKey =
  | { kid: string; alg: 'HS256'; secret: string }
  | { kid: string; alg: 'ES256'; publicKey: string | JsonWebKey };

/** A partner whose backend signs its users in (docs/partner-api.md). */
export interface PartnerConfig {
  /** The `iss` of its tokens. */
  id: string;
  keys: PartnerKey[];
  /** The origins of its pages: allowed by CORS and may frame the web app. */
  origins: string[];
}

/**
 * The sandbox's demo partner, used by examples/embed-full: its secret is public, so it exists
 * only while the sandbox is on (never in production).
 */
export const DEMO_PARTNER: PartnerConfig = {
  id: 'examples-demo',
  keys: [{ kid: 'demo-2026', alg: 'HS256', secret: 'examples-demo-shared-secret-not-for-production' }],
  origins: ['http://localhost:5173', 'http://127.0.0.1:5173'],
};

/** The shortest HS256 secret accepted: 32 bytes, as long as the hash. */
export const MIN_SECRET_LENGTH = 32;

const ORIGIN = /^https?:\/\/[^/\s]+$/;
const NAME = /^[A-Za-z0-9._:-]{1,64}$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseKey(raw: unknown, where: string): PartnerKey {
  if (!isRecord(raw)) throw new Error(`${where} must be an object`);
  const { kid, alg } = raw;
  if (typeof kid !== 'string' || !NAME.test(kid)) throw new Error(`${where}.kid must be a short name`);
  if (alg === 'HS256') {
    const { secret } = raw;
    if (typeof secret !== 'string' || secret.length < MIN_SECRET_LENGTH) {
      throw new Error(`${where}.secret must be at least ${MIN_SECRET_LENGTH} characters (HS256)`);
    }
    return { kid, alg, secret };
  }
  if (alg === 'ES256') {
    const { publicKey } = raw;
    if (typeof publicKey !== 'string' && !isRecord(publicKey)) {
      throw new Error(`${where}.publicKey must be a PEM (SPKI) string or a JWK (ES256)`);
    }
    let key: ReturnType<typeof createPublicKey>;
    try {
      key =
        typeof publicKey === 'string'
          ? createPublicKey(publicKey)
          : createPublicKey({ key: publicKey as JsonWebKey, format: 'jwk' });
    } catch {
      throw new Error(`${where}.publicKey is not a readable public key`);
    }
    if (key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1') {
      throw new Error(`${where}.publicKey must be a P-256 key (ES256)`);
    }
    return { kid, alg, publicKey: publicKey as string | JsonWebKey };
  }
  throw new Error(`${where}.alg must be HS256 or ES256`);
}

/** Checks the PARTNERS list; throws with the path of the first wrong entry. */
export function parsePartners(raw: unknown, source: string): PartnerConfig[] {
  if (!Array.isArray(raw)) throw new Error(`${source} must be a JSON array of partners`);
  const partners = raw.map((entry: unknown, i): PartnerConfig => {
    const where = `${source}[${i}]`;
    if (!isRecord(entry)) throw new Error(`${where} must be an object`);
    const { id, keys, origins = [] } = entry;
    if (typeof id !== 'string' || !NAME.test(id)) throw new Error(`${where}.id must be a short name`);
    if (!Array.isArray(keys) || keys.length === 0)
      throw new Error(`${where}.keys must list at least one key`);
    const parsed = keys.map((key: unknown, k) => parseKey(key, `${where}.keys[${k}]`));
    if (new Set(parsed.map((key) => key.kid)).size !== parsed.length) {
      throw new Error(`${where}.keys has two keys with one kid`);
    }
    if (!Array.isArray(origins)) throw new Error(`${where}.origins must be a list of origins`);
    const cleaned = origins.map((origin: unknown) => {
      const text = typeof origin === 'string' ? origin.trim().replace(/\/+$/, '') : '';
      if (!ORIGIN.test(text)) throw new Error(`${where}.origins entry is not an origin: "${String(origin)}"`);
      return text;
    });
    return { id, keys: parsed, origins: cleaned };
  });
  if (new Set(partners.map((p) => p.id)).size !== partners.length) {
    throw new Error(`${source} names one partner twice`);
  }
  return partners;
}

/**
 * PARTNERS (JSON) or PARTNERS_FILE (a JSON file), and the sandbox's demo partner unless one of
 * them already names `examples-demo`.
 */
export function loadPartners(env: NodeJS.ProcessEnv, sandbox: boolean): PartnerConfig[] {
  const inline = env.PARTNERS?.trim();
  const file = env.PARTNERS_FILE?.trim();
  if (inline && file) throw new Error('Set PARTNERS or PARTNERS_FILE, not both');
  let text: string | undefined = inline || undefined;
  if (file) {
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      throw new Error(`PARTNERS_FILE cannot be read: ${file}`);
    }
  }
  let partners: PartnerConfig[] = [];
  if (text !== undefined) {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new Error(`${file ? 'PARTNERS_FILE' : 'PARTNERS'} is not valid JSON`);
    }
    partners = parsePartners(json, file ? 'PARTNERS_FILE' : 'PARTNERS');
  }
  if (sandbox && !partners.some((p) => p.id === DEMO_PARTNER.id)) partners.push(DEMO_PARTNER);
  return partners;
}
