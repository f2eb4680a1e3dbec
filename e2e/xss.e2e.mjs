// Journey (issue 15, "In the browser"): every field one person types and another person sees
// (order titles and descriptions, the address, public names, chat messages, evaluations) is
// filled with an XSS corpus through the API, then shown on the screens that display it, in
// Chromium, to the other person. No script runs (no dialog, no `window.__xss`), no element is
// injected (no script, iframe, event-handler attribute or `javascript:` link inside the
// widget), and the text reads back literally. A value the server refuses (blocked words,
// contact details) is fine: refused values are never shown.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { callAs, mustAs } from './lib/api.mjs';
import { baseUrl, launch, newPhonePage, shot } from './lib/browser.mjs';
import { randomIdNumber, registerViaApi } from './lib/sandbox.mjs';
import { see } from './lib/widget.mjs';

/** Order titles (at most 40 characters). */
const TITLES = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '"><svg onload=window.__xss=1>',
  '<iframe srcdoc="<b>x</b>"></iframe>',
  '<a href="javascript:window.__xss=1">a</a>',
  "{{constructor.constructor('x')()}}",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection, as typed
  '&lt;b&gt;entities&lt;/b&gt; &amp; ${7*7}',
  '<details open ontoggle=window.__xss=1>',
];
/** Descriptions (at most 140). */
const DESCRIPTIONS = [
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>',
  '<style>*{display:none!important}</style><body onload=window.__xss=1>',
  '<input autofocus onfocus=window.__xss=1> <video><source onerror=window.__xss=1>',
  '\u202egnp.exe <noscript><p title="</noscript><img src=x onerror=window.__xss=1>">',
];
/** Public names (at most 20). */
const NAME = '<img src=x onerror=1';
/** The address detail (at most 60), shown to the poster and a paying taker. */
const ADDRESS = '<svg><animate onbegin=window.__xss=1 attributeName=x>';
/** Chat messages and the evaluation. */
const MESSAGES = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror=window.__xss=1>',
  '<a href=javascript:window.__xss=1>click</a>',
  '[click](javascript:window.__xss=1) **bold**',
];
const EVALUATION = '<b onmouseover=window.__xss=1>Great work</b><img src=x onerror=window.__xss=1>';

let browser;
let poster;
let taker;
const shown = { titles: [], descriptions: [], messages: [] };
let orderId = 0;
let conversationId = 0;

const literally = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const api = callAs;
const must = mustAs;

/** Sends a value the server may refuse: a refusal must be a clear 400, never a 5xx. */
async function tryValue(user, method, path, fields) {
  const answer = await api(user, method, path, fields);
  assert.ok(answer.status < 500, `${path} answered ${answer.status}`);
  if (answer.body.code !== 1) assert.ok(answer.body.msg.length > 0, 'a refusal says why');
  return answer.body.code === 1 ? answer.body.data : undefined;
}

/** A page signed in as `user`, with traps for any script that runs. */
async function pageOf(user) {
  const page = await newPhonePage(browser);
  const ran = [];
  page.on('dialog', async (dialog) => {
    ran.push(`dialog: ${dialog.message()}`);
    await dialog.dismiss();
  });
  await page.addInitScript(
    ([key, value]) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, value);
    },
    ['mp:/web/:session', JSON.stringify(user.tokenInfo)],
  );
  return { page, ran };
}

/** What was injected inside the widget's shadow DOM: elements no screen of ours makes. */
function injected(page) {
  return page.evaluate(() => {
    const found = [];
    // Only inside shadow roots: the host page's own scripts are not the widget's.
    const visit = (root, inWidget) => {
      for (const el of root.querySelectorAll('*')) {
        if (el.shadowRoot) visit(el.shadowRoot, true);
        if (!inWidget) continue;
        const tag = el.tagName.toLowerCase();
        if (['script', 'iframe', 'object', 'embed', 'math', 'details', 'video'].includes(tag)) {
          found.push(tag);
        }
        for (const attr of el.getAttributeNames()) {
          if (attr.startsWith('on')) found.push(`${tag}[${attr}]`);
          if ((attr === 'href' || attr === 'src') && /^\s*javascript:/i.test(el.getAttribute(attr) ?? '')) {
            found.push(`${tag}[${attr}=javascript:]`);
          }
        }
        if (tag === 'img' && el.getAttribute('src') === 'x') found.push('img[src=x]');
      }
    };
    visit(document, false);
    return { found, flag: window.__xss ?? null };
  });
}

async function assertClean(page, ran, where) {
  await page.waitForTimeout(500);
  const { found, flag } = await injected(page);
  assert.deepEqual(ran, [], `${where}: a dialog opened`);
  assert.equal(flag, null, `${where}: a script ran`);
  assert.deepEqual(found, [], `${where}: injected elements`);
}

before(async () => {
  browser = await launch();
  poster = await registerViaApi(baseUrl);
  taker = await registerViaApi(baseUrl);
  await must(taker, 'POST', '/api/user/realName', { title: '张伟', sfzid: randomIdNumber() });
  await must(poster, 'POST', '/m/api/user/edit_info.php', { s_username: NAME });
  const { id: addressId } = await must(poster, 'POST', '/api/address/save', {
    name: 'Han',
    tel: poster.phone,
    region: 'Shanghai',
    detail: ADDRESS,
    longitude: '121.47',
    latitude: '31.23',
  });
  const at = Math.floor(Date.now() / 1000) + 86_400;
  for (const [i, title] of TITLES.entries()) {
    const description = DESCRIPTIONS[i % DESCRIPTIONS.length];
    const order = await tryValue(poster, 'POST', '/api/goods_order/create', {
      goods_categorize_id: '1',
      title,
      description,
      address_id: String(addressId),
      service_time: String(at),
      headcount: '1',
      price_fen: '5000',
      pricing_mode: 'fixed',
      idempotency_key: `xss-${Date.now()}-${i}`,
    });
    if (!order) continue;
    shown.titles.push(title);
    if (!shown.descriptions.includes(description)) shown.descriptions.push(description);
    orderId ||= order.id;
  }
  assert.ok(shown.titles.length >= 5, `too few titles accepted: ${shown.titles.length}`);

  // A whole job, so the taker can be evaluated with a payload and sees the exact address.
  const task = await must(taker, 'POST', '/api/goods_order_task/apply', {
    goods_order_id: String(orderId),
    idempotency_key: `xss-apply-${Date.now()}`,
  });
  const step = (who, transition, fields = {}) =>
    must(who, 'POST', '/api/goods_order_task/transition', {
      id: String(task.id),
      transition,
      idempotency_key: `xss-${transition}-${Date.now()}`,
      ...fields,
    });
  await step(poster, 'accept');
  const payment = await must(poster, 'POST', '/m/api/order/pay_in.php', {
    id: String(task.id),
    info: 'task',
    idempotency_key: `xss-pay-${Date.now()}`,
  });
  await fetch(`${baseUrl}/dev/pay/${payment.payment_id}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'result=SUCCESS',
  });
  await step(taker, 'start');
  await step(taker, 'deliver', { note: 'done' });
  await step(poster, 'confirm');
  await must(poster, 'POST', '/api/evaluate/create', {
    goods_order_task_id: String(task.id),
    stars: '5',
    content: EVALUATION,
  });
  await must(taker, 'POST', '/api/evaluate/create', {
    goods_order_task_id: String(task.id),
    stars: '5',
    content: 'ok',
  });

  const conversation = await must(poster, 'POST', '/m/api/chat/conversation.php', {
    accept_id: String(taker.user.id),
  });
  conversationId = conversation.conversation_id;
  for (const [i, content] of MESSAGES.entries()) {
    const message = await tryValue(poster, 'POST', '/m/api/chat/post.php', {
      conversation_id: String(conversationId),
      content,
      client_key: `xss-message-${Date.now()}-${i}`,
    });
    if (message) shown.messages.push(content);
  }
  assert.ok(shown.messages.length >= 2, 'too few messages accepted');
});

after(async () => {
  await browser?.close();
});

test('the task hall shows hostile titles as text', async () => {
  const { page, ran } = await pageOf(taker);
  await page.goto(`${baseUrl}/web/#/pages/taskCentered/taskCentered`);
  // The first order was taken and paid for the evaluation: it left the hall.
  for (const title of shown.titles.slice(1)) await see(page, title);
  await shot(page, 'xss-hall');
  await assertClean(page, ran, 'task hall');
});

test('order detail shows the title, description and poster name as text', async () => {
  const { page, ran } = await pageOf(taker);
  await page.goto(`${baseUrl}/web/#/pages/orderDetail/orderDetail?id=${orderId}`);
  await page.waitForTimeout(2000);
  await shot(page, 'xss-order-detail');
  await see(page, shown.titles[0]);
  await see(page, shown.descriptions[0]);
  await see(page, new RegExp(literally(NAME)));
  // The taker paid: the exact address is shown to them.
  await see(page, new RegExp(literally(ADDRESS)));
  await assertClean(page, ran, 'order detail');
});

test('the chat shows hostile messages as text', async () => {
  const { page, ran } = await pageOf(taker);
  await page.goto(`${baseUrl}/web/#/pages/chatView/chatView?conversation_id=${conversationId}`);
  for (const message of shown.messages) await see(page, message);
  await shot(page, 'xss-chat');
  await assertClean(page, ran, 'chat');
});

test('a received evaluation shows as text', async () => {
  const { page, ran } = await pageOf(taker);
  await page.goto(`${baseUrl}/web/#/pagesCommon/evaluateCenter/evaluateCenter`);
  await see(page, EVALUATION);
  await shot(page, 'xss-evaluations');
  await assertClean(page, ran, 'evaluations');
});
