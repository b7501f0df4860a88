import { numberWord } from '@/lib/fit/number-words';
import { splitWords } from '@/lib/text';

/**
 * How many days a week a text puts in the office, in en/es/fr/de: "two days a week on site", "zwei
 * Präsenztage", "deux jours de télétravail" (three in the office), "100 % presencial", "fully on site",
 * "cinq jours par semaine", "de lunes a viernes" (five). Read the same way from a posting and from the owner's stated conditions.
 */
export const WORK_WEEK_DAYS = 5;

/** Office days asked or stated: one number, or a range ("2–3 days on site"). */
export interface OfficeDays {
  from: number;
  to: number;
}

const DAY_WORD = /^(days?|jours?|dias?|tagen?|tage)$/;
/** German folds the place into the day: "Präsenztage", "Bürotage". */
const OFFICE_DAY_WORD = /^(prasenz|buro|office)tage?n?$/;
const REMOTE_WORD = /^(remote|remoto|remota|teletrabajo|teletravail|homeoffice|home|casa|maison|distance|distancia|mobil|mobiles|mobile)$/;
const OFFICE_WORD = /^(site|office|offices|oficina|oficinas|sede|bureau|bureaux|locaux|presencial|presenciales|presencia|presence|presentiel|vor|ort|buro|prasenz|anwesenheit|campus|instalaciones|labor)$/;
/** How far from the day word its place may stand ("two days a week on site", "dos días a la semana en la oficina"). */
const CONTEXT_WORDS = 6;
/** A period longer than the week after the days ("two days a month"), and how far after them it may stand. */
const LONGER_PERIOD = /^(months?|quarters?|years?|mois|trimestres?|ans|annees?|mes|meses|anos?|monate?s?|monaten|quartale?n?|jahre?s?)$/;
const PERIOD_WORDS = 3;
/** The working week said by its days ("de lunes a viernes", "Monday to Friday"): five days. */
const WEEKDAYS = /\b(monday|lunes|lundi|montag) (to|through|until|-|a|au|bis) (friday|viernes|vendredi|freitag)\b/g;
const FULLY_ON_SITE = /\b(100 ?% (en )?(presencial|on[- ]?site|sur site|vor ort|en presentiel|presentiel|in the office)|(fully|entirely|full-time) (on[- ]?site|in the office|office-based)|(vollstandig|komplett|ausschliesslich) vor ort|entierement (sur site|en presentiel)|totalmente presencial|every day in the office|(five|5) days a week (on[- ]?site|in the office))\b/;

/** A count of days in a week: one to five, in digits or words. */
function numberOf(word: string): number | null {
  if (/^[1-5]$/.test(word)) return Number(word);
  const count = numberWord({ word });
  return count !== null && count <= WORK_WEEK_DAYS ? count : null;
}

/** The office days a text states, or null when it names no count (a plain "on site" or "hybrid" says none). */
export function officeDays({ folded }: { folded: string }): OfficeDays | null {
  if (FULLY_ON_SITE.test(folded)) return { from: WORK_WEEK_DAYS, to: WORK_WEEK_DAYS };
  const words = splitWords({ text: folded.replace(WEEKDAYS, '5 days').replace(/(\d)\s*[–-]\s*(\d)/g, '$1 to $2') });
  for (let at = 0; at < words.length; at += 1) {
    const day = words[at]!;
    const officeDay = OFFICE_DAY_WORD.test(day);
    if (!officeDay && !DAY_WORD.test(day)) continue;
    const count = numberOf(words[at - 1] ?? '');
    if (count === null) continue;
    // "2 to 3 days on site": a range.
    const low = words[at - 2] === 'to' || words[at - 2] === 'a' || words[at - 2] === 'bis' ? numberOf(words[at - 3] ?? '') : null;
    // "deux jours par mois", "two days a quarter": visits, not days of the week.
    if (words.slice(at + 1, at + 1 + PERIOD_WORDS).some((word) => LONGER_PERIOD.test(word))) continue;
    const near = words.slice(Math.max(0, at - CONTEXT_WORDS), at + CONTEXT_WORDS + 1);
    const remote = !officeDay && near.some((word) => REMOTE_WORD.test(word)) && !near.some((word) => OFFICE_WORD.test(word));
    const office = officeDay || near.some((word) => OFFICE_WORD.test(word));
    if (!remote && !office) continue;
    const range = { from: low ?? count, to: count };
    return remote ? { from: WORK_WEEK_DAYS - range.to, to: WORK_WEEK_DAYS - range.from } : range;
  }
  return null;
}
