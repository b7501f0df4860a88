import { describe, expect, it } from 'vitest';
import { genericVocabulary } from '@/lib/fit/concept-vocabulary';
import { readRequirement } from '@/lib/fit/read-requirement';
import { splitByWeight } from '@/lib/fit/weight-split';

const vocabulary = genericVocabulary();
const split = (text: string) => splitByWeight({ read: readRequirement({ text, vocabulary, cityKeys: new Set() }), vocabulary });

describe('splitByWeight', () => {
  it('cuts a welcome extra that says its own weight from the part that is required, either way round', () => {
    expect(split('Fluent English, German is a plus')).toEqual([{ text: 'Fluent English', optional: false }, { text: 'German is a plus', optional: true }]);
    expect(split('TypeScript (Svelte is nice to have)')).toEqual([{ text: 'TypeScript', optional: false }, { text: 'Svelte is nice to have', optional: true }]);
  });

  it('keeps together a part that opens with its cue or names a kind of the thing asked, and a requirement of one weight', () => {
    expect(split('Utility-first CSS, ideally Tailwind CSS')).toBeNull();
    expect(split('Experience with a public cloud (GCP preferred)')).toBeNull();
    expect(split('React and TypeScript')).toBeNull();
    expect(split('German is a plus')).toBeNull();
  });
});
