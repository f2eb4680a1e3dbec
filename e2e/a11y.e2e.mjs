// Journey (issue 14, dark mode and contrast): axe-core on the main screens of the standalone app
// at /web/ (theme 'auto': it follows the system), in light and in dark. axe runs inside the
// widget's shadow root (its .mp-root container) and must find no serious or critical violation
// (contrast included) on home, the task hall, an order's detail, a conversation with an order
// card, the person center and the login page. Screenshots of each screen in both schemes land
// in .e2e-artifacts/a11y-<scheme>-<screen>.png.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { after, before, test } from 'node:test';
import { mustAs } from './lib/api.mjs';
import { baseUrl, launch, newPhonePage, shot } from './lib/browser.mjs';
import { registerViaApi } from './lib/sandbox.mjs';
import { see, tab } from './lib/widget.mjs';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const stamp = Date.now().toString(36);
const title = `Paint a bedroom ${stamp}`;
const note = `Is the order still open? ${stamp}`;

let browser;
let poster;
let taker;
let orderId = 0;
let conversationId = 0;

before(async () => {
  poster = await registerViaApi(baseUrl);
  taker = await registerViaApi(baseUrl);
  const address = await mustAs(poster, 'POST', '/api/address/save', {
    name: 'Han Meimei',
    tel: '13912345678',
    region: 'Beijing Haidian',
    detail: 'Zhongguancun Street 1, flat 3',
    longitude: '116.31',
    latitude: '39.98',
  });
  const order = await mustAs(poster, 'POST', '/api/goods_order/create', {
    goods_categorize_id: '1',
    title,
    description: 'Walls and ceiling, white; the paint is bought.',
    address_id: String(address.id),
    service_time: String(Math.floor(Date.now() / 1000) + 2 * 86_400),
    headcount: '1',
    price_fen: '26000',
    pricing_mode: 'fixed',
    idempotency_key: `a11y-e2e-${stamp}`,
  });
  orderId = order.id;
  const conversation = await mustAs(taker, 'POST', '/m/api/chat/conversation.php', {
    accept_id: String(poster.user.id),
  });
  conversationId = conversation.conversation_id;
  await mustAs(taker, 'POST', '/m/api/chat/post.php', {
    conversation_id: String(conversationId),
    content: note,
    client_key: `a11y-text-${stamp}`,
  });
  await mustAs(taker, 'POST', '/m/api/chat/post.php', {
    conversation_id: String(conversationId),
    goods_order_id: String(orderId),
    client_key: `a11y-card-${stamp}`,
  });
  browser = await launch();
});

after(async () => {
  await browser?.close();
});

/** A phone page in `scheme` (prefers-color-scheme), axe loaded in every document, signed in as `user`. */
async function pageIn(scheme, user) {
  const page = await newPhonePage(browser);
  await page.emulateMedia({ colorScheme: scheme });
  await page.addInitScript({ path: axePath });
  if (user) {
    const { token, exp } = user.tokenInfo;
    await page.addInitScript((session) => {
      localStorage.setItem('mp:/web/:session', session);
    }, JSON.stringify({ token, exp }));
  }
  return page;
}

/** axe inside the widget's shadow root: the serious and critical violations, one line each. */
async function audit(page) {
  const violations = await page.evaluate(async () => {
    const result = await window.axe.run(
      { include: [{ fromShadowDom: ['.marketplace', '.mp-root'] }] },
      { resultTypes: ['violations'] },
    );
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact,
        nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' >> ')}: ${n.failureSummary}`),
      }));
  });
  return violations.map((v) => `${v.impact} ${v.id}\n    ${v.nodes.join('\n    ')}`);
}

/** The scheme the widget's container resolved to: its --mp-bg. */
const background = (page) =>
  page.evaluate(() => {
    const root = document.querySelector('.marketplace')?.shadowRoot?.querySelector('.mp-root');
    return root ? getComputedStyle(root).getPropertyValue('--mp-bg').trim() : '';
  });

const screens = [
  {
    name: 'login',
    user: null,
    hash: '#/pages/loginView/loginView',
    ready: (page) => page.getByRole('textbox', { name: 'Mobile number' }).waitFor(),
  },
  {
    name: 'home',
    user: () => taker,
    hash: '#/pages/homeView/homeView',
    ready: (page) => tab(page, 'Home').waitFor(),
  },
  {
    name: 'task-hall',
    user: () => taker,
    hash: '#/pages/taskCentered/taskCentered',
    ready: (page) => see(page, title),
  },
  {
    name: 'order-detail',
    user: () => taker,
    hash: () => `#/pages/orderDetail/orderDetail?id=${orderId}`,
    ready: (page) => see(page, 'Walls and ceiling, white; the paint is bought.'),
  },
  {
    name: 'chat',
    user: () => taker,
    hash: () => `#/pages/chatView/chatView?conversation_id=${conversationId}`,
    ready: async (page) => {
      await see(page, note);
      await see(page, title);
    },
  },
  {
    name: 'person-center',
    user: () => taker,
    hash: '#/pages/personCenter/personCenter',
    ready: (page) => see(page, 'My orders'),
  },
];

for (const scheme of ['light', 'dark']) {
  for (const screen of screens) {
    test(`${scheme}: ${screen.name} has no serious or critical axe violation`, {
      timeout: 90_000,
    }, async () => {
      const page = await pageIn(scheme, screen.user?.());
      try {
        const hash = typeof screen.hash === 'function' ? screen.hash() : screen.hash;
        await page.goto(`${baseUrl}/web/${hash}`);
        await screen.ready(page);
        // signed in, the live chat keeps the network busy: wait for the spinners to go instead,
        // and for the scheme's text colour (the dark set is a sheet of its own)
        await page.waitForFunction(
          (text) => {
            const root = document.querySelector('.marketplace')?.shadowRoot;
            const container = root?.querySelector('.mp-root');
            return (
              !!container &&
              !root.querySelector('.mp-spin') &&
              getComputedStyle(container).getPropertyValue('--mp-text').trim() === text
            );
          },
          scheme === 'dark' ? '#e6e8eb' : '#1f2329',
        );
        await shot(page, `a11y-${scheme}-${screen.name}`);
        assert.equal(await background(page), scheme === 'dark' ? '#0f1115' : '#f5f6f8');
        const found = await audit(page);
        assert.deepEqual(found, [], `${scheme} ${screen.name}:\n  ${found.join('\n  ')}`);
      } catch (error) {
        await shot(page, `a11y-FAILED-${scheme}-${screen.name}`).catch(() => {});
        throw error;
      } finally {
        await page.context().close();
      }
    });
  }
}
