// The partner's script: mounts the marketplace chat alone (`entry: 'chat'`) in #chat through
// the global `Marketplace` that the script tag defined, and wires it to the page. A classic
// script, like the loader: no bundler, no module.
(() => {
  const meta = (name) => document.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? '';
  // The server put the marketplace address (MARKETPLACE_URL or `?server=`) in a meta tag and
  // allowed exactly that origin in its Content-Security-Policy.
  const marketplaceUrl = meta('marketplace-url').replace(/\/+$/, '');
  const unread = document.getElementById('unread');
  const authNotice = document.getElementById('auth-notice');
  const loadError = document.getElementById('load-error');

  function fail(message) {
    loadError.hidden = false;
    loadError.textContent = message;
  }

  if (!window.Marketplace) {
    fail(`Could not load the marketplace from ${marketplaceUrl}. Is it running?`);
    return;
  }

  // The chat alone: the message list with no tab bar; a conversation opens above it and its
  // back button returns to the list. Memory routing: the page's URL never changes.
  const chat = window.Marketplace.mountMarketplace(document.getElementById('chat'), {
    entry: 'chat',
    apiBase: marketplaceUrl,
    locale: navigator.language, // any tag: zh-CN, fr-CA... (unsupported ones fall back to English)
    nonce: meta('csp-nonce'),
    theme: { '--mp-primary': '#0f766e' },
  });
  chat.ready.catch((error) => fail(`The marketplace did not start: ${error.message}`));

  // The count on our own "Messages" link follows the chat's unread total.
  chat.on('unread', ({ count }) => {
    unread.hidden = count === 0;
    unread.textContent = count > 99 ? '99+' : String(count);
    unread.setAttribute('aria-label', `${count} unread`);
  });

  // This page has no accounts of its own: the person binds a phone inside the chat.
  chat.on('authRequired', () => {
    authNotice.hidden = false;
  });
  document.getElementById('sign-in').addEventListener('click', () => {
    authNotice.hidden = true;
    chat.navigate('loginView', { redirect: '/pages/messageCenter/messageCenter' });
  });
  chat.on('login', () => {
    authNotice.hidden = true;
  });
  chat.on('ready', () => {
    document.body.dataset.marketplace = 'ready';
  });
  chat.on('error', (error) => console.error('[marketplace]', error));

  // "Message member 42": opens (or starts) the conversation with that user.
  document.getElementById('start').addEventListener('submit', (event) => {
    event.preventDefault();
    const peer = event.currentTarget.elements.peer;
    chat.navigate('chatView', { accept_id: peer.value.trim() });
    peer.value = '';
  });
})();
