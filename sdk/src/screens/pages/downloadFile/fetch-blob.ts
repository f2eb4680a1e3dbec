/**
 * Downloads `url` as a Blob with XMLHttpRequest (fetch reports no download progress). Rejects on
 * a network failure, an HTTP error or an abort of `signal`.
 */
export function fetchBlob(
  url: string,
  onProgress: (share: number) => void,
  signal: AbortSignal,
): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('GET', url);
    xhr.responseType = 'blob';
    xhr.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    const onAbort = () => xhr.abort();
    signal.addEventListener('abort', onAbort);
    const done = () => signal.removeEventListener('abort', onAbort);
    xhr.onload = () => {
      done();
      if (xhr.status >= 200 && xhr.status < 300) resolve(xhr.response as Blob);
      else reject(new Error(String(xhr.status)));
    };
    xhr.onerror = () => {
      done();
      reject(new TypeError('network'));
    };
    xhr.onabort = () => {
      done();
      reject(new DOMException('aborted', 'AbortError'));
    };
    xhr.send();
  });
}

/** True in WeChat's built-in browser, where downloads are blocked. */
export const inWechat = () => typeof navigator !== 'undefined' && /MicroMessenger/i.test(navigator.userAgent);
