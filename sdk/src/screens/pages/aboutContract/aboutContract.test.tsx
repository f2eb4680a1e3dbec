import { afterEach, expect, test } from 'vitest';
import { ApiError } from '../../../api/transport';
import { flush, mount } from '../../../ui/test-utils';
import AboutContract from './aboutContract';

afterEach(() => {
  document.body.innerHTML = '';
});

const agreement = {
  agreement_key: 'user_agreement',
  title: 'User Agreement',
  content: 'First paragraph.\n\n<b>Second</b> & <script>alert(1)</script>\n\n\n  Third.  ',
  updated_at: 1700000000,
};

test('renders the agreement as text paragraphs, never as HTML', async () => {
  const h = mount(<AboutContract />, {
    route: 'aboutContract',
    query: { key: 'user_agreement' },
    api: { '/api/agreement/detail': agreement },
  });
  await flush();
  expect(h.calls[0]).toMatchObject({
    path: '/api/agreement/detail',
    params: { agreement_key: 'user_agreement' },
  });
  expect(h.container.querySelector('h1')?.textContent).toBe('User Agreement');
  const paragraphs = Array.from(h.container.querySelectorAll('article p:not(.mp-muted)')).map(
    (p) => p.textContent,
  );
  expect(paragraphs).toEqual(['First paragraph.', '<b>Second</b> & <script>alert(1)</script>', 'Third.']);
  expect(h.container.querySelector('article b, article script')).toBeNull();
  expect(h.text()).toContain('Last updated:');
  expect(h.unstyled()).toEqual([]); // every class it draws is in a sheet it added
});

test('type=contract loads the contract by contract_key', async () => {
  const h = mount(<AboutContract />, {
    route: 'aboutContract',
    query: { key: 'service_contract', type: 'contract' },
    api: {
      '/api/contract/detail': {
        contract_key: 'service_contract',
        title: 'Service contract',
        content: 'Terms',
        updated_at: 0,
      },
    },
  });
  await flush();
  expect(h.calls[0]).toMatchObject({
    path: '/api/contract/detail',
    params: { contract_key: 'service_contract' },
  });
  expect(h.text()).toContain('Terms');
});

test('without a key: a message and a way back; on error: a retry', async () => {
  const none = mount(<AboutContract />, { route: 'aboutContract' });
  await flush();
  expect(none.text()).toContain('No agreement was specified.');
  await none.click(none.getButton('Back'));
  expect(none.router.navigateBack).toHaveBeenCalled();

  let fail = true;
  const h = mount(<AboutContract />, {
    route: 'aboutContract',
    query: { key: 'user_agreement' },
    api: {
      '/api/agreement/detail': () => (fail ? new ApiError('server', 'Agreement not found') : agreement),
    },
  });
  await flush();
  expect(h.container.querySelector('[role=alert]')?.textContent).toContain('Agreement not found');
  fail = false;
  await h.click(h.getButton('Retry'));
  expect(h.text()).toContain('First paragraph.');
});
