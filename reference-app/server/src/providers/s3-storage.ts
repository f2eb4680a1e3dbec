import { AwsClient } from 'aws4fetch';
import { isSafeStorageName, type StorageProvider } from './storage.js';

/** An S3-compatible bucket (AWS S3, MinIO, Tencent COS, Alibaba OSS in S3 mode...). */
export interface S3Config {
  /** The service's origin, e.g. `https://s3.eu-west-1.amazonaws.com` or `http://minio:9000`. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** A key prefix inside the bucket (`uploads/` by default). */
  prefix: string;
  timeoutMs: number;
}

/**
 * Files as objects of one bucket, addressed path-style (`endpoint/bucket/key`), signed with
 * Signature Version 4 (aws4fetch). Every process and machine sees the same files.
 */
export class S3Storage implements StorageProvider {
  readonly #client: AwsClient;
  readonly #config: S3Config;

  constructor(config: S3Config) {
    this.#config = config;
    this.#client = new AwsClient({
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
      region: config.region,
      service: 's3',
      retries: 2,
    });
  }

  #url(name: string): string {
    if (!isSafeStorageName(name)) throw new Error('unsafe storage name');
    const { endpoint, bucket, prefix } = this.#config;
    return `${endpoint.replace(/\/+$/, '')}/${encodeURIComponent(bucket)}/${prefix}${name}`;
  }

  async #send(name: string, init: RequestInit): Promise<Response> {
    return this.#client.fetch(this.#url(name), {
      ...init,
      signal: AbortSignal.timeout(this.#config.timeoutMs),
    });
  }

  async put(name: string, data: Buffer): Promise<void> {
    const response = await this.#send(name, { method: 'PUT', body: data });
    if (!response.ok) throw new Error(`S3 PUT ${name} answered ${response.status}: ${await response.text()}`);
  }

  async get(name: string): Promise<Buffer | undefined> {
    if (!isSafeStorageName(name)) return undefined;
    const response = await this.#send(name, { method: 'GET' });
    if (response.status === 404) return undefined;
    if (!response.ok) throw new Error(`S3 GET ${name} answered ${response.status}`);
    return Buffer.from(await response.arrayBuffer());
  }

  async remove(name: string): Promise<void> {
    if (!isSafeStorageName(name)) return;
    const response = await this.#send(name, { method: 'DELETE' });
    // S3 answers 204 whether or not the object existed.
    if (!response.ok && response.status !== 404)
      throw new Error(`S3 DELETE ${name} answered ${response.status}`);
  }
}
