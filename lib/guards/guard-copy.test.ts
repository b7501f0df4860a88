import { describe, expect, it } from 'vitest';
import { GUARD_COPY } from '@/lib/guards/guard-copy';
import { LOCALES } from '@/lib/i18n/locales';

describe('GUARD_COPY', () => {
  it('has a distinct first-person answer in every locale for each refusal', () => {
    const firstPerson = { en: /\bI\b|\bI’m\b/, es: /\b(?:mi|no puedo|respondo|soy)\b/i, fr: /\b(?:je|mon)\b/i, de: /\b(?:ich|meine[rn]?)\b/i };
    for (const copy of Object.values(GUARD_COPY)) {
      expect(new Set(LOCALES.map((locale) => copy[locale])).size).toBe(LOCALES.length);
      for (const locale of LOCALES) expect(copy[locale]).toMatch(firstPerson[locale]);
    }
  });

  it('asks visitors not to share sensitive data and says their message was not processed', () => {
    expect(GUARD_COPY.sensitive_input.en).toMatch(/don’t share/);
    expect(GUARD_COPY.sensitive_input.en).toMatch(/haven’t processed/);
    expect(GUARD_COPY.sensitive_input.es).toMatch(/no compartas/);
    expect(GUARD_COPY.sensitive_input.fr).toMatch(/ne pas partager/);
    expect(GUARD_COPY.sensitive_input.de).toMatch(/nicht/);
  });

  it('says the assistant answers from the profile and keeps its instructions', () => {
    expect(GUARD_COPY.instruction_override.en).toMatch(/AI assistant.*profile.*instructions/);
    expect(GUARD_COPY.instruction_override.es).toMatch(/asistente de IA.*perfil.*instrucciones/);
    expect(GUARD_COPY.instruction_override.fr).toMatch(/assistant IA.*profil.*instructions/);
    expect(GUARD_COPY.instruction_override.de).toMatch(/KI-Assistent.*Profils.*Anweisungen/);
  });
});
