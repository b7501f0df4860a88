import { describe, expect, it } from 'vitest';
import { checkKnowledge, findChunkProblems } from '@/lib/knowledge/check-knowledge';
import type { KnowledgeChunk } from '@/lib/knowledge/chunk-types';
import { FIXTURE_PROFILES } from '@/test/fixtures/profiles';
import { profileInput } from '@/test/fixtures/profiles/sample-profile';
import { profileInput as secondPersonInput } from '@/test/fixtures/profiles/second-person';
import type { ProfileInput } from '@/lib/knowledge/profile-schema';

const today = new Date('2026-11-30T12:00:00Z');
/** The files under public/ these tests pretend to have. */
const publicFileExists = (path: string) => path === '/photo.jpg';

function editedProfile(edit: (draft: ProfileInput) => void, base: ProfileInput = profileInput): ProfileInput {
  const draft = structuredClone(base);
  edit(draft);
  return draft;
}

function chunk(overrides: Partial<KnowledgeChunk>): KnowledgeChunk {
  return {
    id: 'sample',
    domain: 'core_bio',
    title: 'Sample',
    anchor: 'about',
    keywords: ['sample'],
    audiences: ['general'],
    text: 'Sample text.',
    localizedText: { en: 'Sample text.', es: 'Texto.', fr: 'Texte.', de: 'Text.' },
    localizedTitle: { en: 'Sample' },
    ...overrides,
  };
}

describe('checkKnowledge', () => {
  it.each(FIXTURE_PROFILES)('accepts the $label fixture', ({ profile }) => {
    const result = checkKnowledge({ profileInput: profile, today, maxChunkChars: 1200, publicFileExists });
    expect(result.errors).toEqual([]);
    expect(result.ok).toBe(true);
  });

  it('reports a project that points at an employer the profile does not have', () => {
    const input = editedProfile((draft) => {
      const project = draft.projects.find((candidate) => candidate.employerId !== undefined);
      if (project) project.employerId = 'no-such-employer';
    });
    const { errors } = checkKnowledge({ profileInput: input, today, maxChunkChars: 1200, publicFileExists });
    expect(errors).toContainEqual(expect.stringMatching(/^projects\[[a-z0-9-]+\]\.employerId: "no-such-employer" is not an experience id/));
  });

  it('names an over-long summary by entry id, field path and limit', () => {
    const job = profileInput.experience[1]!;
    const input = editedProfile((draft) => {
      const draftJob = draft.experience[1];
      if (draftJob) draftJob.summary.fr = 'x'.repeat(3200);
    });
    const { errors } = checkKnowledge({ profileInput: input, today, maxChunkChars: 8000, publicFileExists });
    expect(errors).toContain(`experience[${job.id}].summary.fr: 3,200 chars, limit 600`);
  });

  it('catches another person’s email and name left in the owner’s texts', () => {
    // The second person's profile still carries texts copied from the sample person's.
    const { name: otherName, firstName: otherFirstName } = profileInput.person;
    const otherEmail = profileInput.contact.email;
    const input = editedProfile((draft) => {
      draft.assistant.unknown.en = `My profile doesn’t cover that. You can email me at ${otherEmail}.`;
      draft.assistant.disclosure.en = `I’m an AI assistant answering from ${otherFirstName}’s profile, not ${otherFirstName} typing live.`;
      draft.assistant.disclosure.de = `Ich bin ein KI-Assistent, der aus ${otherFirstName}’ Profil antwortet.`;
      draft.person.introduction.es = `Soy ${otherName}, ingeniera de datos.`;
    }, secondPersonInput);
    const { errors } = checkKnowledge({ profileInput: input, today, maxChunkChars: 1200, publicFileExists });
    const owner = secondPersonInput.person.name;
    expect(errors).toContain(`assistant.unknown.en: mentions ${otherEmail}, not the contact email ${secondPersonInput.contact.email}`);
    expect(errors).toContain(`assistant.disclosure.en: names “${otherFirstName}”, but the owner is ${owner}`);
    expect(errors).toContain(`assistant.disclosure.de: names “${otherFirstName}”, but the owner is ${owner}`);
    expect(errors).toContain(`person.introduction.es: names “${otherName}”, but the owner is ${owner}`);
  });

  it('accepts the owner’s own name with the endings each language gives it, and still catches another person’s', () => {
    const owner = secondPersonInput.person.firstName;
    const input = editedProfile((draft) => {
      draft.person.name = 'Jan Novák';
      draft.person.firstName = 'Jan';
      draft.assistant.disclosure = {
        en: 'I’m an AI assistant answering from Jan’s profile, not Jan typing live.',
        es: 'Soy un asistente de IA que responde a partir del perfil de Jan, no Jan escribiendo en directo.',
        fr: 'Je suis un assistant IA qui répond à partir du profil de Jan, pas Jan en train d’écrire.',
        de: 'Ich bin ein KI-Assistent und antworte aus Jans Profil, nicht Jan, der live schreibt.',
      };
      draft.assistant.unknown.de = `Das steht nicht in ${owner}s Profil.`;
    }, secondPersonInput);
    const { errors } = checkKnowledge({ profileInput: input, today, maxChunkChars: 1200, publicFileExists });
    expect(errors.filter((error) => error.startsWith('assistant.disclosure'))).toEqual([]);
    expect(errors).toContain(`assistant.unknown.de: names “${owner}s”, but the owner is Jan Novák`);
  });

  it('catches reserved example domains in a real owner’s addresses, and todo. hosts always', () => {
    const input = editedProfile((draft) => {
      draft.isSample = false;
      draft.contact.email = 'noa@example.org';
      draft.contact.links = { github: 'https://github.com/noa', website: 'https://todo.example.com' };
      draft.assistant.unknown.en = 'My profile doesn’t cover that. Email me at noa@example.org or see https://noa.test/contact.';
    }, secondPersonInput);
    const errors = checkKnowledge({ profileInput: input, today, maxChunkChars: 1200, publicFileExists }).errors.filter((error) => /reserved example domain|placeholder address/.test(error));
    expect(errors).toEqual(expect.arrayContaining([
      'contact.email: noa@example.org is on a reserved example domain, so it leads nowhere; write your own (or set isSample: true for a fictional person)',
      "contact.links.website: https://todo.example.com is the skeleton's placeholder address (a todo. host); write your own",
      'assistant.unknown.en: https://noa.test/contact is on a reserved example domain, so it leads nowhere; write your own (or set isSample: true for a fictional person)',
      'assistant.unknown.en: noa@example.org is on a reserved example domain, so it leads nowhere; write your own (or set isSample: true for a fictional person)',
    ]));
    expect(errors.some((error) => error.includes('github.com'))).toBe(false);
    // A fictional sample person is right to use reserved domains.
    expect(checkKnowledge({ profileInput: { ...input, isSample: true }, today, maxChunkChars: 1200, publicFileExists }).errors.filter((error) => error.includes('reserved'))).toEqual([]);
  });

  it('catches a photo that is not under public/', () => {
    const withPhoto = (photo: string) => editedProfile((draft) => {
      draft.person.photo = photo;
    });
    expect(checkKnowledge({ profileInput: withPhoto('/photo.jpg'), today, maxChunkChars: 1200, publicFileExists }).errors).toEqual([]);
    expect(checkKnowledge({ profileInput: withPhoto('/me.png'), today, maxChunkChars: 1200, publicFileExists }).errors).toEqual([
      'person.photo: public/me.png does not exist, so the page would show a broken image; add the file, or remove photo to show your initials',
    ]);
  });

  it('warns when grammaticalGender contradicts the pronouns, saying which wins', () => {
    const withGender = (grammaticalGender: 'neutral' | 'feminine' | undefined, locales?: ProfileInput['locales']) => editedProfile((draft) => {
      draft.person.grammaticalGender = grammaticalGender;
      if (locales) draft.locales = locales;
    });
    const check = (input: ProfileInput) => checkKnowledge({ profileInput: input, today, maxChunkChars: 1200, publicFileExists });
    expect(check(withGender('neutral'))).toMatchObject({
      ok: true,
      warnings: ["person.grammaticalGender: 'neutral' overrides the pronouns “she/her” (which suggest 'feminine'): es, fr, de wording follows grammaticalGender; remove it to follow the pronouns"],
    });
    expect(check(withGender('feminine')).warnings).toEqual([]);
    expect(check(withGender(undefined)).warnings).toEqual([]);
    // English wording does not agree with the owner: nothing to warn about on an English-only site.
    expect(check(withGender('neutral', ['en'])).warnings).toEqual([]);
  });

  it('does not take the owner’s own name or job titles for another person', () => {
    const input = editedProfile((draft) => {
      const role = draft.experience[0]?.role.de ?? '';
      draft.person.introduction.de = `Ich bin ${role}.`;
    });
    expect(checkKnowledge({ profileInput: input, today, maxChunkChars: 1200, publicFileExists }).errors).toEqual([]);
  });

  it('reports a keyword set filled for some locales and empty for others', () => {
    const input = editedProfile((draft) => {
      draft.availability.exclusionKeywords = { en: ['crypto', 'gambling'], es: ['cripto'], fr: [], de: ['krypto'] };
    });
    const { errors } = checkKnowledge({ profileInput: input, today, maxChunkChars: 1200, publicFileExists });
    expect(errors).toEqual(['availability.exclusionKeywords.fr: empty while en has 2 keywords']);
  });

  it('reports an FAQ its own patterns cannot reach, and a link to an anchor the page lacks', () => {
    const input = editedProfile((draft) => {
      const faq = draft.faq[0];
      if (faq) faq.patterns = { en: ['\\bnever matches\\b'], es: ['\\bnunca\\b'], fr: ['\\bjamais\\b'], de: ['\\bniemals\\b'] };
      draft.contact.note.en = 'See #project-missing for more.';
    });
    const { errors } = checkKnowledge({ profileInput: input, today, maxChunkChars: 1200, publicFileExists });
    expect(errors).toContainEqual(expect.stringMatching(/^faq\[[a-z0-9-]+\]\.question\.en: none of the FAQ's patterns match its own question$/));
    expect(errors).toContain('contact.note.en: links to #project-missing, which the portfolio page does not have');
  });

  it('reports text the profile skeleton left as a placeholder', () => {
    const input = editedProfile((draft) => {
      draft.person.workMode.fr = 'TODO: comment vous travaillez';
    });
    expect(checkKnowledge({ profileInput: input, today, maxChunkChars: 1200, publicFileExists }).errors).toEqual(["person.workMode.fr: still the skeleton's TODO placeholder"]);
  });

  it('reports a duplicated experience id', () => {
    const firstId = profileInput.experience[0]!.id;
    const input = editedProfile((draft) => {
      const second = draft.experience[1];
      if (second) second.id = firstId;
    });
    const result = checkKnowledge({ profileInput: input, today, maxChunkChars: 1200, publicFileExists });
    expect(result.ok).toBe(false);
    expect(result.chunkCount).toBe(0);
    expect(result.errors.join('\n')).toContain(`duplicate id experience:${firstId}`);
  });

  it('names the path of an empty Spanish string, with the entry id', () => {
    const job = profileInput.experience[1]!;
    const input = editedProfile((draft) => {
      const highlight = draft.experience[1]?.highlights[0];
      if (highlight) highlight.es = '  ';
    });
    const result = checkKnowledge({ profileInput: input, today, maxChunkChars: 1200, publicFileExists });
    expect(result.ok).toBe(false);
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]?.startsWith(`experience[${job.id}].highlights[0].es: `), result.errors[0]).toBe(true);
  });

  it('reports a missing locale key', () => {
    const input = editedProfile((draft) => {
      draft.person.headline = { en: 'Engineer', es: 'Ingeniera', fr: 'Ingénieure' } as ProfileInput['person']['headline'];
    });
    const result = checkKnowledge({ profileInput: input, today, maxChunkChars: 1200, publicFileExists });
    expect(result.errors).toEqual([expect.stringMatching(/^person\.headline\.de: /)]);
  });

  it('reports over-long chunks against a small limit', () => {
    const firstId = profileInput.experience[0]!.id;
    const result = checkKnowledge({ profileInput, today, maxChunkChars: 300, publicFileExists });
    expect(result.ok).toBe(false);
    expect(result.chunkCount).toBe(31);
    expect(result.errors).toContainEqual(
      expect.stringMatching(new RegExp(`^chunk "experience-${firstId}": text is \\d+ characters, over the 300-character limit \\(CHAT_MAX_CHUNK_CHARS\\)$`)),
    );
    expect(result.errors.some((error) => error.startsWith('chunk "location"'))).toBe(false);
  });

  it('reports two profile entries that produce the same chunk id', () => {
    const input = editedProfile((draft) => {
      const group = draft.skills.groups[0];
      if (group) group.id = 'not-offered';
    });
    const result = checkKnowledge({ profileInput: input, today, maxChunkChars: 1200, publicFileExists });
    expect(result.errors).toEqual([expect.stringContaining('chunk "skills-not-offered": duplicate id')]);
  });

  it('reports a chunk that has no keywords', () => {
    const input = editedProfile((draft) => {
      const boundary = draft.boundaries[0];
      if (boundary) {
        boundary.keywords = { en: [], es: [], fr: [], de: [] };
        // A topic of no known kind brings no generic cues either.
        boundary.topic = { en: 'Zebras', es: 'Cebras', fr: 'Zèbres', de: 'Zebras' };
      }
    });
    const result = checkKnowledge({ profileInput: input, today, maxChunkChars: 1200, publicFileExists });
    expect(result.errors).toEqual([expect.stringContaining('chunk "boundary-salary": no keywords')]);
  });

  it('rejects input that is not a profile at all', () => {
    const result = checkKnowledge({ profileInput: null, today, maxChunkChars: 1200, publicFileExists });
    expect(result.ok).toBe(false);
    expect(result.errors[0]).toMatch(/^profile: /);
  });
});

describe('findChunkProblems', () => {
  it('reports missing and empty localized text', () => {
    const problems = findChunkProblems({
      chunks: [chunk({ localizedText: { en: 'Sample text.', es: ' ', de: 'Text.' } })],
      maxChunkChars: 1200,
    });
    expect(problems).toEqual(['chunk "sample": missing es text', 'chunk "sample": missing fr text']);
  });

  it('reports an over-long translation once, by locale', () => {
    const problems = findChunkProblems({
      chunks: [chunk({ localizedText: { en: 'Sample text.', es: 'x'.repeat(40), fr: 'Texte.', de: 'Text.' } })],
      maxChunkChars: 20,
    });
    expect(problems).toEqual(['chunk "sample": es text is 40 characters, over the 20-character limit (CHAT_MAX_CHUNK_CHARS)']);
  });

  it('accepts well-formed chunks', () => {
    expect(findChunkProblems({ chunks: [chunk({}), chunk({ id: 'other' })], maxChunkChars: 1200 })).toEqual([]);
  });
});
