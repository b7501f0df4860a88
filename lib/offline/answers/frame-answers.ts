import type { Attribute } from '@/lib/lexicon';
import type { AnswerContext, AnswerPart } from '@/lib/offline/answer-context';
import { availabilityFrame, locationFrame, motivationFrame, relocationFrame, remoteFrame, visaFrame } from '@/lib/offline/answers/availability-frames';
import { detailPart } from '@/lib/offline/answers/detail-part';
import { careerHistoryFrame, careerYearsFrame, currentRoleFrame, gapFrame, periodFrame, roleFrame, tenureFrame, workFrame } from '@/lib/offline/answers/career-frames';
import { bookingFrame, contactFrame, credentialsFrame, cvFrame, educationFrame, identityFrame, salaryFrame, spokenLanguagesFrame, strengthsFrame, workingStyleFrame } from '@/lib/offline/answers/person-frames';
import { jobHoursPart } from '@/lib/offline/answers/job-hours';
import { technologyComparePart, technologyPart, technologyYearsPart } from '@/lib/offline/answers/technology-answers';
import { industriesFrame, projectsFrame, stackFrame, statedYesPart, teamFrame } from '@/lib/offline/answers/work-frames';
import type { QuestionFrame } from '@/lib/retrieval';

type FrameAnswer = (input: { frame: QuestionFrame; context: AnswerContext }) => AnswerPart | null;

/** How each attribute is answered: one builder per attribute of the closed set, computed from the profile. */
const FRAME_ANSWERS: Record<Attribute, FrameAnswer> = {
  identity: identityFrame,
  'current-role': currentRoleFrame,
  role: roleFrame,
  period: periodFrame,
  tenure: tenureFrame,
  'career-years': careerYearsFrame,
  'technology-years': (input) => (input.frame.kind === 'compare' ? technologyComparePart(input) : technologyYearsPart(input)),
  technology: (input) => (input.frame.kind === 'compare' ? technologyComparePart(input) : technologyPart(input)),
  stack: stackFrame,
  work: workFrame,
  projects: projectsFrame,
  team: teamFrame,
  'career-history': careerHistoryFrame,
  gap: gapFrame,
  location: locationFrame,
  remote: remoteFrame,
  relocation: relocationFrame,
  availability: availabilityFrame,
  visa: visaFrame,
  salary: salaryFrame,
  education: educationFrame,
  'spoken-languages': spokenLanguagesFrame,
  industries: industriesFrame,
  contact: contactFrame,
  booking: bookingFrame,
  strengths: strengthsFrame,
  motivation: motivationFrame,
  'working-style': workingStyleFrame,
  cv: cvFrame,
  credentials: credentialsFrame,
};

/** The answer parts of a question's frames, in the question's order, each fact said once. */
export function frameParts({ frames, context }: { frames: readonly QuestionFrame[]; context: AnswerContext }): AnswerPart[] {
  const parts: AnswerPart[] = [];
  for (const frame of [...frames].sort((left, right) => left.start - right.start)) {
    // "Is it open source?": a yes the owner's own sentence backs comes before what the attribute would say.
    // "Was that full-time?": the job's own words about its hours answer before anything the attribute would say.
    const answer = jobHoursPart({ frame, context }) ?? statedYesPart({ frame, context }) ?? FRAME_ANSWERS[frame.attribute]({ frame, context });
    // "How many people use it?": the owner's sentence that holds the question's words, over the attribute's answer.
    const part = detailPart({ frame, context, answer }) ?? answer;
    if (part && part.text && !parts.some((other) => other.text === part.text)) parts.push(part);
  }
  return parts;
}
