import type { Message, Peer } from '../../../api/endpoints/chat';
import { useT } from '../../../app/context';
import type { ComponentChildren } from '../../../lib/preact';
import type { Outgoing } from '../../../stores/live-hub';
import { useLongPress } from '../../../ui/use-long-press';

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
  /** An order or task card, drawn by the cards chunk (a blank card until it arrives). */
  card?: ComponentChildren;
  /** A picture finished loading (to keep the list at the bottom). */
  onImage: () => void;
  /** Under the bubble: read state, or the sending state of an unsent one. */
  status?: ComponentChildren;
}

/** One message: text, picture, order or task card; mine on the right. */
export function Bubble({ m, peer, onMenu, card, onImage, status }: BubbleProps) {
  const t = useT();
  const press = useLongPress(onMenu);
  const stored = 'chat_id' in m ? m : null;
  const mine = !stored || stored.mine;
  const pic = 'chat_id' in m ? m.pic : m.preview;
  const isCard = 'chat_id' in m ? m.kind === 'order' || m.kind === 'task' : !!m.goods_order_id;
  let body: ComponentChildren;
  if (isCard) body = card ?? <span class="mp-msg__blank" />;
  else if (pic) body = <img class="mp-msg__pic" src={pic} alt={t('chatView.picture')} onLoad={onImage} />;
  else body = <p class="mp-msg__text">{m.content}</p>;
  return (
    <div class={`mp-msg${mine ? ' mp-msg--mine' : ''}`}>
      {!mine && <Face peer={peer} />}
      <div class="mp-msg__col">
        {/* A picture or a card is shown as it is, without the bubble around it. */}
        <div class={`mp-msg__bubble${isCard || pic ? ' mp-msg__bubble--bare' : ''}`} {...press}>
          {body}
        </div>
        {status}
      </div>
    </div>
  );
}
