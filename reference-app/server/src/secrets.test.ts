import { describe, expect, test } from 'vitest';
import { secret } from './secrets.js';

describe('secret', () => {
  const files: Record<string, string> = { '/run/secrets/key': 's3cret\n', '/run/secrets/empty': '\n' };
  const read = (path: string): string => {
    const text = files[path];
    if (text === undefined) throw Object.assign(new Error(`ENOENT: ${path}`), { code: 'ENOENT' });
    return text;
  };

  test('from the variable, or from the file NAME_FILE names, without its final newline', () => {
    expect(secret({ KEY: ' direct ' }, 'KEY', read)).toBe('direct');
    expect(secret({ KEY_FILE: '/run/secrets/key' }, 'KEY', read)).toBe('s3cret');
    expect(secret({}, 'KEY', read)).toBeUndefined();
    expect(secret({ KEY: '' }, 'KEY', read)).toBeUndefined();
  });

  test('both set, an unreadable or an empty file: an error naming the variable, never the value', () => {
    expect(() => secret({ KEY: 'a', KEY_FILE: '/run/secrets/key' }, 'KEY', read)).toThrow(
      'set KEY or KEY_FILE, not both',
    );
    expect(() => secret({ KEY_FILE: '/nope' }, 'KEY', read)).toThrow('KEY_FILE: cannot read /nope (ENOENT)');
    expect(() => secret({ KEY_FILE: '/run/secrets/empty' }, 'KEY', read)).toThrow(
      'KEY_FILE: /run/secrets/empty is empty',
    );
  });
});
