import { describe, expect, it } from 'vitest';
import { statedConditions } from '@/lib/fit/stated-conditions';

describe('statedConditions', () => {
  it('reads office days, a fully remote role declined and where the owner would relocate', () => {
    const hybrid = statedConditions({ text: 'hybrid with two days a week on site; I would relocate only within the EU. Safety work needs the bench, so I don’t look for fully remote roles.' });
    expect(hybrid.officeDays).toEqual({ from: 2, to: 2 });
    expect(hybrid.declinesFullyRemote).toBe(true);
    expect(hybrid.relocationCountries).toContain('FR');
    expect(hybrid.relocationCountries).not.toContain('GB');
    expect(hybrid.travels).toBe(false);
  });

  it('reads visits on site as travel, and a relocation the owner rules out as no region', () => {
    const remote = statedConditions({ text: 'remote-first from Porto with occasional on-site visits (I’m not planning to relocate). I work remote-first.' });
    expect(remote).toEqual({ officeDays: null, declinesFullyRemote: false, relocationCountries: null, travels: true });
  });
});
