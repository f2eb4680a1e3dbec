import { readFileSync } from 'node:fs';

/** Reads a file's text; tests pass their own. */
export type ReadFile = (path: string) => string;

const readText: ReadFile = (path) => readFileSync(path, 'utf8');

/**
 * A secret from the environment: `NAME` itself, or the contents of the file `NAME_FILE` names
 * (Docker and Kubernetes secrets mount files, which keeps the value out of `ps`, `/proc/<pid>/
 * environ` and crash dumps of the environment). Surrounding whitespace, the final newline of a
 * file included, is dropped. Undefined when neither is set; an error naming the variable when
 * both are, or when the file cannot be read.
 *
 * @example secret(process.env, 'SMS_ACCESS_KEY_SECRET') // from SMS_ACCESS_KEY_SECRET or SMS_ACCESS_KEY_SECRET_FILE
 */
export function secret(env: NodeJS.ProcessEnv, name: string, read: ReadFile = readText): string | undefined {
  const direct = env[name]?.trim() || undefined;
  const file = env[`${name}_FILE`]?.trim() || undefined;
  if (direct !== undefined && file !== undefined) {
    throw new Error(`set ${name} or ${name}_FILE, not both`);
  }
  if (file === undefined) return direct;
  let text: string;
  try {
    text = read(file);
  } catch (error) {
    throw new Error(
      `${name}_FILE: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
    );
  }
  const value = text.trim();
  if (value === '') throw new Error(`${name}_FILE: ${file} is empty`);
  return value;
}
