import { describe, expect, it } from 'vitest';
import { stemWord } from '@/lib/text/stem';

describe('stemWord', () => {
  it('merges English plurals and simple verb endings', () => {
    expect(stemWord({ word: 'projects', locale: 'en' })).toBe(stemWord({ word: 'project', locale: 'en' }));
    expect(stemWord({ word: 'technologies', locale: 'en' })).toBe('technology');
    expect(stemWord({ word: 'scheduling', locale: 'en' })).toBe(stemWord({ word: 'schedule', locale: 'en' }));
    expect(stemWord({ word: 'jobs', locale: 'en' })).toBe('job');
    expect(stemWord({ word: 'status', locale: 'en' })).toBe('status');
  });

  it('never leaves a stem so short that unrelated words merge', () => {
    expect(stemWord({ word: 'bases', locale: 'en' })).not.toBe(stemWord({ word: 'based', locale: 'en' }));
    expect(stemWord({ word: 'go', locale: 'en' })).toBe('go');
  });

  it('merges Spanish number and gender endings', () => {
    expect(stemWord({ word: 'proyectos', locale: 'es' })).toBe(stemWord({ word: 'proyecto', locale: 'es' }));
    expect(stemWord({ word: 'casada', locale: 'es' })).toBe(stemWord({ word: 'casado', locale: 'es' }));
    expect(stemWord({ word: 'aplicaciones', locale: 'es' })).toBe('aplicacion');
    expect(stemWord({ word: 'expectativas', locale: 'es' })).toBe(stemWord({ word: 'expectativa', locale: 'es' }));
  });

  it('merges French plurals and feminine endings', () => {
    expect(stemWord({ word: 'projets', locale: 'fr' })).toBe('projet');
    expect(stemWord({ word: 'mariee', locale: 'fr' })).toBe(stemWord({ word: 'marie', locale: 'fr' }));
  });

  it('merges German plural and inflection endings', () => {
    expect(stemWord({ word: 'projekte', locale: 'de' })).toBe('projekt');
    expect(stemWord({ word: 'erfahrungen', locale: 'de' })).toBe('erfahrung');
    expect(stemWord({ word: 'starken', locale: 'de' })).toBe(stemWord({ word: 'starke', locale: 'de' }));
  });
});
