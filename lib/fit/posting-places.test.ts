import { describe, expect, it } from 'vitest';
import { postingCityCountries } from '@/lib/fit/posting-places';

describe('postingCityCountries', () => {
  it('reads the cities a posting places in a country itself', () => {
    expect(postingCityCountries({ text: 'Vantor Mobility GmbH | Stuttgart, Germany | Hybrid' })).toEqual(new Map([['stuttgart', 'DE']]));
    expect(postingCityCountries({ text: 'Ironvale Robotics Ltd, Bristol (UK)' })).toEqual(new Map([['bristol', 'GB']]));
  });

  it('takes no word of the language for a city, nor a country for a city of itself', () => {
    expect(postingCityCountries({ text: 'Remote (US, Eastern Time overlap)' })).toEqual(new Map());
    expect(postingCityCountries({ text: 'Remote from Spain, Portugal or France' })).toEqual(new Map());
  });
});
