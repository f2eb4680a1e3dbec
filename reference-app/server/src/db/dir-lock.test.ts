import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { lockDirectory } from './dir-lock.js';

const dirs: string[] = [];

function lockPath(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'mp-lock-'));
  dirs.push(dir);
  return path.join(dir, 'pglite.lock');
}

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

test('takes the lock, records its pid, and releases it', () => {
  const file = lockPath();
  const release = lockDirectory(file);
  expect(readFileSync(file, 'utf8').trim()).toBe(String(process.pid));
  release();
  expect(existsSync(file)).toBe(false);
  release();
});

test('refuses a directory held by another running process, naming it', () => {
  const file = lockPath();
  writeFileSync(file, `${process.ppid}\n`);
  expect(() => lockDirectory(file)).toThrow(`in use by process ${process.ppid}`);
  expect(readFileSync(file, 'utf8').trim()).toBe(String(process.ppid));
});

test('takes over a lock left by a process that is gone, or an unreadable one', () => {
  const gone = spawnSync(process.execPath, ['-e', '']).pid;
  for (const content of [`${gone}\n`, 'garbage']) {
    const file = lockPath();
    writeFileSync(file, content);
    const release = lockDirectory(file);
    expect(readFileSync(file, 'utf8').trim()).toBe(String(process.pid));
    release();
  }
});

test('release leaves a lock that another process has taken since', () => {
  const file = lockPath();
  const release = lockDirectory(file);
  writeFileSync(file, `${process.ppid}\n`);
  release();
  expect(existsSync(file)).toBe(true);
});
