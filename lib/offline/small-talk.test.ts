import { describe, expect, it } from 'vitest';
import { smallTalkKind } from '@/lib/offline/small-talk';

describe('smallTalkKind', () => {
  it.each([
    ['Hi!', 'greeting'],
    ['¡Hola!', 'greeting'],
    ['Bonjour !', 'greeting'],
    ['Guten Morgen', 'greeting'],
    ['Thanks, that was helpful!', 'thanks'],
    ['Muchas gracias', 'thanks'],
    ['Merci pour vos réponses', 'thanks'],
    ['Vielen Dank!', 'thanks'],
    ['Hi, thanks a lot!', 'thanks'],
    ['Bye!', 'farewell'],
    ['Tschüss', 'farewell'],
    ['asdf', 'greeting'],
  ] as const)('%j is %s', (question, kind) => {
    expect(smallTalkKind({ question })).toBe(kind);
  });
});
