import { type Conversation, deleteConversation } from '../../../../api/endpoints/chat';
import { useInstance, useStyles, useT } from '../../../../app/context';
import { useEffect, useRef, useState } from '../../../../lib/preact';
import { Button } from '../../../../ui/button';
import { sheet } from './styles';

/**
 * A row's delete confirmation, in the row's place, the focus on its delete button. A lazy chunk:
 * only a tap on a row's Delete needs it. `onClose(true)` once the conversation is deleted;
 * `onClose(false)` on Cancel or a failure (the transport has shown why).
 */
export function ConfirmDelete({
  conversation,
  onClose,
}: {
  conversation: Conversation;
  onClose: (deleted: boolean) => void;
}) {
  const t = useT();
  const { api } = useInstance();
  useStyles(sheet);
  const [deleting, setDeleting] = useState(false);
  const ask = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    ask.current?.querySelector<HTMLElement>('.mp-btn--danger')?.focus();
  }, []);
  return (
    <fieldset ref={ask} class="mp-conv__ask" aria-label={t('messageCenter.deleteTitle')}>
      <p class="mp-conv__main">
        {t('messageCenter.deleteTitle')}
        <span class="mp-conv__preview mp-muted">{t('messageCenter.deleteBody')}</span>
      </p>
      <Button onClick={() => onClose(false)}>{t('common.cancel')}</Button>
      <Button
        variant="danger"
        loading={deleting}
        onClick={() => {
          setDeleting(true);
          deleteConversation(api, conversation.conversation_id).then(
            () => onClose(true),
            () => onClose(false),
          );
        }}
      >
        {t('messageCenter.delete')}
      </Button>
    </fieldset>
  );
}

export { default as messages } from './messages';
