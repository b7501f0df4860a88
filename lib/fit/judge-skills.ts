import { getDictionary } from '@/lib/i18n';
import { impliedClosure } from '@/lib/fit/concept-vocabulary';
import type { Aspect, AspectContext } from '@/lib/fit/aspect-verdicts';
import { groupStatuses, judgeMention, mainMentions, mentionMatches, pickSources, relatedEvidence, verdictOf } from '@/lib/fit/judge-mentions';
import { notOfferedEvidence } from '@/lib/fit/not-offered';
import { joinLabels, mentionLabel } from '@/lib/fit/note-labels';
import type { ReadMention } from '@/lib/fit/read-requirement';

/** The technologies, practices, fields and stack a requirement names, judged on what the profile's chunks state. */

export function skillAspect({ context, candidates }: { context: AspectContext; candidates: readonly ReadMention[] }): Aspect | null {
  const { profile, locale } = context;
  const { mentions, examples } = mainMentions({ profile, candidates });
  if (mentions.length === 0) return null;
  const judged = mentions.map((mention) => judgeMention({ profile, mention }));
  const judgedExamples = examples.map((mention) => judgeMention({ profile, mention }));
  let verdict = verdictOf(groupStatuses(judged));
  // Examples the profile shows make a better quote ("frontend framework (React, Vue)" quotes React); when it
  // shows none of the kinds of the named thing given as examples ("cloud (Azure)", "(ISO/TS 15066)": a name no
  // reader knows may be one), that thing is only partly shown. A known thing of another kind only glosses it
  // ("Dataflow (Apache Beam)").
  const kinds = judgedExamples.filter((entry) => {
    if (!entry.mention.ids.some((id) => profile.vocabulary.concepts.has(id))) return true;
    const closure = impliedClosure({ ids: entry.mention.ids, vocabulary: profile.vocabulary });
    return mentions.some((mention) => mention.ids.some((id) => !entry.mention.ids.includes(id) && closure.has(id)));
  });
  const examplesUnshown = kinds.length > 0 && judgedExamples.every((entry) => entry.status !== 'shown');
  if (verdict === 'evidence' && examplesUnshown) verdict = 'partial';
  const quoted = [...judged, ...judgedExamples].filter((entry) => entry.status === 'shown');
  const picked = verdict === 'evidence' || verdict === 'partial' ? pickSources({ context, shown: quoted }) : [];
  const copy = getDictionary({ locale }).fit;
  const notes: string[] = [];
  const declined = judged.filter((entry) => entry.status === 'declined');
  if (verdict === 'not_offered') notes.push(copy.notOffered);
  else if (verdict !== 'evidence') {
    const unshown = [...judged.filter((entry) => entry.status === 'missing' || entry.status === 'related'), ...(examplesUnshown ? judgedExamples : [])];
    if (unshown.length > 0) notes.push(copy.missing({ labels: joinLabels({ labels: unshown.map((entry) => mentionLabel({ profile, mention: entry.mention })), locale }) }));
  }
  const declinedEvidence = verdict === 'not_offered' ? notOfferedEvidence({ context, notes: declined.map((entry) => entry.declinedNote!) }) : [];
  return {
    verdict,
    evidence: [...(verdict === 'not_offered' ? [] : picked.map((entry) => entry.evidence)), ...declinedEvidence],
    notes,
    related: verdict === 'evidence' ? [] : relatedEvidence({ context, judged: [...judged, ...judgedExamples] }),
    matches: mentionMatches({ judged: [...judged, ...judgedExamples.filter((entry) => entry.status === 'shown' || examplesUnshown)], picked, locale }),
  };
}
