import { describe, expect, it } from 'vitest';
import { passesLuhn } from '@/lib/filters/luhn';

describe('passesLuhn', () => {
  it('accepts well-known test card numbers', () => {
    for (const digits of ['4111111111111111', '5555555555554444', '378282246310005', '30569309025904', '4222222222222']) {
      expect(passesLuhn({ digits })).toBe(true);
    }
  });

  it('rejects a single changed digit and the empty string', () => {
    expect(passesLuhn({ digits: '4111111111111112' })).toBe(false);
    expect(passesLuhn({ digits: '1234567890123456' })).toBe(false);
    expect(passesLuhn({ digits: '' })).toBe(false);
  });
});
