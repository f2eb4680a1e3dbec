import { describe, expect, test } from 'vitest';
import { clamp } from './clamp';
import { isValidIdNumber } from './id-number';
import { isValidPhone, maskPhone } from './phone';
import { isAllowedWebUrl } from './web-url';

describe('clamp', () => {
  test('keeps a value inside its bounds', () => {
    expect(clamp(5, 0, 23)).toBe(5);
    expect(clamp(-1, 0, 23)).toBe(0);
    expect(clamp(60, 0, 59)).toBe(59);
  });
  test('accepts bounds in either order and maps NaN to the lower bound', () => {
    expect(clamp(100, 59, 0)).toBe(59);
    expect(clamp(Number.NaN, 3, 9)).toBe(3);
  });
});

describe('phone', () => {
  test('accepts 11-digit mainland mobile numbers only', () => {
    expect(isValidPhone('13800000000')).toBe(true);
    expect(isValidPhone('19912345678')).toBe(true);
    expect(isValidPhone('12800000000')).toBe(false);
    expect(isValidPhone('1380000000')).toBe(false);
    expect(isValidPhone('138000000001')).toBe(false);
    expect(isValidPhone(' 13800000000')).toBe(false);
  });
  test('masks the middle four digits', () => {
    expect(maskPhone('13800000000')).toBe('138****0000');
    expect(maskPhone('13812345678')).toBe('138****5678');
    expect(maskPhone('')).toBe('');
  });
});

describe('ID number (GB 11643)', () => {
  test('accepts numbers with a correct check character', () => {
    expect(isValidIdNumber('11010519491231002X')).toBe(true);
    expect(isValidIdNumber('11010519491231002x')).toBe(true);
    expect(isValidIdNumber('440524188001010014')).toBe(false); // year before 1900
    expect(isValidIdNumber('110101199003074477')).toBe(true);
  });
  test('rejects a wrong check character, a bad date or a wrong length', () => {
    expect(isValidIdNumber('110105194912310021')).toBe(false);
    expect(isValidIdNumber('110101199002304471')).toBe(false); // 30 February
    expect(isValidIdNumber('11010519491231002')).toBe(false);
    expect(isValidIdNumber('')).toBe(false);
  });
});

describe('web view allowlist', () => {
  const allowed = ['example.com', '*.trusted.org', 'http://localhost:8080'];
  test('allows listed hosts, wildcard subdomains, listed origins and the base origin', () => {
    expect(isAllowedWebUrl('https://example.com/x', allowed)).toBe(true);
    expect(isAllowedWebUrl('http://EXAMPLE.com', allowed)).toBe(true);
    expect(isAllowedWebUrl('https://a.trusted.org/', allowed)).toBe(true);
    expect(isAllowedWebUrl('http://localhost:8080/a', allowed)).toBe(true);
    expect(isAllowedWebUrl('https://app.test/web/#/x', allowed, 'https://app.test/web/')).toBe(true);
    expect(isAllowedWebUrl('http://host.test/help', [], '/web/', 'http://host.test/web/#/')).toBe(true);
  });
  test('refuses other schemes, other hosts and lookalikes', () => {
    expect(isAllowedWebUrl('javascript:alert(1)', allowed)).toBe(false);
    expect(isAllowedWebUrl('data:text/html,hi', allowed)).toBe(false);
    expect(isAllowedWebUrl('ftp://example.com', allowed)).toBe(false);
    expect(isAllowedWebUrl('https://evil.com', allowed)).toBe(false);
    expect(isAllowedWebUrl('https://example.com.evil.com', allowed)).toBe(false);
    expect(isAllowedWebUrl('https://trusted.org', allowed)).toBe(false);
    expect(isAllowedWebUrl('https://eviltrusted.org', allowed)).toBe(false);
    expect(isAllowedWebUrl('http://localhost:9090', allowed)).toBe(false);
    expect(isAllowedWebUrl('https://user:pw@example.com', allowed)).toBe(false);
    expect(isAllowedWebUrl('not a url', allowed)).toBe(false);
  });
});
