// Runs every benchmark in this folder (`*.bench.mjs` with node, `*.bench.ts` with tsx), one
// after another so they never compete for the CPU. `npm run bench` calls this; pass names to
// run only some: `npm run bench -- blocked-words`.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const files = readdirSync(here)
  .filter((f) => /\.bench\.(mjs|js|ts)$/.test(f))
  .filter((f) => only.length === 0 || only.some((name) => f.startsWith(name)))
  .sort();
if (files.length === 0) {
  console.error(only.length ? `No benchmark matches ${only.join(', ')}` : 'No benchmarks found');
  process.exit(1);
}
let failed = 0;
for (const file of files) {
  console.log(`\n# ${file}\n`);
  const path = join(here, file);
  const [command, args] = file.endsWith('.ts')
    ? [process.execPath, ['--import', 'tsx', path]]
    : [process.execPath, [path]];
  const { status } = spawnSync(command, args, { stdio: 'inherit', cwd: join(here, '..') });
  if (status !== 0) {
    console.error(`${file} exited with ${status}`);
    failed++;
  }
}
process.exit(failed ? 1 : 0);
