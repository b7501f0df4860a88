import type { AnswerContext, AnswerPart } from '@/lib/offline/answer-context';
import { cuePosition, foldedQuestion } from '@/lib/offline/detect-cues';
import type { QuestionCue } from '@/lib/offline/question-cues';
import { findMentions } from '@/lib/retrieval';
import { currentJob, jobOf, subjectOf, subjects } from '@/lib/offline/answers/answer-subjects';
import { exclusionsPart, locationPart, onSitePart, openToPart, relocationPart, remotePart, startPart } from '@/lib/offline/answers/availability-answers';
import { careerHistoryPart, currentJobPart, employerPart, gapsPart, jobPlacePart, rolePart, tenurePart, totalExperiencePart } from '@/lib/offline/answers/career-answers';
import { contactPart, educationPart, nativeLanguagePart, pitchPart, speaksPart } from '@/lib/offline/answers/person-answers';
import { builtWithPart, projectPart, projectsOverviewPart, yesNoAboutPart } from '@/lib/offline/answers/project-answers';
import { leadershipPart, skillAreaPart, skillStrengthPart, skillYesPart } from '@/lib/offline/answers/skill-answers';

/*
 * The registry of question kinds the offline engine answers from structured facts, each recognised by its cue
 * phrases and built by one of the topic modules, and the parts of one question in the order it asks them.
 */

type PartBuilder = (context: AnswerContext) => AnswerPart | null;

/**
 * The kinds of question the offline engine answers from structured facts, each recognised by its cue
 * phrases. Order decides between kinds at the same position; answers follow the question's order.
 */
const KINDS: ReadonlyArray<{ cue: QuestionCue; build: PartBuilder }> = [
  { cue: 'pitch', build: (context) => pitchPart({ context }) },
  { cue: 'skillStrength', build: (context) => { const skill = subjectOf({ context, kind: 'skill' }); return skill ? skillStrengthPart({ context, skill }) : null; } },
  { cue: 'skillExperience', build: (context) => { const skill = subjectOf({ context, kind: 'skill' }); return skill ? skillStrengthPart({ context, skill }) : null; } },
  { cue: 'duration', build: (context) => { const job = jobOf({ entity: subjectOf({ context, kind: 'employer' }), profile: context.profile }); return job ? tenurePart({ context, job }) : null; } },
  { cue: 'role', build: (context) => rolePart({ context, job: jobOf({ entity: subjectOf({ context, kind: 'employer' }), profile: context.profile }) ?? currentJob({ profile: context.profile }) }) },
  { cue: 'careerHistory', build: (context) => careerHistoryPart({ context }) },
  { cue: 'projectsOverview', build: (context) => (subjectOf({ context, kind: 'project' }) ? null : projectsOverviewPart({ context })) },
  { cue: 'wherePlace', build: (context) => jobPlacePart({ context }) },
  { cue: 'builtWith', build: (context) => builtWithPart({ context }) },
  { cue: 'currentJob', build: (context) => (subjectOf({ context, kind: 'employer' }) ? null : currentJobPart({ context })) },
  { cue: 'totalExperience', build: (context) => (subjectOf({ context, kind: 'employer' }) ? null : totalExperiencePart({ context })) },
  { cue: 'start', build: (context) => startPart({ context }) },
  { cue: 'openTo', build: (context) => openToPart({ context }) },
  { cue: 'exclusions', build: (context) => exclusionsPart({ context }) },
  { cue: 'onSite', build: (context) => onSitePart({ context }) },
  { cue: 'remote', build: (context) => remotePart({ context }) },
  { cue: 'relocation', build: (context) => relocationPart({ context }) },
  { cue: 'location', build: (context) => locationPart({ context }) },
  { cue: 'skillYesNo', build: (context) => { const skill = subjectOf({ context, kind: 'skill' }); return skill ? skillYesPart({ context, skill }) : null; } },
  { cue: 'nativeLanguage', build: (context) => nativeLanguagePart({ context }) },
  { cue: 'speaks', build: (context) => speaksPart({ context }) },
  { cue: 'education', build: (context) => educationPart({ context }) },
  { cue: 'contact', build: (context) => contactPart({ context }) },
  { cue: 'leadership', build: (context) => leadershipPart({ context }) },
  // Only a question that opens as a yes/no one ("Is it…?", "Ist es…?"): "Was hast du bei X gebaut?" is not.
  { cue: 'yesNo', build: (context) => (cuePosition({ folded: foldedQuestion({ question: context.question }), cue: 'yesNo' }) === 0 ? yesNoAboutPart({ context }) : null) },
];

/** Gap questions reuse the duration chunk's closing sentences. */
const GAP_CUE = / (?:gap|gaps|career break|hueco|huecos|laguna|parón|paron|trou|interruption|lucke|lucken|auszeit) /;

/**
 * The parts of the question the engine can answer from structured facts, in the order the question
 * asks them: one question can ask several things ("leadership, backend and relocation?"). A question
 * that only names an employer (or a project retrieval ranks first) gets that entry's facts.
 */
export function factParts({ context }: { context: AnswerContext }): AnswerPart[] {
  // A follow-up is read as resolved: "and Go?" asks what the earlier question asked, about Go.
  const folded = foldedQuestion({ question: context.resolution.reference ? context.resolution.resolvedQuery : context.question });
  const areas = findMentions({ text: context.question, profile: context.profile, kinds: ['skill-area'] });
  const found = [
    ...KINDS.map((kind, order) => ({ build: kind.build, order, position: cuePosition({ folded, cue: kind.cue }) })),
    // A skill area named on its own ("how much backend?") is a part too, unless a specific skill is asked about.
    ...areas.map((mention) => ({ build: (inner: AnswerContext) => (subjectOf({ context: inner, kind: 'skill' }) ? null : skillAreaPart({ context: inner, area: mention.entity })), order: KINDS.length, position: mention.position })),
  ]
    .filter(({ position }) => position >= 0)
    .sort((left, right) => left.position - right.position || left.order - right.order);
  const parts: AnswerPart[] = [];
  const seen = new Set<string>();
  if (GAP_CUE.test(folded)) parts.push(gapsPart({ context }));
  for (const { build } of found) {
    const part = build(context);
    if (!part || seen.has(part.text)) continue;
    seen.add(part.text);
    parts.push(part);
  }
  if (parts.length > 0) return parts;
  const subject = subjects({ context }).find((entity) => entity.kind === 'employer' || entity.kind === 'project' || entity.kind === 'skill');
  const job = jobOf({ entity: subject, profile: context.profile });
  if (job) return [employerPart({ context, job })];
  // "¿Y Go?" after a skills question: a technology on its own gets whether and where it was used.
  if (subject?.kind === 'skill' && context.resolution.reference === 'ellipsis') return [skillYesPart({ context, skill: subject })];
  // A project only when retrieval agrees: "how many people use <project>?" is answered by the job that says so.
  if (subject?.kind !== 'project' || context.retrieval.chunks[0]?.chunk.id !== subject.chunkId) return [];
  const project = projectPart({ context, slug: subject.key });
  return project ? [project] : [];
}
