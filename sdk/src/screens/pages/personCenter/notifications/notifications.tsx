import {
  getNotificationSettings,
  type NotificationSetting,
  setNotificationSetting,
} from '../../../../api/endpoints/notifications';
import { useApi, useStyles, useT } from '../../../../app/context';
import { useState } from '../../../../lib/preact';
import { ErrorState, Loading } from '../../../../ui/states';
import { useLoad } from '../../../../ui/use-load';
import { notificationsSheet } from './styles';

export { default as messages } from './messages';

/**
 * The person's notifications outside the app (a lazy chunk of personCenter, loaded when its
 * Notifications row is tapped): one switch per kind, saved at once; a failed save puts the
 * switch back (the transport shows why).
 */
export function NotificationSettings() {
  const t = useT();
  const api = useApi();
  useStyles(notificationsSheet);
  const load = useLoad(() => getNotificationSettings(api), []);
  const [list, setList] = useState<NotificationSetting[] | null>(null);
  const shown = list ?? load.data?.list;

  async function toggle(kind: string, enabled: boolean) {
    const before = shown;
    setList(before?.map((s) => (s.kind === kind ? { ...s, enabled } : s)) ?? null);
    try {
      setList((await setNotificationSetting(api, kind, enabled)).list);
    } catch {
      setList(before ?? null);
    }
  }

  if (load.error) return <ErrorState message={load.error} onRetry={load.reload} />;
  if (!shown) return <Loading />;
  return (
    <ul class="mp-notify">
      {shown.map((s) => (
        <li key={s.kind}>
          <label>
            <span>
              {t(`personCenter.notify${s.kind[0]?.toUpperCase()}${s.kind.slice(1)}`)}
              {s.channels.includes('sms') && <small>{t('personCenter.notifySms')}</small>}
            </span>
            <input
              type="checkbox"
              role="switch"
              aria-checked={s.enabled}
              checked={s.enabled}
              onChange={(e) => toggle(s.kind, e.currentTarget.checked)}
            />
          </label>
        </li>
      ))}
    </ul>
  );
}
