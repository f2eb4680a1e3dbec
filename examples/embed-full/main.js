// The partner's script: mounts the marketplace in #marketplace and wires it to the page.
// Loaded as a module from this site; the SDK itself comes from the marketplace server.

const meta = (name) => document.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? '';

// The server put the marketplace address (MARKETPLACE_URL or `?server=`) in a meta tag, and
// allowed exactly that origin in its Content-Security-Policy.
const marketplaceUrl = meta('marketplace-url').replace(/\/+$/, '');

const status = document.getElementById('account-status');
const authNotice = document.getElementById('auth-notice');
const loadError = document.getElementById('load-error');
const localeSelect = document.getElementById('locale');

function startingLocale() {
  const saved = localStorage.getItem('acme.locale');
  const options = [...localeSelect.options].map((option) => option.value);
  if (saved && options.includes(saved)) return saved;
  const browser = navigator.language.toLowerCase();
  if (browser.startsWith('zh')) return /hant|-tw|-hk|-mo/.test(browser) ? 'zh-Hant' : 'zh-Hans';
  return options.find((value) => browser.startsWith(value)) ?? 'en';
}

async function main() {
  let mountMarketplace;
  try {
    ({ mountMarketplace } = await import(`${marketplaceUrl}/web/sdk/index.js`));
  } catch (error) {
    loadError.hidden = false;
    loadError.textContent = `Could not load the marketplace from ${marketplaceUrl}. Is it running? (${error.message})`;
    return;
  }

  const locale = startingLocale();
  localeSelect.value = locale;

  // Acme's own account. A member signed in to Acme is signed in to the marketplace through
  // Acme's backend (partner.mjs): getToken asks it for a marketplace token, so the person never
  // binds a phone. The widget calls it at mount, on a 401 and before a JWT expires.
  const member = await fetch('/acme/me').then((response) => response.json());
  const signIn = document.getElementById('acme-sign-in');
  const signOut = document.getElementById('acme-sign-out');
  signIn.hidden = Boolean(member);
  signOut.hidden = !member;
  signIn.addEventListener('click', () =>
    fetch('/acme/sign-in', { method: 'POST' }).then(() => location.reload()),
  );
  signOut.addEventListener('click', () =>
    fetch('/acme/sign-out', { method: 'POST' }).then(() => location.reload()),
  );
  if (member) status.textContent = `Acme member: ${member.name}`;

  const getToken = async () => {
    const response = await fetch('/partner/marketplace-token', { headers: { 'Accept-Language': locale } });
    if (!response.ok) throw new Error((await response.json()).error ?? `HTTP ${response.status}`);
    return response.text();
  };

  const marketplace = mountMarketplace(document.getElementById('marketplace'), {
    apiBase: marketplaceUrl,
    locale,
    routing: 'memory',
    nonce: meta('csp-nonce'),
    ...(member ? { getToken } : {}),
  });

  // The widget asks for a signed-in user: this page has no accounts of its own, so it
  // explains why and lets the person bind a phone inside the widget.
  marketplace.on('authRequired', () => {
    authNotice.hidden = false;
  });
  document.getElementById('sign-in').addEventListener('click', () => {
    authNotice.hidden = true;
    marketplace.navigate('loginView');
  });

  // A page of the widget linked from the page's own navigation. Pages of the spec's groups
  // (pagesPerson, pagesCommon, ...) are opened by their path; their group loads on first use.
  document.getElementById('open-history').addEventListener('click', () => {
    marketplace.navigate('pagesPerson/browseHistory/browseHistory');
  });

  marketplace.on('login', () => {
    authNotice.hidden = true;
    status.textContent = 'Signed in';
  });
  marketplace.on('logout', () => {
    status.textContent = member ? `Acme member: ${member.name}` : 'Browsing as a guest';
  });
  marketplace.on('ready', () => {
    document.body.dataset.marketplace = 'ready';
  });
  marketplace.on('error', (error) => console.error('[marketplace]', error));

  localeSelect.addEventListener('change', () => {
    localStorage.setItem('acme.locale', localeSelect.value);
    document.documentElement.lang = localeSelect.value;
    marketplace.update({ locale: localeSelect.value });
  });
}

main();
