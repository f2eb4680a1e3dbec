import { createHash, createHmac, randomUUID } from 'node:crypto';

/**
 * Request signing and one HTTP call for the two Chinese clouds' OpenAPIs, written from their
 * published algorithms (no vendor SDK: each pulls in megabytes for one call). Alibaba Cloud:
 * the RPC style with signature V2 (HMAC-SHA1, form parameters). Tencent Cloud: API 3.0 with
 * TC3-HMAC-SHA256 (JSON body). `cloud-api.test.ts` checks both against the vendors' own
 * worked examples.
 */

/** What an adapter sends: the caller passes it to `fetch` as it is. */
export interface SignedRequest {
  url: string;
  method: 'POST';
  headers: Record<string, string>;
  body: string;
}

/** The few parts of `fetch` the adapters use; tests answer from recordings. */
export type CloudFetch = (
  url: string,
  init: { method: string; headers: Record<string, string>; body: string; signal: AbortSignal },
) => Promise<{ status: number; text(): Promise<string> }>;

// ---------------------------------------------------------------------------------------------
// Alibaba Cloud, RPC style, signature V2

/** RFC 3986 percent-encoding as Alibaba Cloud specifies it: only `A-Za-z0-9-_.~` stay. */
export function aliyunPercentEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** Signature V2: Base64(HMAC-SHA1(secret + "&", METHOD&%2F&encode(sorted query))). */
export function aliyunRpcSignature(method: string, params: Record<string, string>, secret: string): string {
  const query = Object.keys(params)
    .sort()
    .map((key) => `${aliyunPercentEncode(key)}=${aliyunPercentEncode(params[key] ?? '')}`)
    .join('&');
  const stringToSign = `${method}&${aliyunPercentEncode('/')}&${aliyunPercentEncode(query)}`;
  return createHmac('sha1', `${secret}&`).update(stringToSign, 'utf8').digest('base64');
}

/** `2016-02-23T12:46:24Z`: ISO 8601 in UTC without milliseconds, as the RPC style wants it. */
export function aliyunTimestamp(unixSeconds: number): string {
  return `${new Date(unixSeconds * 1000).toISOString().slice(0, 19)}Z`;
}

export interface AliyunCall {
  /** `https://dysmsapi.aliyuncs.com`. */
  endpoint: string;
  action: string;
  version: string;
  params: Record<string, string>;
  accessKeyId: string;
  accessKeySecret: string;
  regionId: string;
  now: number;
  nonce?: string;
}

/** A signed RPC-style POST: every parameter in a form body, the signature among them. */
export function aliyunRpcRequest(call: AliyunCall): SignedRequest {
  const params: Record<string, string> = {
    ...call.params,
    AccessKeyId: call.accessKeyId,
    Action: call.action,
    Format: 'JSON',
    RegionId: call.regionId,
    SignatureMethod: 'HMAC-SHA1',
    SignatureNonce: call.nonce ?? randomUUID(),
    SignatureVersion: '1.0',
    Timestamp: aliyunTimestamp(call.now),
    Version: call.version,
  };
  params.Signature = aliyunRpcSignature('POST', params, call.accessKeySecret);
  const body = Object.keys(params)
    .sort()
    .map((key) => `${aliyunPercentEncode(key)}=${aliyunPercentEncode(params[key] ?? '')}`)
    .join('&');
  return {
    url: `${call.endpoint.replace(/\/+$/, '')}/`,
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body,
  };
}

// ---------------------------------------------------------------------------------------------
// Tencent Cloud, API 3.0, TC3-HMAC-SHA256

const TC3 = 'TC3-HMAC-SHA256';
const TC3_CONTENT_TYPE = 'application/json; charset=utf-8';

const sha256Hex = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');
const hmac = (key: string | Buffer, text: string): Buffer =>
  createHmac('sha256', key).update(text, 'utf8').digest();

/**
 * The TC3 signature of a JSON POST to `host` (content-type and host are the signed headers):
 * canonical request, string to sign over its hash, and the key derived from the secret through
 * the UTC date, the service and `tc3_request`.
 */
export function tc3Signature(input: {
  host: string;
  service: string;
  payload: string;
  timestamp: number;
  secretKey: string;
}): { signature: string; credentialScope: string; signedHeaders: string } {
  const date = new Date(input.timestamp * 1000).toISOString().slice(0, 10);
  const signedHeaders = 'content-type;host';
  const canonicalRequest = [
    'POST',
    '/',
    '',
    `content-type:${TC3_CONTENT_TYPE}\nhost:${input.host}\n`,
    signedHeaders,
    sha256Hex(input.payload),
  ].join('\n');
  const credentialScope = `${date}/${input.service}/tc3_request`;
  const stringToSign = [TC3, String(input.timestamp), credentialScope, sha256Hex(canonicalRequest)].join(
    '\n',
  );
  const key = hmac(hmac(hmac(`TC3${input.secretKey}`, date), input.service), 'tc3_request');
  return {
    signature: createHmac('sha256', key).update(stringToSign, 'utf8').digest('hex'),
    credentialScope,
    signedHeaders,
  };
}

export interface TencentCall {
  /** `sms.tencentcloudapi.com`. */
  host: string;
  service: string;
  action: string;
  version: string;
  region: string;
  payload: unknown;
  secretId: string;
  secretKey: string;
  now: number;
  /** Where to send it when not `https://<host>/` (a private endpoint; tests). */
  endpoint?: string;
}

/** A signed API 3.0 POST with its `X-TC-*` headers. */
export function tencentRequest(call: TencentCall): SignedRequest {
  const body = JSON.stringify(call.payload);
  const { signature, credentialScope, signedHeaders } = tc3Signature({
    host: call.host,
    service: call.service,
    payload: body,
    timestamp: call.now,
    secretKey: call.secretKey,
  });
  return {
    url: call.endpoint ? `${call.endpoint.replace(/\/+$/, '')}/` : `https://${call.host}/`,
    method: 'POST',
    headers: {
      authorization: `${TC3} Credential=${call.secretId}/${credentialScope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
      // Host is signed but not set here: fetch sends the URL's, which is the signed one.
      'content-type': TC3_CONTENT_TYPE,
      'x-tc-action': call.action,
      'x-tc-version': call.version,
      'x-tc-timestamp': String(call.now),
      'x-tc-region': call.region,
    },
    body,
  };
}

// ---------------------------------------------------------------------------------------------

/** The vendor could not be reached or did not answer JSON: nothing is known about the call. */
export class CloudUnreachable extends Error {
  /** No answer in time: the vendor may still have acted on the request. */
  readonly timedOut: boolean;

  constructor(message: string, cause?: unknown, timedOut = false) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'CloudUnreachable';
    this.timedOut = timedOut;
  }
}

/** Sends a signed request and parses the JSON answer, whatever its status. */
export async function sendSigned(
  fetch: CloudFetch,
  request: SignedRequest,
  timeoutMs: number,
): Promise<{ status: number; body: Record<string, unknown> }> {
  let status: number;
  let text: string;
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError';
    throw new CloudUnreachable(
      `${new URL(request.url).host}: ${timedOut ? 'timeout' : 'network'}`,
      error,
      timedOut,
    );
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new CloudUnreachable(`${new URL(request.url).host}: answered ${status} without JSON`);
  }
  if (body === null || typeof body !== 'object') {
    throw new CloudUnreachable(`${new URL(request.url).host}: answered ${status} without a JSON object`);
  }
  return { status, body: body as Record<string, unknown> };
}
