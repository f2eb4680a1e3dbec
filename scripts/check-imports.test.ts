import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, test } from 'vitest';

const script = resolve(dirname(fileURLToPath(import.meta.url)), 'check-imports.mjs');
const dir = mkdtempSync(join(tmpdir(), 'check-imports-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function project(name: string, files: Record<string, string>): string[] {
  const root = join(dir, name);
  mkdirSync(join(root, 'src'), { recursive: true });
  writeFileSync(
    join(root, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { module: 'NodeNext', moduleResolution: 'NodeNext', strict: true } }),
  );
  for (const [file, text] of Object.entries(files)) writeFileSync(join(root, 'src', file), text);
  return [join(root, 'tsconfig.json'), join(root, 'src')];
}

function check(args: string[]) {
  const run = spawnSync(process.execPath, [script, ...args], { encoding: 'utf8' });
  return { status: run.status, out: run.stdout + run.stderr };
}

test('names each import cycle, through .js specifiers of .ts files, and fails', () => {
  const run = check(
    project('cycle', {
      'a.ts': "import { b } from './b.js';\nexport const a = () => b;\n",
      'b.ts': "import { c } from './c.js';\nexport const b = 1 + c;\n",
      'c.ts': "export { a } from './a.js';\nexport const c = 2;\n",
      'leaf.ts': "import { a } from './a.js';\nexport const leaf = a;\n",
    }),
  );
  expect(run.status).toBe(1);
  expect(run.out).toMatch(/import cycle: \S*cycle\/src\/a\.ts -> \S*\/b\.ts -> \S*\/c\.ts -> \S*\/a\.ts\n/);
  expect(run.out).not.toContain('leaf.ts');
});

test('type-only imports and dynamic import() make no cycle', () => {
  const run = check(
    project('types', {
      'a.ts':
        "import type { B } from './b.js';\nimport { type C } from './c.js';\nexport type A = B | C;\nexport const a = 1;\n",
      'b.ts': "import { a } from './a.js';\nexport type B = { a: typeof a };\n",
      'c.ts': "export type C = string;\nexport const lazy = () => import('./a.js');\nimport './b.js';\n",
    }),
  );
  expect(run.out).toContain('no import cycles');
  expect(run.status).toBe(0);
});
