import type { RawResponse, UploadOptions } from './transport';

/**
 * Sends `file` as multipart form data with XMLHttpRequest (fetch reports no upload progress),
 * with the extra fields of `opts`. Resolves with the status and the parsed body; rejects on a
 * network failure or an abort of `signal`. The transport's lazy chunk for uploads.
 */
export function sendForm(
  url: string,
  file: Blob,
  opts: UploadOptions,
  signal: AbortSignal,
  headers: Record<string, string>,
  Xhr: typeof XMLHttpRequest = globalThis.XMLHttpRequest,
): Promise<RawResponse> {
  return new Promise<RawResponse>((resolve, reject) => {
    const xhr = new Xhr();
    const form = new FormData();
    for (const [k, v] of Object.entries(opts.fields ?? {})) form.append(k, String(v));
    form.append(opts.field, file);
    xhr.open('POST', url);
    for (const [k, v] of Object.entries(headers)) xhr.setRequestHeader(k, v);
    if (opts.onProgress) {
      const onProgress = opts.onProgress;
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
      };
    }
    const onAbort = () => xhr.abort();
    const done = () => signal.removeEventListener('abort', onAbort);
    xhr.onload = () => {
      done();
      let data: unknown = xhr.responseText;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        // not JSON: leave the text, the envelope check rejects it
      }
      resolve({ status: xhr.status, data });
    };
    xhr.onerror = () => {
      done();
      reject(new TypeError('network'));
    };
    xhr.onabort = () => {
      done();
      reject(new DOMException('aborted', 'AbortError'));
    };
    signal.addEventListener('abort', onAbort);
    xhr.send(form);
  });
}
