import { describe, expect, it } from 'vitest';
import { containsIban } from '@/lib/filters/iban';

describe('containsIban', () => {
  it('finds valid IBANs spaced, compact and in lower case', () => {
    expect(containsIban({ text: 'ES91 2100 0418 4502 0005 1332' })).toBe(true);
    expect(containsIban({ text: 'to NL91ABNA0417164300 today' })).toBe(true);
    expect(containsIban({ text: 'gb82west12345698765432' })).toBe(true);
  });

  it('cuts a spaced IBAN at its country length when more text follows', () => {
    expect(containsIban({ text: 'DE89 3704 0044 0532 0130 00 BITTE 12' })).toBe(true);
  });

  it('finds an IBAN after a look-alike start', () => {
    expect(containsIban({ text: 'XX12 DE89 3704 0044 0532 0130 00' })).toBe(true);
  });

  it('rejects wrong check digits, wrong lengths and unknown countries', () => {
    expect(containsIban({ text: 'DE89 3704 0044 0532 0130 01' })).toBe(false);
    expect(containsIban({ text: 'DE89370400440532013000123' })).toBe(false);
    expect(containsIban({ text: 'ZZ89 3704 0044 0532 0130 00' })).toBe(false);
  });
});
