import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The real entry point, as `npm start` runs it: a child process reading its environment.
const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONFIG_VARS = [
  'PORT',
  'HOST',
  'DATA_DIR',
  'DATABASE_URL',
  'NODE_ENV',
  'SANDBOX',
  'CORS_ORIGINS',
  'WEB_DIST',
  'UPLOAD_MAX_BYTES',
  'STORAGE',
  'RATE_LIMIT_CAPTCHA',
  'RATE_LIMIT_SMS',
  'RATE_LIMIT_REGISTER',
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'PUBLIC_URL',
  'TRUST_PROXY',
  'DEMO_DATA',
  'ID_HASH_KEY',
  'PAY_PROVIDER',
  'SMS_PROVIDER',
  'IDENTITY_PROVIDER',
];

/** A first start runs initdb (seconds, more on a busy machine): beyond the suite's 30 s default. */
export const PROCESS_TEST_TIMEOUT_MS = 120_000;

export interface Running {
  child: ChildProcess;
  base: string;
  output: () => string;
  exited: Promise<number | null>;
}

function probePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const handedOut = new Set<number>();
/** A port nothing listens on, never one already handed out: the system may give a port just closed to the next probe. */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = await probePort();
    if (handedOut.has(port)) continue;
    handedOut.add(port);
    return port;
  }
}

/** How the server runs: from its sources (development) or its compiled JavaScript (production). */
export type ServerBuild = 'source' | 'compiled';

/**
 * The compiled server (`npm run build -w reference-app/server`, what production runs), built
 * now when it is missing: a test of it alone needs no other step first.
 */
export function ensureCompiledServer(): void {
  if (existsSync(path.join(serverRoot, 'dist', 'main.js'))) return;
  execFileSync('npm', ['run', 'build'], { cwd: serverRoot, stdio: 'ignore' });
}

export function launch(
  env: Record<string, string>,
  build: ServerBuild = 'source',
): {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
} {
  const clean: NodeJS.ProcessEnv = { ...process.env };
  for (const name of [...CONFIG_VARS, 'TEST_DATABASE_URL']) delete clean[name];
  // Sources as scripts/lib/server.mjs runs them: `@marketplace/sdk/rules` from source too. The
  // compiled server takes the rules from the SDK's build, as in production.
  const child = spawn(
    process.execPath,
    build === 'compiled'
      ? ['dist/main.js']
      : ['--conditions=marketplace-source', '--import', 'tsx', 'src/main.ts'],
    {
      cwd: serverRoot,
      env: { ...clean, HOST: '127.0.0.1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    text += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    text += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => text, exited };
}

export async function start(env: Record<string, string>, build: ServerBuild = 'source'): Promise<Running> {
  const port = await freePort();
  const launched = launch({ ...env, PORT: String(port) }, build);
  const deadline = Date.now() + 60_000;
  while (!launched.output().includes('Marketplace server listening on')) {
    if (launched.child.exitCode !== null) throw new Error(`server exited early:\n${launched.output()}`);
    if (Date.now() > deadline) throw new Error(`server did not start:\n${launched.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { ...launched, base: `http://127.0.0.1:${port}` };
}

export async function stop(server: Running): Promise<number | null> {
  server.child.kill('SIGTERM');
  return server.exited;
}

export interface Envelope<T = unknown> {
  code: 0 | 1;
  msg: string;
  data: T;
}

export async function call<T = unknown>(
  server: Running,
  method: 'GET' | 'POST',
  url: string,
  fields?: Record<string, string>,
  token?: string,
): Promise<{ status: number; body: Envelope<T> }> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (fields) headers['content-type'] = 'application/x-www-form-urlencoded';
  const response = await fetch(`${server.base}${url}`, {
    method,
    headers,
    ...(fields ? { body: new URLSearchParams(fields).toString() } : {}),
  });
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

/** Captcha, SMS and register through the sandbox outbox, as the SDK and a person would. */
export async function signIn(server: Running, phone: string): Promise<string> {
  type Outbox = { sms: { phone: string; code: string }[]; captcha: { session_id: string; answer: string }[] };
  const captcha = await call<{ session_id: string }>(server, 'GET', '/m/captcha/img64');
  const { session_id } = captcha.body.data;
  const box1 = (await call<Outbox>(server, 'GET', '/dev/outbox')).body.data;
  const answer = box1.captcha.find((c) => c.session_id === session_id)?.answer ?? '';
  const sms = await call<{ registerToken: string }>(server, 'POST', '/api/sms/register', {
    phone,
    code: answer,
    session_id,
  });
  if (sms.status !== 200) throw new Error(`sms/register answered ${sms.status}: ${sms.body.msg}`);
  const box2 = (await call<Outbox>(server, 'GET', '/dev/outbox')).body.data;
  const smsCode = box2.sms.find((s) => s.phone === phone)?.code ?? '';
  const registered = await call<{ tokenInfo: { token: string } }>(server, 'POST', '/api/user/register', {
    phone,
    smsCode,
    registerToken: sms.body.data.registerToken,
  });
  if (registered.status !== 200)
    throw new Error(`register answered ${registered.status}: ${registered.body.msg}`);
  return registered.body.data.tokenInfo.token;
}
