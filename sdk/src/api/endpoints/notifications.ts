import type { RequestOptions, Transport } from '../transport';

/** One kind of notification outside the app, as the person chose it (docs/api-contract.md, Notifications). */
export interface NotificationSetting {
  kind: string;
  enabled: boolean;
  /** The ways it goes out (`wechat`, `sms`); empty: in the app only. */
  channels: string[];
}

/** GET /api/notification/settings: every kind, on or off for the caller. */
export const getNotificationSettings = (api: Transport, opts?: RequestOptions) =>
  api.get<{ list: NotificationSetting[] }>('/api/notification/settings', undefined, opts);

/** POST /api/notification/settings: turns one kind on or off; answers the whole list. */
export const setNotificationSetting = (
  api: Transport,
  kind: string,
  enabled: boolean,
  opts?: RequestOptions,
) =>
  api.post<{ list: NotificationSetting[] }>(
    '/api/notification/settings',
    { kind, enabled: enabled ? 1 : 0 },
    opts,
  );
