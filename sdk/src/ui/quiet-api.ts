import type { Transport } from '../api/transport';

/**
 * The same transport with `silent: true` on every call: for screens that show a failure
 * inline (a form), so the message is not also toasted.
 *
 * @example await sendRegisterSms(quietApi(api), input) // errors only reach the catch
 */
export function quietApi(api: Transport): Transport {
  return {
    get: (path, params, opts) => api.get(path, params, { ...opts, silent: true }),
    post: (path, body, opts) => api.post(path, body, { ...opts, silent: true }),
    upload: (path, file, opts) => api.upload(path, file, { ...opts, silent: true }),
  };
}
