import { LOCALES } from '@/lib/contracts';
import { singularKey, type PostingWord } from '@/lib/fit/posting-words';
import { LEXICON } from '@/lib/lexicon';
import { officeDays, type OfficeDays } from '@/lib/fit/office-days';
import { foldText } from '@/lib/text';

/**
 * Where and when a posting wants the work done: remote, hybrid or on site, relocation, travel, work
 * permits, places and time zones, in en/es/fr/de. Generic: country names come from the runtime
 * (Intl.DisplayNames), regions are lists of country codes, time zones are UTC offsets in hours.
 */
export type WorkMode = 'remote' | 'hybrid' | 'onsite';

/** A span of UTC offsets in hours, inclusive. */
export interface ZoneRange {
  from: number;
  to: number;
}

/** A place named in a text: a country code, a region's country codes, or a city (folded). */
export interface PlaceMention {
  countries: readonly string[];
  city?: string;
  /** The region's usual working time zones, when it has one span. */
  zone?: ZoneRange;
}

export interface WorkConditions {
  modes: ReadonlySet<WorkMode>;
  relocation: boolean;
  travel: boolean;
  permit: boolean;
  /** "based in", "must live in", "residir en", "Wohnsitz in": a place the worker must be in. */
  basedIn: boolean;
  zones: ZoneRange[];
  places: PlaceMention[];
  /** A capitalised place after "in"/"en"/"à" that is not a known country, region or the profile's city. */
  unknownPlace: boolean;
  /** Remote work is offered as an alternative to the place ("Lyon ou télétravail", "Wien oder remote"). */
  remoteAlternative: boolean;
  /** Only remote: "fully remote", "100 % en remoto", "télétravail complet". */
  fullyRemote: boolean;
  /** The days a week in the office it asks, when it names a count ("two days a week on site", "100 % presencial"). */
  officeDays: OfficeDays | null;
}

const EU = ['AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE'];
const EEA = [...EU, 'IS', 'LI', 'NO'];
const EUROPE = [...EEA, 'GB', 'CH', 'UA', 'RS', 'BA', 'ME', 'MK', 'AL', 'MD', 'AD', 'MC', 'SM', 'XK'];
const AMERICAS_NORTH = ['US', 'CA'];
const LATAM = ['MX', 'AR', 'BR', 'CL', 'CO', 'PE', 'UY', 'PY', 'BO', 'EC', 'VE', 'CR', 'PA', 'GT', 'DO'];
const APAC = ['AU', 'NZ', 'JP', 'KR', 'CN', 'SG', 'HK', 'TW', 'IN', 'ID', 'MY', 'PH', 'TH', 'VN'];
const EUROPE_ZONE: ZoneRange = { from: 0, to: 3 };
const US_ZONE: ZoneRange = { from: -8, to: -4 };

/** Region names (folded phrases) → member countries and working time zones. */
const REGIONS: ReadonlyArray<{ names: readonly string[]; exact?: readonly string[]; countries: readonly string[]; zone?: ZoneRange }> = [
  { names: ['european union', 'union europea', 'union europeenne', 'europaische union', 'eu-lander', 'eu countries', 'eu country'], exact: ['EU', 'UE'], countries: EU, zone: EUROPE_ZONE },
  { names: ['eea', 'ewr'], countries: EEA, zone: EUROPE_ZONE },
  { names: ['europe', 'europa', 'european', 'europeo', 'europea', 'europeen', 'europeenne', 'europaisch', 'europaische', 'europaischen'], countries: EUROPE, zone: EUROPE_ZONE },
  { names: ['emea'], countries: EUROPE, zone: { from: -1, to: 4 } },
  { names: ['dach'], exact: ['DACH'], countries: ['DE', 'AT', 'CH'], zone: { from: 1, to: 2 } },
  { names: ['nordics', 'nordic countries', 'paises nordicos', 'pays nordiques', 'nordische lander'], countries: ['DK', 'FI', 'IS', 'NO', 'SE'], zone: { from: 0, to: 3 } },
  { names: ['benelux'], countries: ['BE', 'NL', 'LU'], zone: { from: 1, to: 2 } },
  { names: ['iberian peninsula', 'peninsula iberica', 'peninsule iberique'], countries: ['ES', 'PT'], zone: { from: 0, to: 2 } },
  { names: ['north america', 'norteamerica', 'america del norte', 'amerique du nord', 'nordamerika'], countries: AMERICAS_NORTH, zone: US_ZONE },
  { names: ['latam', 'latin america', 'latinoamerica', 'america latina', 'amerique latine', 'lateinamerika'], countries: LATAM, zone: { from: -6, to: -3 } },
  { names: ['americas', 'the americas'], countries: [...AMERICAS_NORTH, ...LATAM], zone: { from: -8, to: -3 } },
  { names: ['apac', 'asia pacific', 'asia-pacific'], countries: APAC, zone: { from: 5.5, to: 12 } },
];

/** Usual working time zones of common hiring countries (a region's span where a country has several). */
const COUNTRY_ZONES: Readonly<Record<string, ZoneRange>> = {
  GB: { from: 0, to: 1 }, IE: { from: 0, to: 1 }, PT: { from: 0, to: 1 }, IS: { from: 0, to: 0 },
  ES: { from: 1, to: 2 }, FR: { from: 1, to: 2 }, DE: { from: 1, to: 2 }, IT: { from: 1, to: 2 }, NL: { from: 1, to: 2 }, BE: { from: 1, to: 2 },
  AT: { from: 1, to: 2 }, CH: { from: 1, to: 2 }, PL: { from: 1, to: 2 }, SE: { from: 1, to: 2 }, DK: { from: 1, to: 2 }, NO: { from: 1, to: 2 },
  CZ: { from: 1, to: 2 }, HU: { from: 1, to: 2 }, LU: { from: 1, to: 2 }, FI: { from: 2, to: 3 }, GR: { from: 2, to: 3 }, RO: { from: 2, to: 3 },
  BG: { from: 2, to: 3 }, UA: { from: 2, to: 3 }, EE: { from: 2, to: 3 }, LV: { from: 2, to: 3 }, LT: { from: 2, to: 3 },
  US: US_ZONE, CA: { from: -8, to: -3.5 }, MX: { from: -7, to: -6 }, BR: { from: -3, to: -3 }, AR: { from: -3, to: -3 },
  IN: { from: 5.5, to: 5.5 }, SG: { from: 8, to: 8 }, JP: { from: 9, to: 9 }, AU: { from: 8, to: 11 }, NZ: { from: 12, to: 13 },
};

/** Short names the runtime does not give (as written, case-sensitive where they are everyday words). */
const COUNTRY_EXACT: Readonly<Record<string, string>> = { US: 'US', USA: 'US', UK: 'GB', EEUU: 'US', UAE: 'AE' };
const COUNTRY_EXTRA: Readonly<Record<string, string>> = { 'ee uu': 'US', england: 'GB', 'great britain': 'GB', holland: 'NL', 'u s a': 'US' };

/** Time-zone abbreviations, matched only in capitals ("EST" is not French "est"). */
const ZONE_ABBREVIATIONS: Readonly<Record<string, number>> = {
  UTC: 0, GMT: 0, WET: 0, WEST: 1, BST: 1, CET: 1, CEST: 2, MEZ: 1, MESZ: 2, EET: 2, EEST: 3, MSK: 3, IST: 5.5, SGT: 8, HKT: 8,
  JST: 9, KST: 9, AEST: 10, AEDT: 11, NZST: 12, EST: -5, EDT: -4, ET: -5, CST: -6, CDT: -5, CT: -6, MST: -7, MDT: -6, MT: -7,
  PST: -8, PDT: -7, PT: -8, AKST: -9, HST: -10, BRT: -3,
};

/** Named zones (folded phrases) → offset. */
const NAMED_ZONES: ReadonlyArray<[string, number]> = [
  ['costa este', -5], ['cote est', -5], ['ostkuste', -5], ['hora del este', -5], ['costa oeste', -8], ['cote ouest', -8], ['westkuste', -8],
  ['hora del pacifico', -8], ['heure du pacifique', -8], ['pazifikzeit', -8], ['pazifische zeit', -8],
  ['central european time', 1], ['central europe', 1], ['hora central europea', 1], ['hora peninsular', 1], ['heure d europe centrale', 1], ['heure de paris', 1],
  ['mitteleuropaische zeit', 1], ['eastern time', -5], ['us eastern', -5], ['east coast', -5], ['central time', -6], ['us central', -6],
  ['mountain time', -7], ['us mountain', -7], ['pacific time', -8], ['us pacific', -8], ['west coast', -8], ['uk time', 0], ['london time', 0],
];

/** Words that make region and country names mean working hours. */
const ZONE_CONTEXT = /\b(time ?zones?|time-zones?|hours|overlap|husos?|horari[oa]s?|zonas? horarias?|solap\w*|coincid\w*|fuseaux?|heures?|horaires?|recouvrement|chevauchement|zeitzonen?|arbeitszeiten|geschaftszeiten|uberschneidung\w*)\b/;

const MODE_PATTERNS: ReadonlyArray<[WorkMode, RegExp]> = [
  ['remote', /\b(remote|remotely|work from (home|anywhere)|wfh|distributed team|remoto|en remoto|teletrabajo|a distancia|teletravail|a distance|full remote|homeoffice|home office|remote-arbeit|ortsunabhangig|mobiles arbeiten|mobile arbeit)\b/],
  ['hybrid', /\b(hybrid|hybride|hibrido|hibrida|semipresencial)\b/],
  ['onsite', /\b(on[- ]?site|in[- ]office|in the office|office-based|from our office|presencial(es|mente)?|presencialidad|en la oficina|en oficina|sur site|sur place|en presence|en presentiel|presentiel(le)?|au bureau|dans nos (locaux|bureaux)|vor ort|im buro|prasenz\w*|anwesenheit|in unserem buro)\b/],
];

/** Remote work for some days of the week only ("2 jours de télétravail", "zwei Tage Homeoffice", "télétravail partiel"): hybrid, not remote. */
const SOME_DAYS = '(\\d|one|two|three|four|un|une|deux|trois|quatre|uno|dos|tres|cuatro|ein|einen|zwei|drei|vier)';
const PARTLY_REMOTE = new RegExp(
  `\\b(teletravail partiel|teletrabajo parcial|partial(ly)? remote|${SOME_DAYS} (remote )?(days?|jours?|dias?|tage?n?) (de |of |per week |a la semana |par semaine |pro woche )?(remote|remoto|teletrabajo|teletravail|homeoffice|home office|mobile arbeit|mobiles arbeiten)|(teletravail|homeoffice|home office|remote) (jusqu'a |bis zu |up to |hasta )?${SOME_DAYS} (days?|jours?|dias?|tage?n?))\\b`,
);
/** Fully remote whatever else the text says about office days. */
// Either order: "100 % remote" and "remoto al 100 %", "exclusivement en télétravail".
const FULLY_REMOTE = /\b(full(y)? remote|100 ?% (en )?(remote|remoto|teletravail|teletrabajo|a distance)|(remote|remoto|teletravail|teletrabajo) (al |a )?100 ?%|remote only|remote-only|solo remoto|(totalmente|completamente|exclusivamente) (en )?remoto|full remote|teletravail (complet|total|integral)|(entierement|exclusivement|totalement|uniquement) (a distance|en teletravail)|komplett remote|vollstandig remote|ausschliesslich remote|nur remote)(?!\w)/;
// "Du ziehst für die Stelle in die Schweiz": German moves with "ziehen" and where to.
const RELOCATION = /\b(relocat\w*|reubicaci\w*|traslad\w*|mudarte|mudarse|demenag\w*|relocalis\w*|umzug\w*|umzieh\w*|umzuziehen|(ziehst|ziehen|zieht) (\w+ ){0,4}(nach|in die|in den))\b/;
const TRAVEL = /\b(travel\w*|viaj\w*|deplacements?|reisebereitschaft|dienstreisen|reisen|visits|visitas|visites)\b/;
const PERMIT = /\b(work permit|right to work|work authori[sz]ation|authori[sz]ed to work|visas?|sponsor(ship)?|permiso de trabajo|autorizacion de trabajo|permis de travail|autorisation de travail|arbeitserlaubnis|aufenthaltstitel|arbeitsgenehmigung)\b/;
const BASED_IN = /\b(based in|based within|located in|living in|reside in|resident in|must live|(within )?commut(ing|able) distance|commute (to|into)|a distancia razonable|a proximite d\w*|a distance raisonnable|installation (en|a|dans)|vous installer|t installer|s installer|pendelentfernung|pendeldistanz|einzugsgebiet|im umkreis|residencia en|residir en|residente en|ubicad[oa] en|con base en|resider en|resider a|residant en|residant a|base en|basee en|base a|basee a|domicilie|wohnsitz|wohnhaft|ansassig)\b/;
/** Words after a place name that say it is where the employer works: "our London office", "the Berlin HQ". */
const OFFICE_WORDS: ReadonlySet<string> = new Set(['office', 'offices', 'hq', 'headquarters', 'campus']);
/** Words before a place name that say it is where the employer works: "oficina de Barcelona", "bureaux de Paris", "Standort Offenburg". */
const OFFICE_BEFORE: ReadonlySet<string> = new Set(['office', 'offices', 'headquarters', 'oficina', 'oficinas', 'sede', 'instalaciones', 'bureau', 'bureaux', 'locaux', 'site', 'siege', 'standort', 'buro', 'niederlassung']);
/** Articles that belong to a place's name: "La Valette", "Los Ángeles", "Le Havre". */
const PLACE_ARTICLES: ReadonlySet<string> = new Set(['La', 'Le', 'Les', 'El', 'Los', 'Las', 'L']);
/** What may stand between such a word and the place: "de", "d'", "of", "in". */
const OFFICE_LINK: ReadonlySet<string> = new Set(['de', 'd', 'of', 'in', 'en', 'a']);
/** Words before a place name: "in Munich", "en Madrid", "à Lyon". */
export const PLACE_PREPOSITION: ReadonlySet<string> = new Set(['in', 'en', 'a', 'au', 'im', 'nach', 'near', 'cerca', 'pres']);
const ZONE_SPREAD = /(?:±|\+\/-|\+-|plus or minus|mas o menos|plus ou moins|plus\/minus)\s*(\d{1,2})/;
const UTC_OFFSET = /\b(?:utc|gmt)\s*([+\-−])\s*(\d{1,2})(?::?(\d{2}))?/g;

/** Codes the runtime still names that are no country today or alias one, whose names would shadow it ("France" is FR, not FX; "United Kingdom" is GB, not UK). */
const FORMER_CODES: ReadonlySet<string> = new Set(['AN', 'BU', 'CS', 'DD', 'EU', 'EZ', 'FX', 'NT', 'QO', 'SU', 'TP', 'UK', 'UN', 'YD', 'YU', 'ZR']);

let countryNames: Map<string, string> | undefined;

/** Folded country name in any of the four locales → ISO code. */
function countries(): Map<string, string> {
  if (countryNames) return countryNames;
  countryNames = new Map(Object.entries(COUNTRY_EXTRA));
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  for (const locale of LOCALES) {
    const display = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    for (const first of letters) {
      for (const second of letters) {
        const code = `${first}${second}`;
        const name = display.of(code);
        if (name && name !== code && !FORMER_CODES.has(code)) countryNames.set(foldedPhrase(name), code);
      }
    }
  }
  return countryNames;
}

function foldedPhrase(text: string): string {
  return foldText({ text }).split(/[^\p{L}\p{N}]+/u).filter(Boolean).map(singularKey).join(' ');
}

const REGION_BY_NAME = new Map(REGIONS.flatMap((region) => region.names.map((name) => [foldedPhrase(name), region] as const)));
const REGION_BY_EXACT = new Map(REGIONS.flatMap((region) => (region.exact ?? []).map((name) => [name, region] as const)));
const NAMED_ZONE_BY_PHRASE = new Map(NAMED_ZONES.map(([name, offset]) => [foldedPhrase(name), offset]));
const LONGEST_PLACE_WORDS = 4;

/** The country code a place name (in any of the four locales) stands for. */
export function countryOfName({ name }: { name: string }): string | null {
  return countries().get(foldedPhrase(name)) ?? null;
}

function widen(range: ZoneRange, by: number): ZoneRange {
  return { from: range.from - by, to: range.to + by };
}

/**
 * The country a word or two name at a position ("Germany", "UK", "Royaume-Uni"), and how many words that took;
 * null when they name none.
 */
export function countryAt({ words, at }: { words: readonly PostingWord[]; at: number }): { country: string; length: number } | null {
  for (let length = Math.min(LONGEST_PLACE_WORDS, words.length - at); length >= 1; length -= 1) {
    const phrase = words.slice(at, at + length).map((word) => word.key).join(' ');
    const country = countries().get(phrase) ?? (length === 1 ? COUNTRY_EXACT[words[at]!.raw] : undefined);
    if (country) return { country, length };
  }
  return null;
}

/**
 * Places and named zones in word order, longest phrase first; `cityKeys` are the owner's city names, `cityCountries`
 * the cities the posting itself places in a country ("Stuttgart, Germany").
 */
function scanPlaces(words: readonly PostingWord[], cityKeys: ReadonlySet<string>, cityCountries: ReadonlyMap<string, string>) {
  const places: PlaceMention[] = [];
  const namedZones: ZoneRange[] = [];
  const consumed = new Set<number>();
  let previous: { city: string; end: number; place: { countries: readonly string[] } } | undefined;
  for (let start = 0; start < words.length; start += 1) {
    for (let length = Math.min(LONGEST_PLACE_WORDS, words.length - start); length >= 1; length -= 1) {
      const phrase = words.slice(start, start + length).map((word) => word.key).join(' ');
      const raw = words[start]!.raw;
      const zone = NAMED_ZONE_BY_PHRASE.get(phrase);
      const region = REGION_BY_NAME.get(phrase) ?? (length === 1 ? REGION_BY_EXACT.get(raw) : undefined);
      const country = countries().get(phrase) ?? (length === 1 ? COUNTRY_EXACT[raw] : undefined);
      const city = cityKeys.has(phrase) || cityCountries.has(phrase) ? phrase : undefined;
      if (zone === undefined && !region && !country && !city) continue;
      if (zone !== undefined) namedZones.push({ from: zone, to: zone });
      else if (region) places.push({ countries: region.countries, ...(region.zone ? { zone: region.zone } : {}) });
      // "Stuttgart, Germany", "Madrid (Spain)": the country of the city just named, not a place of its own.
      else if (country && previous?.city !== undefined && previous.end === start && /^\s*[,(]\s*$/.test(words[start]!.gapBefore)) previous.place.countries = [country];
      else if (country) places.push({ countries: [country], ...(COUNTRY_ZONES[country] ? { zone: COUNTRY_ZONES[country] } : {}) });
      else if (city) {
        const place: PlaceMention = { countries: cityCountries.has(city) && !cityKeys.has(city) ? [cityCountries.get(city)!] : [], city };
        places.push(place);
        previous = { city, end: start + length, place };
      }
      if (!city) previous = undefined;
      for (let index = start; index < start + length; index += 1) consumed.add(index);
      start += length - 1;
      break;
    }
  }
  return { places, namedZones, consumed };
}

/** A capitalised word right after a place preposition that no known place covered ("in Munich"). */
/** Words that join alternatives ("Lisbon or remote"), from the lexicon. */
const ALTERNATIVES: ReadonlySet<string> = new Set(LEXICON.terms.filter((term) => term.concept === 'requirement-alternative' && term.words.length === 1).map((term) => term.words[0]!));
/** What separates a place from a work model in a posting's header: "Barcelona · Hybrid", "Nantes / télétravail". */
const HEADER_GAP = /[–—·|/]/;

/**
 * A capitalised word no known place covered, where a place stands: after "in"/"en"/"à" ("in Munich"),
 * after a header separator ("Hybrid – London"), before an office ("our Leeds office"), or opening a header before a separator or an "or"
 * ("Nantes / télétravail partiel", "Lisbon or remote").
 */
function hasUnknownPlace(words: readonly PostingWord[], consumed: ReadonlySet<number>): boolean {
  const capitalised = (word: PostingWord) => /^\p{Lu}\p{Ll}{2,}/u.test(word.raw) && !MODE_PATTERNS.some(([, pattern]) => pattern.test(word.folded));
  return words.some((word, index) => {
    if (consumed.has(index) || !capitalised(word)) return false;
    if (index > 0 && (PLACE_PREPOSITION.has(words[index - 1]!.key) || HEADER_GAP.test(word.gapBefore))) return true;
    // "oficina de Barcelona", "bureau de La Valette", "Standort Offenburg".
    let before = index - 1;
    while (before > 0 && PLACE_ARTICLES.has(words[before]!.raw)) before -= 1;
    if (before >= 0 && OFFICE_BEFORE.has(words[before]!.folded)) return true;
    if (before > 0 && OFFICE_LINK.has(words[before]!.folded) && OFFICE_BEFORE.has(words[before - 1]!.folded)) return true;
    const next = words[index + 1];
    if (next !== undefined && OFFICE_WORDS.has(next.key)) return true;
    return index === 0 && next !== undefined && (HEADER_GAP.test(next.gapBefore) || /[,(]/.test(next.gapBefore) || ALTERNATIVES.has(next.folded));
  });
}

/** Reads the work conditions of one requirement (or of a profile's own condition text). */
export function readWorkConditions({ text, words, cityKeys = new Set(), cityCountries = new Map(), folded = foldText({ text }) }: {
  text: string;
  words: readonly PostingWord[];
  cityKeys?: ReadonlySet<string>;
  /** Cities the posting places in a country itself ("Stuttgart, Germany" in its header), by their keys. */
  cityCountries?: ReadonlyMap<string, string>;
  /** The text folded, when the caller has it already. */
  folded?: string;
}): WorkConditions {
  const modes = new Set<WorkMode>(MODE_PATTERNS.filter(([, pattern]) => pattern.test(folded)).map(([mode]) => mode));
  if (PARTLY_REMOTE.test(folded) && !FULLY_REMOTE.test(folded)) {
    modes.delete('remote');
    modes.add('hybrid');
  }
  const flags = { relocation: RELOCATION.test(folded), travel: TRAVEL.test(folded), permit: PERMIT.test(folded), basedIn: BASED_IN.test(folded) };
  const zoneContext = ZONE_CONTEXT.test(folded);
  // Places only matter beside a condition: most requirements name none, and then none is looked up.
  const asks = modes.size > 0 || flags.relocation || flags.travel || flags.permit || flags.basedIn || zoneContext || words.some((word) => word.raw in ZONE_ABBREVIATIONS);
  const { places, namedZones, consumed } = asks ? scanPlaces(words, cityKeys, cityCountries) : { places: [], namedZones: [], consumed: new Set<number>() };
  const zones: ZoneRange[] = [...namedZones];
  const offsets = [...folded.matchAll(UTC_OFFSET)];
  for (const word of words) {
    const offset = ZONE_ABBREVIATIONS[word.raw];
    // "UTC" in "UTC+2" is the offset's base, not a zone of its own.
    if (offset !== undefined && !(offsets.length > 0 && (word.raw === 'UTC' || word.raw === 'GMT'))) zones.push({ from: offset, to: offset });
  }
  for (const match of offsets) {
    const sign = match[1] === '+' ? 1 : -1;
    const offset = sign * (Number(match[2]) + Number(match[3] ?? 0) / 60);
    zones.push({ from: offset, to: offset });
  }
  if (zoneContext) {
    for (const place of places) if (place.zone) zones.push(place.zone);
  }
  const spread = ZONE_SPREAD.exec(folded);
  const widened = spread ? zones.map((zone) => widen(zone, Number(spread[1]))) : zones;
  const remoteWord = (word: PostingWord | undefined) => word !== undefined && MODE_PATTERNS[0]![1].test(word.folded);
  // "Lisbon or remote", "Nantes ou full remote", "remote oder Wien".
  const remoteAlternative = modes.has('remote') && words.some((word, index) => ALTERNATIVES.has(word.folded) && [words[index - 1], words[index + 1], words[index + 2]].some(remoteWord));
  return { modes, ...flags, zones: widened, places, unknownPlace: asks && hasUnknownPlace(words, consumed), remoteAlternative, fullyRemote: FULLY_REMOTE.test(folded), officeDays: asks ? officeDays({ folded }) : null };
}

/** True when the text says anything about where or when the work happens. */
export function hasWorkConditions({ conditions }: { conditions: WorkConditions }): boolean {
  return conditions.modes.size > 0 || conditions.relocation || conditions.travel || conditions.permit || conditions.basedIn || conditions.zones.length > 0;
}

/** Hours between two spans (0 when they overlap). */
export function zoneGap({ left, right }: { left: ZoneRange; right: ZoneRange }): number {
  if (left.to < right.from) return right.from - left.to;
  if (right.to < left.from) return left.from - right.to;
  return 0;
}

/** "UTC+1", "UTC−5", "UTC+0 to UTC+3". */
export function describeZone({ zone }: { zone: ZoneRange }): string {
  const one = (offset: number) => {
    const hours = Math.trunc(Math.abs(offset));
    const minutes = Math.round((Math.abs(offset) - hours) * 60);
    return `UTC${offset < 0 ? '−' : '+'}${hours}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
  };
  return zone.from === zone.to ? one(zone.from) : `${one(zone.from)} – ${one(zone.to)}`;
}
