import type { Message, Peer } from '../../../api/endpoints/chat';
import { useRouter, useT } from '../../../app/context';
import type { TFunction, TParams } from '../../../i18n';
import type { ComponentChildren } from '../../../lib/preact';
import type { Outgoing } from '../../../stores/live-hub';
import { useLongPress } from '../../../ui/use-long-press';

/**
 * A system message: `content` is `{"key":"chat.system.refused","params":{...}}`; the key's last
 * part names the text (`chatView.systemRefused`), an unknown key shows a generic notice, and a
 * `reason` parameter is shown under it.
 */
export function systemText(content: string, t: TFunction): { text: string; reason?: string } {
  try {
    const { key, params } = JSON.parse(content) as { key?: string; params?: Record<string, unknown> };
    const name = String(key ?? '')
      .split('.')
      .pop() as string;
    const id = `chatView.system${name.charAt(0).toUpperCase()}${name.slice(1)}`;
    const text = t(id, params as TParams);
    return {
      text: text === id ? t('chatView.systemNotice') : text,
      reason: typeof params?.reason === 'string' ? params.reason : undefined,
    };
  } catch {
    return { text: t('chatView.systemNotice') };
  }
}

/** The peer's picture or initial. */
function Face({ peer }: { peer?: Peer | undefined }) {
  return (
    <span class="mp-msg__face" aria-hidden="true">
      {peer?.face ? (
        <img src={peer.face} alt="" />
      ) : (
        (Array.from(peer?.s_username.trim() ?? '')[0] ?? '').toUpperCase()
      )}
    </span>
  );
}

export interface BubbleProps {
  /** A stored message, or one of mine not stored yet. */
  m: Message | Outgoing;
  peer?: Peer | undefined;
  /** Long press: the message's actions. */
  onMenu: () => void;
  /** Decline a task card (shown on cards the peer sent; the server decides). */
  onRefuse: (m: Message) => void;
  /** A picture finished loading (to keep the list at the bottom). */
  onImage: () => void;
  /** Under the bubble: read state, or the sending state of an unsent one. */
  status?: ComponentChildren;
}

/** One message: text, picture, order or task card; mine on the right. */
export function Bubble({ m, peer, onMenu, onRefuse, onImage, status }: BubbleProps) {
  const t = useT();
  const router = useRouter();
  const press = useLongPress(onMenu);
  const stored = 'chat_id' in m ? m : null;
  const mine = !stored || stored.mine;
  const pic = 'chat_id' in m ? m.pic : m.preview;
  let body: ComponentChildren;
  let bare = false; // a picture is shown as it is, without the bubble around it
  if (stored && (stored.kind === 'order' || stored.kind === 'task')) {
    const task = stored.kind === 'task';
    const orderId = stored.goods_order_id || undefined;
    body = (
      <div class="mp-card">
        <p class="mp-card__title">{t(task ? 'chatView.taskCard' : 'chatView.orderCard')}</p>
        <p class="mp-card__no">#{task ? stored.goods_order_task_id : stored.goods_order_id}</p>
        {stored.content && <p class="mp-card__note">{stored.content}</p>}
        <p class="mp-card__actions">
          <button
            type="button"
            class="mp-link"
            onClick={() =>
              router.navigateTo(
                'orderDetail',
                task ? { id: orderId, task_id: stored.goods_order_task_id } : { id: orderId },
              )
            }
          >
            {t('chatView.view')}
          </button>
          {task && !mine && (
            <button type="button" class="mp-link" onClick={() => onRefuse(stored)}>
              {t('chatView.refuse')}
            </button>
          )}
        </p>
      </div>
    );
  } else if (pic) {
    bare = true;
    body = <img class="mp-msg__pic" src={pic} alt={t('chatView.picture')} onLoad={onImage} />;
  } else {
    body = <p class="mp-msg__text">{m.content}</p>;
  }
  return (
    <div class={`mp-msg${mine ? ' mp-msg--mine' : ''}`}>
      {!mine && <Face peer={peer} />}
      <div class="mp-msg__col">
        <div class={`mp-msg__bubble${bare ? ' mp-msg__bubble--pic' : ''}`} {...press}>
          {body}
        </div>
        {status}
      </div>
    </div>
  );
}
