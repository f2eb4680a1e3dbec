#!/usr/bin/env node
// `npm run check:imports`: no import cycles in the server or the SDK, and no server file reaching
// into `sdk/src` by a relative path (the shared rules come in as `@marketplace/sdk/rules`).
// Imports are resolved the way each project's tsconfig resolves them (NodeNext for the server,
// Bundler for the SDK). Type-only imports (`import type`, `import { type A }`, `export type`) are
// left out: they vanish from the JavaScript, so they cannot make a module run before its imports.
// Dynamic `import()` is left out too: it runs later, after every static import has finished.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = resolve(fileURLToPath(import.meta.url), '../..');

// `node scripts/check-imports.mjs [<tsconfig> <sources folder>]...` checks other projects (a test
// gives it one with a cycle); by default the server and the SDK.
const pairs = process.argv.slice(2);
const projects =
  pairs.length > 0
    ? pairs.flatMap((_, i) => (i % 2 === 0 ? [{ tsconfig: pairs[i], sources: pairs[i + 1] }] : []))
    : [
        { tsconfig: 'reference-app/server/tsconfig.json', sources: 'reference-app/server/src' },
        { tsconfig: 'sdk/tsconfig.json', sources: 'sdk/src' },
      ];

/** Compiler options of a tsconfig, with `extends` followed. */
function compilerOptions(tsconfigPath) {
  const file = ts.readConfigFile(tsconfigPath, ts.sys.readFile);
  if (file.error) throw new Error(ts.flattenDiagnosticMessageText(file.error.messageText, '\n'));
  return ts.parseJsonConfigFileContent(file.config, ts.sys, dirname(tsconfigPath)).options;
}

function sourceFiles(dir) {
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(path));
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(path);
  }
  return files;
}

/** True when an import or export brings in values, not only types. */
function bringsValues(statement) {
  if (ts.isImportDeclaration(statement)) {
    const clause = statement.importClause;
    if (!clause) return true; // `import './x.js'` runs x
    if (clause.isTypeOnly) return false;
    if (clause.name) return true;
    const bindings = clause.namedBindings;
    if (!bindings || ts.isNamespaceImport(bindings)) return true;
    return bindings.elements.length === 0 || bindings.elements.some((element) => !element.isTypeOnly);
  }
  if (ts.isExportDeclaration(statement)) {
    if (statement.isTypeOnly) return false;
    const clause = statement.exportClause;
    if (!clause || ts.isNamespaceExport(clause)) return true;
    return clause.elements.length === 0 || clause.elements.some((element) => !element.isTypeOnly);
  }
  return false;
}

/** The value imports of one file: `{ specifier, target }` with `target` an absolute path or undefined. */
function valueImports(file, options) {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const found = [];
  for (const statement of source.statements) {
    if (!(ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement))) continue;
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier) || !bringsValues(statement)) continue;
    const resolved = ts.resolveModuleName(specifier.text, file, options, ts.sys).resolvedModule;
    found.push({ specifier: specifier.text, target: resolved?.resolvedFileName });
  }
  return found;
}

/** Every specifier of a server file (types and `import()` included) that reaches into `sdk/src`. */
function pathsIntoSdk(file) {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles
    .filter(
      ({ fileName }) => fileName.startsWith('.') && resolve(dirname(file), fileName).startsWith(sdkSources),
    )
    .map(
      ({ fileName }) => `${show(file)} imports ${fileName} by path: import it from '@marketplace/sdk/rules'`,
    );
}

/** Strongly connected components (Tarjan), iterative so deep graphs cannot overflow the stack. */
function stronglyConnected(graph) {
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const components = [];
  let counter = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work = [{ node: start, next: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const edges = graph.get(frame.node) ?? [];
      if (frame.next < edges.length) {
        const target = edges[frame.next++];
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, next: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node), index.get(target)));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1].node;
        low.set(parent, Math.min(low.get(parent), low.get(frame.node)));
      }
      if (low.get(frame.node) === index.get(frame.node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        components.push(component);
      }
    }
  }
  return components;
}

/** One cycle through `start` inside `component`, as a list of files ending where it began. */
function cycleThrough(graph, component, start) {
  const members = new Set(component);
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const target of graph.get(node) ?? []) {
      if (!members.has(target)) continue;
      if (target === start) {
        const path = [start];
        for (let at = node; at !== start; at = previous.get(at)) path.splice(1, 0, at);
        return [...path, start];
      }
      if (!previous.has(target)) {
        previous.set(target, node);
        queue.push(target);
      }
    }
  }
  return [start, start];
}

const graph = new Map();
const problems = [];
const show = (path) => relative(root, path).split(sep).join('/');
const sdkSources = join(root, 'sdk', 'src') + sep;
const serverSources = join(root, 'reference-app', 'server', 'src') + sep;

for (const project of projects) {
  const options = compilerOptions(resolve(root, project.tsconfig));
  for (const file of sourceFiles(resolve(root, project.sources))) {
    if (file.startsWith(serverSources)) problems.push(...pathsIntoSdk(file));
    const edges = [];
    for (const { target } of valueImports(file, options)) {
      if (target && !target.includes(`${sep}node_modules${sep}`) && !target.endsWith('.d.ts'))
        edges.push(target);
    }
    graph.set(file, edges);
  }
}

for (const component of stronglyConnected(graph)) {
  const selfImport = component.length === 1 && graph.get(component[0])?.includes(component[0]);
  if (component.length < 2 && !selfImport) continue;
  const start = [...component].sort()[0];
  problems.push(`import cycle: ${cycleThrough(graph, component, start).map(show).join(' -> ')}`);
}

if (problems.length > 0) {
  for (const problem of problems) console.error(problem);
  process.exit(1);
}
console.log(`check-imports: ${graph.size} files, no import cycles`);
