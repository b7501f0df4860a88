import { formatDuration, monthsWorked, totalCareerMonths, type Experience, type Profile } from '@/lib/knowledge';
import { subjectExperience, type QuestionFrame, type QuestionReading } from '@/lib/retrieval';

/*
 * The model path gets the reading the offline engine answers from: what the question asks (attribute and
 * subject, carried ones marked) and the figures computed from the profile, so the model neither guesses which
 * subject a follow-up means nor does date arithmetic. English, like the core prompt; data, not instructions.
 */

/** At most this many frames are described: a message asking more is answered from the excerpts. */
const MAX_FRAMES = 4;

function period({ job }: { job: Experience }): string {
  const month = (date: Date) => date.toISOString().slice(0, 7);
  return `${job.company}, ${month(job.start)} to ${job.end ? month(job.end) : 'present'}`;
}

function duration(months: number): string {
  return formatDuration({ months, locale: 'en' });
}

/** What the profile says of the frame, computed: a technology's months, a job's length, the career's. */
function computed({ frame, profile, today }: { frame: QuestionFrame; profile: Profile; today: Date }): string | null {
  const subject = frame.subject;
  if ((frame.attribute === 'technology-years' || frame.attribute === 'technology') && subject) {
    const held = subjectExperience({ subject, profile, today });
    if (held.jobs.length === 0 && held.projects.length === 0 && !held.listed) return `${subject.name} is not in the profile`;
    if (held.jobs.length === 0) return `${subject.name} has no dated job (${held.listed ? 'listed as a skill' : 'used in projects only'}); do not state years`;
    return `${duration(held.months)} with ${subject.name} (${held.jobs.map((job) => period({ job })).join('; ')}); this is not the whole career`;
  }
  if (frame.attribute === 'tenure' && subject?.entity?.kind === 'employer') {
    const job = profile.experience.find((candidate) => candidate.id === subject.entity?.key);
    if (job) return `${duration(monthsWorked({ start: job.start, end: job.end, today }))} at ${period({ job })}`;
  }
  if (frame.attribute === 'career-years' || (frame.attribute === 'tenure' && !subject)) {
    return `${duration(totalCareerMonths({ periods: profile.experience, today }))} of work in all`;
  }
  if (subject?.kind === 'organization') return `${subject.name} is not an employer in the profile`;
  return null;
}

function describeFrame({ frame, profile, today }: { frame: QuestionFrame; profile: Profile; today: Date }): string {
  const about = frame.subject ? ` — ${frame.subject.name}${frame.carried ? ' (carried from the conversation)' : ''}` : '';
  const compared = frame.compared.length > 1 ? ` — comparing ${frame.compared.map((subject) => subject.name).join(' and ')}` : '';
  const figure = computed({ frame, profile, today });
  return `- ${frame.kind === 'yes-no' ? 'yes/no: ' : ''}${frame.attribute}${compared || about}${figure ? `; computed: ${figure}` : ''}`;
}

/** The CONTEXT lines for the question's reading, or null when nothing was read (or only the off-topic). */
export function questionReadingLines({ reading, profile, today }: { reading: QuestionReading; profile: Profile; today: Date }): string | null {
  if (reading.offTopic || reading.frames.length === 0) return null;
  return ['The question reads as:', ...reading.frames.slice(0, MAX_FRAMES).map((frame) => describeFrame({ frame, profile, today }))].join('\n');
}

/** The chunks of the profile that hold what the frames ask: kept in the excerpts whatever their score. */
export function readingChunkIds({ reading, profile, today }: { reading: QuestionReading; profile: Profile; today: Date }): string[] {
  return [...new Set(reading.frames.slice(0, MAX_FRAMES).flatMap((frame) => {
    const subject = frame.subject;
    if (!subject) return [];
    if (frame.attribute === 'technology-years' || frame.attribute === 'technology') {
      const held = subjectExperience({ subject, profile, today });
      return [...(subject.entity ? [subject.entity.chunkId] : []), ...held.jobs.map((job) => `experience-${job.id}`)];
    }
    return subject.entity ? [subject.entity.chunkId] : [];
  }))];
}
