import { getUnreadRemarks } from '../../api/endpoints/community';
import { useApi, useInstance, useStyles, useT } from '../../app/context';
import { useStore } from '../../lib/use-store';
import { quietApi } from '../quiet-api';
import { useLoad } from '../use-load';
import { usePageShown } from '../use-page-shown';
import { communitySheet } from './styles';

/**
 * The number of received comments and replies not read yet (nothing at 0, signed out or on a
 * failure), fetched when the page shows and each time it is on top again.
 *
 * @example <UnreadBadge />
 */
export function UnreadBadge() {
  const t = useT();
  useStyles(communitySheet);
  const api = useApi();
  const { session } = useInstance();
  const token = useStore(session.$token);
  const unread = useLoad(
    () => (token ? getUnreadRemarks(quietApi(api)).then((r) => r.count) : Promise.resolve(0)),
    [token?.token],
  );
  usePageShown(unread.reload);
  const n = unread.data ?? 0;
  if (n <= 0) return null;
  return (
    <span class="mp-cm-badge" role="status" aria-label={t('community.unread', { n })}>
      {n > 99 ? '99+' : n}
    </span>
  );
}
