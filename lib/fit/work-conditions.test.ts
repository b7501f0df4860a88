import { describe, expect, it } from 'vitest';
import { postingWords } from '@/lib/fit/posting-words';
import { countryOfName, describeZone, readWorkConditions, zoneGap } from '@/lib/fit/work-conditions';

const read = (text: string) => readWorkConditions({ text, words: postingWords({ text }), cityKeys: new Set(['ghent']) });

describe('readWorkConditions', () => {
  it('reads work modes in four languages', () => {
    expect([...read('Fully remote').modes]).toEqual(['remote']);
    expect([...read('Modalidad híbrida: 3 días presenciales').modes]).toEqual(['hybrid', 'onsite']);
    expect([...read('Télétravail complet').modes]).toEqual(['remote']);
    expect([...read('Arbeit vor Ort in Hamburg').modes]).toEqual(['onsite']);
    expect([...read('The role is fully on site.').modes]).toEqual(['onsite']);
    expect([...read('Le poste est basé dans nos bureaux de Paris : nous travaillons sur place').modes]).toEqual(['onsite']);
    expect([...read('Anwesenheit an vier Tagen pro Woche in Tuttlingen').modes]).toEqual(['onsite']);
  });

  it('reads visits to an office as travel', () => {
    expect(read('Visitas a la oficina de Zaragoza una vez por trimestre.').travel).toBe(true);
    expect(read('Customer site visits a few times a year').travel).toBe(true);
  });

  it('reads where one must live: within commuting distance, moving there, an office of a named place', () => {
    const london = read('This role requires you to be based within commuting distance of our London office.');
    expect([london.basedIn, london.unknownPlace]).toEqual([true, true]);
    expect(read('Vous devez vous installer en Bretagne').basedIn).toBe(true);
    expect(read('Wohnort in Pendelentfernung zu unserem Standort').basedIn).toBe(true);
    expect(read('Installation of our software on site').basedIn).toBe(false);
    expect(read('Du ziehst für die Stelle in die Schweiz.').relocation).toBe(true);
    expect(read('Du ziehst Bilanz über Projekte.').relocation).toBe(false);
  });

  it('reads fully remote work said either way round', () => {
    expect(read('Posibilidad de trabajar en remoto al 100 %').fullyRemote).toBe(true);
    expect(read('Le poste est exclusivement en télétravail').fullyRemote).toBe(true);
    expect(read('Remote-first with two office days').fullyRemote).toBe(false);
  });

  it('reads time zones from abbreviations in capitals, offsets and regions named with working hours', () => {
    expect(read('CET ± 2 hours').zones).toEqual([{ from: -1, to: 3 }]);
    expect(read('Overlap with PST').zones).toEqual([{ from: -8, to: -8 }]);
    expect(read('UTC-5 to UTC+1').zones).toEqual([{ from: -5, to: -5 }, { from: 1, to: 1 }]);
    expect(read('within EU time zones').zones).toEqual([{ from: 0, to: 3 }]);
    // French "est" is not Eastern Standard Time.
    expect(read('Le poste est à pourvoir').zones).toEqual([]);
  });

  it('reads places beside a condition: countries in any locale, regions, the owner’s city, and unknown places after a preposition', () => {
    expect(read('Experience with the Spanish market in Spain').places).toEqual([]);
    expect(read('Remote from Spain').places[0]?.countries).toEqual(['ES']);
    expect(read('basé en Allemagne').places[0]?.countries).toEqual(['DE']);
    expect(read('Remote anywhere in the EU').places[0]?.countries).toContain('ES');
    expect(read('Hybrid in Ghent').places[0]?.city).toBe('ghent');
    expect(read('Hybrid in Munich').unknownPlace).toBe(true);
  });

  it('reads an office named by a place after it, whole remote roles, office days and the coasts as time zones', () => {
    expect(read('presencial en nuestra oficina de Barcelona').unknownPlace).toBe(true);
    expect(read('Présence au bureau de La Valette').unknownPlace).toBe(true);
    expect(read('Poste en télétravail complet').fullyRemote).toBe(true);
    expect(read('Remote-first, two office days a week').fullyRemote).toBe(false);
    expect(read('Hybrid, 3 days in the office').officeDays).toEqual({ from: 3, to: 3 });
    expect(read('Overlap with the east coast').zones).toEqual([{ from: -5, to: -5 }]);
    expect(read('Chevauchement quotidien avec Las Vegas (heure du Pacifique)').zones).toEqual([{ from: -8, to: -8 }]);
  });

  it('reads a country named right after a city as that city’s, not as a place of its own', () => {
    const conditions = readWorkConditions({ text: 'Relocation to Lyon, France', words: postingWords({ text: 'Relocation to Lyon, France' }), cityCountries: new Map([['lyon', 'FR']]) });
    expect(conditions.places).toEqual([{ countries: ['FR'], city: 'lyon' }]);
  });

  it('flags relocation, travel, permits and residence', () => {
    const conditions = read('Must be authorized to work in the US, willing to relocate and to travel; Wohnsitz in Deutschland');
    expect([conditions.permit, conditions.relocation, conditions.travel, conditions.basedIn]).toEqual([true, true, true, true]);
  });
});

describe('zones', () => {
  it('measure gaps and describe spans', () => {
    expect(zoneGap({ left: { from: -8, to: -5 }, right: { from: 0, to: 3 } })).toBe(5);
    expect(zoneGap({ left: { from: -1, to: 3 }, right: { from: 1, to: 1 } })).toBe(0);
    expect(describeZone({ zone: { from: 5.5, to: 5.5 } })).toBe('UTC+5:30');
    expect(countryOfName({ name: 'Espagne' })).toBe('ES');
  });
});
