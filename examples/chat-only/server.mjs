#!/usr/bin/env node
// Serves this folder as a partner's own site would (../shared/partner-server.mjs). It proxies
// nothing: the page loads the SDK's script-tag build from the reference server (MARKETPLACE_URL,
// or `?server=` on the page address) and the SDK calls that server's API, the chat's live
// stream included.
//
//   PORT=5174 MARKETPLACE_URL=http://localhost:8080 node server.mjs
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPartnerServer } from '../shared/partner-server.mjs';

startPartnerServer({
  name: 'chat-only example',
  defaultPort: 5174,
  root: dirname(fileURLToPath(import.meta.url)),
  files: new Map([
    ['/', 'index.html'],
    ['/index.html', 'index.html'],
    ['/main.js', 'main.js'],
    ['/styles.css', 'styles.css'],
  ]),
  sdkFromMarketplace: true,
});
