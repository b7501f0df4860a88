import { DOMAINS, type Domain } from '@/lib/contracts';

/*
 * The closed set of concepts the product reads questions and postings with. Each concept is spelled once per
 * language in lib/lexicon/terms (words, stems and two-word expressions, never whole questions); everything
 * about a person comes from the profile.
 */

/**
 * What a question asks about a subject (an employer, a project, a technology, a school, a place, a language, or
 * the owner): one answer part each.
 */
export const ATTRIBUTES = [
  /** Who the owner is and what they do for a living. */
  'identity',
  /** Where the owner works now. */
  'current-role',
  /** The title held somewhere. */
  'role',
  /** When something was: a job's dates, a degree's year. */
  'period',
  /** How long the owner was (or has been) somewhere. */
  'tenure',
  /** The whole career's length. */
  'career-years',
  /** How long the owner has worked with a technology. */
  'technology-years',
  /** Whether and where the owner used a technology. */
  'technology',
  /** What something was built with. */
  'stack',
  /** What the owner did somewhere: the work itself. */
  'work',
  /** The portfolio projects. */
  'projects',
  /** Team size, leading people, mentoring, management. */
  'team',
  /** The jobs in order: first, previous, next, all of them. */
  'career-history',
  /** Gaps and explained breaks in the career. */
  'gap',
  /** Where the owner lives, the time zone. */
  'location',
  /** Remote, hybrid or on-site work. */
  'remote',
  /** Moving for a role. */
  'relocation',
  /** When the owner can start, notice, whether they are looking. */
  'availability',
  /** Visas, work permits, citizenship. */
  'visa',
  /** Pay: declined with the contact address. */
  'salary',
  /** Degrees, schools, graduation. */
  'education',
  /** Spoken languages and levels. */
  'spoken-languages',
  /** Industries worked in or declined. */
  'industries',
  /** How to reach the owner. */
  'contact',
  /** Booking a call or leaving a message. */
  'booking',
  /** Why hire the owner: strengths. */
  'strengths',
  /** What the owner looks for, and why. */
  'motivation',
  /** How the owner works. */
  'working-style',
  /** The CV. */
  'cv',
  /** Certifications, licences, clearances. */
  'credentials',
] as const;

export type Attribute = (typeof ATTRIBUTES)[number];

/** Words that shape a question rather than name what it asks about. */
export const SHAPES = [
  /** "how long", "since when". */
  'how-long',
  /** "how many", "how much". */
  'how-many',
  /** Units of time ("years", "months"): with a count, a duration. */
  'years',
  /** "when", "what year". */
  'when',
  /** "where". */
  'where',
  /** "which", "what kind of". */
  'which',
  /** Comparing: "or", "better", "longer", "more". */
  'compare',
  /** Now, currently: the present. */
  'now',
  /** First, earliest. */
  'first',
  /** Last, most recent. */
  'last',
  /** Negation: "not", "never". */
  'negation',
  /** The words that open a yes/no question ("do you", "¿tienes", "avez-vous", "hast du"). */
  'yes-no-opener',
  /** Words that open an open question ("what", "why", "tell me"). */
  'open-opener',
  /** The owner addressed ("you", "tú", "vous", "Sie"): a question about the person. */
  'you',
  /** Working at an office rather than remotely ("on site", "presencial", "vor Ort"): which way a remote question leans. */
  'on-site',
  /** A notice period, which profiles rarely state. */
  'notice',
  /** Native or mother tongue. */
  'native',
  /** People as a count ("4 engineers", "20 personas"): what sizes a team. */
  'people',
  /** Topics that are about the world, not the owner (the weather, a recipe, sports results): off-topic. */
  'general-topic',
  /** The visitor's own task ("help me with my code", "how do I…"): off-topic unless something about the owner is asked too. */
  'visitor-task',
  /** Jobs held at the same time. */
  'overlap',
  /** "how" (the manner of something). */
  'how',
  /** Words that join two asks ("and", "y", "et", "und"): where a question may ask another thing. */
  'joining',
  /** Words a question may open with without asking anything ("so", "entonces", "alors", "also"). */
  'filler',
  /** The visitor speaking for themselves ("can I", "could we", "¿puedo", "puis-je", "kann ich"): a request of theirs. */
  'visitor-self',
  /** A message or note left for someone, rather than a call. */
  'message',
  /** Mentoring or coaching people (a count of them, in a team question). */
  'mentoring',
  /** Degree levels, checked against the profile's own degree texts. */
  'degree-bachelor',
  'degree-master',
  'degree-doctorate',
] as const;

export type Shape = (typeof SHAPES)[number];

/** How a question refers back to the conversation. */
export const REFERENCES = [
  /** "before that": the stop before. */
  'previous',
  /** "after that": the stop after. */
  'next',
  /** "tell me more". */
  'more',
  /** "there", "that company": what was just discussed. */
  'same-topic',
] as const;

export type Reference = (typeof REFERENCES)[number];


export type Concept = Attribute | Shape | Reference | `domain:${Domain}`;

export const CONCEPTS: readonly Concept[] = [...ATTRIBUTES, ...SHAPES, ...REFERENCES, ...DOMAINS.map((domain) => `domain:${domain}` as const)];

export { DOMAINS, type Domain };
