// Reads what the sandbox "sent" (GET /dev/outbox) and registers users through the API,
// the way a journey needs them: by session id and by phone, waiting until they arrive.
import { setTimeout as delay } from 'node:timers/promises';

/** A fresh mainland mobile number, different on every call. */
export function randomPhone() {
  return `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/** The masked form a screen shows: first three and last four digits. */
export function maskedPhonePattern(phone) {
  return new RegExp(`${phone.slice(0, 3)}\\s?\\*{4}\\s?${phone.slice(-4)}`);
}

async function outbox(baseUrl) {
  const response = await fetch(`${baseUrl}/dev/outbox`);
  if (!response.ok) throw new Error(`GET /dev/outbox answered ${response.status}`);
  const body = await response.json();
  // Accept both the bare shape and the envelope, whichever the server answers.
  return body && typeof body === 'object' && 'code' in body && 'data' in body ? body.data : body;
}

async function poll(what, find, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`${what} did not arrive within ${timeoutMs} ms`);
    await delay(100);
  }
}

/** The answer of the captcha with this session id. */
export function captchaAnswer(baseUrl, sessionId) {
  return poll(`captcha ${sessionId} in /dev/outbox`, async () => {
    const { captcha } = await outbox(baseUrl);
    return captcha.find((entry) => entry.session_id === sessionId)?.answer;
  });
}

/** The newest SMS code sent to this phone (the outbox lists newest first). */
export function smsCode(baseUrl, phone) {
  return poll(`an SMS to ${phone} in /dev/outbox`, async () => {
    const { sms } = await outbox(baseUrl);
    return sms.find((entry) => entry.phone === phone)?.code;
  });
}

async function call(baseUrl, method, path, fields) {
  const init = { method, headers: { accept: 'application/json' } };
  if (fields) {
    init.body = new URLSearchParams(fields);
    init.headers['content-type'] = 'application/x-www-form-urlencoded';
  }
  const response = await fetch(`${baseUrl}${path}`, init);
  const body = await response.json();
  if (body.code !== 1) {
    const error = new Error(`${method} ${path}: ${response.status} ${body.msg}`);
    error.retryAfter = Number(response.headers.get('retry-after') ?? 0);
    throw error;
  }
  return body.data;
}

/**
 * A code for this phone: the captcha, then the SMS request. A phone signed in by an earlier
 * journey less than 60 s ago (the seeded kefu account) waits out the server's per-phone rule.
 */
async function requestCode(baseUrl, phone) {
  for (let attempt = 0; ; attempt += 1) {
    const { session_id } = await call(baseUrl, 'GET', '/m/captcha/img64');
    const code = await captchaAnswer(baseUrl, session_id);
    try {
      return await call(baseUrl, 'POST', '/api/sms/register', { code, phone, session_id });
    } catch (error) {
      if (!(error.retryAfter > 0) || attempt >= 2) throw error;
      await new Promise((resolve) => setTimeout(resolve, (error.retryAfter + 1) * 1000));
    }
  }
}

/** Registers a phone through the API (as the login screen does) and returns `{ tokenInfo, user }`. */
export async function registerViaApi(baseUrl, phone = randomPhone()) {
  const { registerToken } = await requestCode(baseUrl, phone);
  const smsCodeValue = await smsCode(baseUrl, phone);
  const result = await call(baseUrl, 'POST', '/api/user/register', {
    phone,
    smsCode: smsCodeValue,
    registerToken,
  });
  return { phone, ...result };
}

/**
 * A valid resident ID number (GB 11643-1999) that the identity sandbox matches, different on
 * every call (one number verifies one account): an adult's random birth date, a random sequence
 * code (never 000, which the sandbox refuses), and its check character.
 */
export function randomIdNumber() {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const pick = (from, to) => from + Math.floor(Math.random() * (to - from + 1));
  const pad = (n, width) => String(n).padStart(width, '0');
  const born = `${pick(1960, 1999)}${pad(pick(1, 12), 2)}${pad(pick(1, 28), 2)}`;
  const body = `110105${born}${pick(100, 999)}`;
  const sum = [...body].reduce((acc, digit, i) => acc + Number(digit) * weights[i], 0);
  return body + '10X98765432'[sum % 11];
}
