import type { Moderation } from '../../api/endpoints/community';
import { useStyles, useT } from '../../app/context';
import { communitySheet } from './styles';

const REASONS = ['spam', 'inappropriate', 'illegal', 'other'];

/**
 * What the author reads about their hidden or removed item, and why: the reporters' reason, or
 * customer service's words. Nothing for a visible item.
 */
export function ModerationNote({ moderation, reason }: { moderation: Moderation; reason: string }) {
  const t = useT();
  useStyles(communitySheet);
  if (moderation !== 'hidden' && moderation !== 'removed') return null;
  const why = REASONS.includes(reason)
    ? t(`community.reason${reason[0]?.toUpperCase()}${reason.slice(1)}`)
    : reason;
  return (
    <p class={`mp-cm-note${moderation === 'removed' ? ' mp-cm-note--bad' : ''}`} role="status">
      {t(moderation === 'hidden' ? 'community.hiddenNote' : 'community.removedNote', { reason: why })}
    </p>
  );
}
