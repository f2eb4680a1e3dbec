#!/usr/bin/env node
// Serves this folder as a partner's own site would (../shared/partner-server.mjs), with the
// site's backend calls of partner.mjs (its members, and their marketplace sign-in). It proxies
// nothing: the page loads the SDK from the reference server (MARKETPLACE_URL, or `?server=` on
// the page address) and the SDK calls that server's API.
//
//   PORT=5173 MARKETPLACE_URL=http://localhost:8080 node server.mjs
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPartnerServer } from '../shared/partner-server.mjs';
import { partnerRoutes } from './partner.mjs';

startPartnerServer({
  name: 'embed-full example',
  defaultPort: 5173,
  root: dirname(fileURLToPath(import.meta.url)),
  files: new Map([
    ['/', 'index.html'],
    ['/index.html', 'index.html'],
    ['/main.js', 'main.js'],
    ['/styles.css', 'styles.css'],
  ]),
  sdkFromMarketplace: true,
  // Acme's own accounts and the partner sign-in (partner.mjs): its backend signs its member in.
  routes: partnerRoutes,
});
