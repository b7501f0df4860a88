import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { requestFieldOf } from '@/lib/platform/request-field';

const schema = z.strictObject({
  message: z.string().trim().min(1).max(10),
  locale: z.enum(['en', 'fr']),
  turns: z.array(z.strictObject({ role: z.enum(['user', 'assistant']) })).max(2).optional(),
});

function fieldOf(json: unknown) {
  const result = schema.safeParse(json);
  if (result.success) throw new Error('expected a schema failure');
  const [issue] = result.error.issues;
  return issue ? requestFieldOf({ issue, json }) : null;
}

describe('requestFieldOf', () => {
  it('names a missing field as missing, not as a wrong type', () => {
    expect(fieldOf({ message: 'hi' })).toEqual({ path: 'locale', problem: 'missing' });
  });

  it('names an unknown key', () => {
    expect(fieldOf({ message: 'hi', locale: 'en', model: 'x' })).toEqual({ path: 'model', problem: 'unknown' });
  });

  it('names a value outside its few allowed ones, with them', () => {
    expect(fieldOf({ message: 'hi', locale: 'it' })).toEqual({ path: 'locale', problem: 'invalid', allowed: ['en', 'fr'] });
  });

  it('names an empty, an over-long and a wrongly typed text, and a list with too many entries', () => {
    expect(fieldOf({ message: '  ', locale: 'en' })).toEqual({ path: 'message', problem: 'empty' });
    expect(fieldOf({ message: 'x'.repeat(11), locale: 'en' })).toEqual({ path: 'message', problem: 'too_long', max: 10 });
    expect(fieldOf({ message: 42, locale: 'en' })).toEqual({ path: 'message', problem: 'invalid' });
    expect(fieldOf({ message: 'hi', locale: 'en', turns: [{ role: 'user' }, { role: 'user' }, { role: 'user' }] })).toEqual({ path: 'turns', problem: 'too_many', max: 2 });
  });

  it('names a nested field by its path', () => {
    expect(fieldOf({ message: 'hi', locale: 'en', turns: [{ role: 'user' }, { role: 'system' }] })).toEqual({ path: 'turns[1].role', problem: 'invalid', allowed: ['user', 'assistant'] });
  });

  it('names no field when the body is not an object', () => {
    expect(fieldOf('hi')).toBeNull();
    expect(fieldOf(null)).toBeNull();
  });
});
