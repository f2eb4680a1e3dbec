/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

const src = dirname(fileURLToPath(import.meta.url));

/** The modules index.ts reaches through static imports (type-only imports and import() excluded). */
function coreModules(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const visit = (file: string) => {
    if (graph.has(file)) return;
    const code = readFileSync(file, 'utf8');
    const specs = [...code.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?\sfrom\s+'([^']+)'/gms)].map(
      (m) => m[1] as string,
    );
    graph.set(file, specs);
    for (const spec of specs) {
      if (!spec.startsWith('.')) continue;
      const base = resolve(dirname(file), spec);
      const next = ['.ts', '.tsx', '/index.ts']
        .map((ext) => base + ext)
        .find((f) => {
          try {
            readFileSync(f);
            return true;
          } catch {
            return false;
          }
        });
      if (next) visit(next);
    }
  };
  visit(resolve(src, 'index.ts'));
  return graph;
}

test('the core imports no hooks: its components are classes (lib/preact-core.ts)', () => {
  const graph = coreModules();
  const name = (file: string) => file.slice(src.length + 1);
  expect([...graph.keys()].map(name)).toEqual(
    expect.arrayContaining(['app/shell.tsx', 'router/page-view.tsx']),
  );
  // lib/preact.ts loads preact/hooks, which patches Preact when it loads: the screens' chunks bring it
  const hooks = [...graph].filter(
    ([file, specs]) => name(file) === 'lib/preact.ts' || specs.includes('preact/hooks'),
  );
  expect(hooks.map(([file]) => name(file))).toEqual([]);
});
