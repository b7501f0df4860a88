import { describe, expect, it } from 'vitest';
import { postingCityCountries } from '@/lib/fit/posting-places';

describe('postingCityCountries', () => {
  it('reads the cities a posting places in a country itself', () => {
    expect(postingCityCountries({ text: 'Vantor Mobility GmbH | Stuttgart, Germany | Hybrid' })).toEqual(new Map([['stuttgart', 'DE']]));
    expect(postingCityCountries({ text: 'Ironvale Robotics Ltd, Bristol (UK)' })).toEqual(new Map([['bristol', 'GB']]));
  });

  it('reads a city whose name runs on through a particle or a department number by its first word', () => {
    expect(postingCityCountries({ text: 'Vireo Motion Systems GmbH · Freiburg im Breisgau, Germany · Hybrid' })).toEqual(new Map([['freiburg', 'DE']]));
    expect(postingCityCountries({ text: 'Cobalys – Mulhouse (68), France – CDI, statut cadre' })).toEqual(new Map([['mulhouse', 'FR']]));
    expect(postingCityCountries({ text: 'Frankfurt am Main, Germany' })).toEqual(new Map([['frankfurt', 'DE']]));
  });

  it('takes no word of the language for a city, nor a country for a city of itself', () => {
    expect(postingCityCountries({ text: 'Remote (US, Eastern Time overlap)' })).toEqual(new Map());
    expect(postingCityCountries({ text: 'Remote from Spain, Portugal or France' })).toEqual(new Map());
  });
});
