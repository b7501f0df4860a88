import { getDictionary } from '@/lib/i18n';
import { loosest, strictest, type Aspect, type AspectContext } from '@/lib/fit/aspect-verdicts';
import { sourceQuote } from '@/lib/fit/evidence-quotes';
import type { FitVerdict } from '@/lib/fit/fit-types';
import type { ProfileEvidence } from '@/lib/fit/profile-evidence';
import { WORK_WEEK_DAYS } from '@/lib/fit/office-days';
import { describeZone, zoneGap, type PlaceMention, type WorkMode } from '@/lib/fit/work-conditions';

/** Where and when to work (mode, place, relocation, time zone, travel, permits) is judged on the owner's stated conditions. */

/** Hours between the asked and the profile's time zones that still count as a partial overlap. */
const PARTIAL_ZONE_GAP_HOURS = 2;

function matchesPlace({ profile, place }: { profile: ProfileEvidence; place: PlaceMention }): boolean {
  // A city is matched by the owner's own city only: being elsewhere in its country does not meet it.
  if (place.city !== undefined) return profile.cityKeys.has(place.city);
  return profile.country !== null && place.countries.includes(profile.country);
}

export function conditionsAspect(context: AspectContext): Aspect {
  const { profile, locale, read } = context;
  const copy = getDictionary({ locale }).fit;
  const { conditions } = read;
  const notes: string[] = [];
  const checks: FitVerdict[] = [];
  const placeMatch = conditions.places.some((place) => matchesPlace({ profile, place }));
  const elsewhere = (conditions.places.length > 0 && !placeMatch) || conditions.unknownPlace;
  const { stated } = profile;
  const relocation = (): FitVerdict => {
    const answer = profile.relocation;
    if (answer === null) notes.push(copy.relocation);
    // "I would relocate only within the EU": a place whose country the posting names is inside that or not.
    const countries = conditions.places.flatMap((place) => place.countries);
    if (answer !== 'no' && stated.relocationCountries && countries.length > 0) return countries.every((country) => stated.relocationCountries!.includes(country)) ? 'evidence' : 'not_offered';
    return answer === 'yes' ? 'evidence' : answer === 'depends' ? 'partial' : answer === 'no' ? 'not_offered' : 'no_evidence';
  };
  const asked = conditions.officeDays;
  // Every day in the office is outside a hybrid owner's conditions; more days than theirs, or days not said, partly.
  const daysVerdict = ((): FitVerdict | null => {
    if (!stated.officeDays) return null;
    if (!asked) return 'partial';
    if (asked.from >= WORK_WEEK_DAYS && stated.officeDays.to < WORK_WEEK_DAYS) return 'not_offered';
    return asked.to > stated.officeDays.to ? 'partial' : 'evidence';
  })();
  const profileZone = profile.statedZone ?? profile.homeZone;
  const zoneVerdict = (asked: { from: number; to: number }): FitVerdict => {
    if (!profileZone) return 'no_evidence';
    const gap = zoneGap({ left: asked, right: profileZone });
    if (gap === 0) return 'evidence';
    if (gap <= PARTIAL_ZONE_GAP_HOURS) return 'partial';
    return profile.statedZone ? 'not_offered' : 'no_evidence';
  };
  const modeVerdict = (mode: WorkMode): FitVerdict => {
    const remote = profile.remote;
    if (mode === 'remote') {
      if (conditions.fullyRemote && stated.declinesFullyRemote) return 'not_offered';
      return remote === null ? 'no_evidence' : remote === 'no' ? 'not_offered' : 'evidence';
    }
    if (daysVerdict !== null) return daysVerdict === 'not_offered' || placeMatch || !elsewhere ? daysVerdict : strictest([daysVerdict, relocation()]);
    // Office days in the owner's own city asked of a remote-first owner: living there says nothing of going in.
    if (placeMatch) return asked !== null && remote === 'preferred' ? 'no_evidence' : 'evidence';
    if (remote === 'only') return 'not_offered';
    if (elsewhere) return relocation();
    // Remote-first says nothing about office days elsewhere: silence, not a partial match.
    return remote === 'open' || remote === 'no' ? 'evidence' : 'no_evidence';
  };
  // "Three days in the office, the other days from home": the remote days are part of the office days asked, no option,
  // and an owner who states no office days of their own does not show them.
  const partOfTheWeek = asked !== null && asked.from > 0 && !stated.officeDays && !conditions.remoteAlternative && conditions.modes.size > 1;
  const modes = [...conditions.modes].filter((mode) => !partOfTheWeek || mode !== 'remote');
  if (modes.length > 0) checks.push(loosest(modes.map(modeVerdict)));
  if (conditions.relocation) checks.push(relocation());
  // "Lyon ou télétravail": the remote option stands apart from a place the text does not otherwise qualify.
  const placed = conditions.places.length > 0 || (conditions.unknownPlace && !conditions.remoteAlternative);
  if (placed && (conditions.basedIn || conditions.modes.has('remote')) && !conditions.modes.has('hybrid') && !conditions.modes.has('onsite')) {
    if (placeMatch) checks.push('evidence');
    else {
      // A place in other working hours than the owner states ("US only") is a stated condition, not silence.
      const placeZones = conditions.places.flatMap((place) => (place.zone ? [place.zone] : []));
      const zoneCheck = placeZones.length > 0 && profile.statedZone ? loosest(placeZones.map(zoneVerdict)) : null;
      checks.push(zoneCheck === 'not_offered' ? 'not_offered' : conditions.basedIn ? relocation() : 'no_evidence');
    }
    if (!placeMatch) notes.push(copy.place({ place: profile.placeLabel[locale] }));
  }
  if (conditions.zones.length > 0) {
    const verdict = loosest(conditions.zones.map(zoneVerdict));
    checks.push(verdict);
    if (verdict !== 'evidence' && profileZone) notes.push(copy.zone({ asked: conditions.zones.map((zone) => describeZone({ zone })).join(', '), have: describeZone({ zone: profileZone }) }));
  }
  // Travel and work permits the profile never mentions are unknowns: they leave what is shown partly shown.
  // The owner who says they visit on site now and then shows the travel asked.
  const travelUnknown = conditions.travel && !stated.travels;
  if (conditions.travel && stated.travels) checks.push('evidence');
  const unknown = travelUnknown || conditions.permit;
  if (travelUnknown) notes.push(copy.travel);
  if (conditions.permit) notes.push(copy.permit);
  const shown = checks.length === 0 ? 'no_evidence' : strictest(checks);
  const verdict: FitVerdict = !unknown || shown === 'not_offered' ? shown : shown === 'evidence' || shown === 'partial' ? 'partial' : 'no_evidence';
  const evidence = verdict === 'no_evidence' ? [] : [...sourceQuote({ profile, chunkId: 'location', locale }), ...sourceQuote({ profile, chunkId: 'availability', locale, sentence: 'first' })];
  return { verdict, evidence, notes: [...new Set(notes)] };
}
