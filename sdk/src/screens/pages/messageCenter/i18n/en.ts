import type { Catalog } from '../../../../i18n';

const en: Catalog = {
  'messageCenter.title': 'Messages',
  'messageCenter.loggedOutTitle': 'Sign in to see your messages',
  'messageCenter.loggedOutBody': 'Chat with posters and helpers about your tasks and orders.',
  'messageCenter.login': 'Bind phone',
  'messageCenter.empty': 'No conversations yet',
  'messageCenter.emptyBody': 'When you contact someone about a task, your conversation shows up here.',
  'messageCenter.list': 'Conversations',
  'messageCenter.noMessage': 'No messages yet',
  'messageCenter.picture': '[Picture]',
  'messageCenter.order': '[Order]',
  'messageCenter.task': '[Task application]',
  'messageCenter.system': '[Notice]',
  'messageCenter.unread': '{count} unread',
  'messageCenter.delete': 'Delete',
  'messageCenter.deleteNamed': 'Delete conversation with {name}',
};

export default en;
