import { describe, expect, it } from 'vitest';
import { containsPaymentCard } from '@/lib/filters/payment-card';

describe('containsPaymentCard', () => {
  it('finds plain, spaced and dashed card numbers inside text', () => {
    expect(containsPaymentCard({ text: 'pay with 4111111111111111 ok' })).toBe(true);
    expect(containsPaymentCard({ text: 'pay with 4111 1111 1111 1111 ok' })).toBe(true);
    expect(containsPaymentCard({ text: 'pay with 4111-1111-1111-1111 ok' })).toBe(true);
    expect(containsPaymentCard({ text: 'amex 3782 822463 10005' })).toBe(true);
    expect(containsPaymentCard({ text: 'loose 4111 - 1111 - 1111 - 1111' })).toBe(true);
  });

  it('finds a card that follows other digit groups in the same run', () => {
    expect(containsPaymentCard({ text: 'ref 12 34 4111 1111 1111 1111' })).toBe(true);
  });

  it('ignores near misses: failed Luhn, repeated digits, wrong length, phone-like grouping', () => {
    expect(containsPaymentCard({ text: 'order 1234 5678 9012 3456' })).toBe(false);
    expect(containsPaymentCard({ text: '0000 0000 0000 0000' })).toBe(false);
    expect(containsPaymentCard({ text: '411111111111' })).toBe(false);
    expect(containsPaymentCard({ text: '41111111111111111111' })).toBe(false);
    expect(containsPaymentCard({ text: '+34 612 345 678 901 23' })).toBe(false);
  });

  it('skips digits glued to a letter, such as an IBAN that fails its own check', () => {
    expect(containsPaymentCard({ text: 'DE89 3704 0044 0532 0130 01' })).toBe(false);
    expect(containsPaymentCard({ text: 'card 3704 0044 0532 0130 01' })).toBe(true);
  });
});
