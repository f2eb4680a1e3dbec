import { test } from 'vitest';
import { renderHome } from '../src/server/home';

test('x', async () => {
  const s = await renderHome({ locale: 'es', colorScheme: 'auto', routing: 'hash' });
  console.log(s.length);
  require('node:fs').writeFileSync('/tmp/home-paint.html', s);
});
