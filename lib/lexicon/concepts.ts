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
  /** Working full hours: "full-time", "jornada completa", "temps plein", "Vollzeit". */
  'full-time',
  /** Working reduced hours: "part-time", "media jornada", "temps partiel", "Teilzeit". */
  'part-time',
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
  /** Remote with no office days at all ("fully remote", "100 % remoto", "full remote", "komplett remote"). */
  'fully-remote',
  /** A notice period, which profiles rarely state. */
  'notice',
  /** Hours or the kind of contract (part-time, fixed-term, a contract role), which profiles rarely state. */
  'employment-type',
  /** Looking for a new job at all ("on the market", "Jobsuche"): the profile's availability says yes. */
  'job-search',
  /** Nationality or citizenship, which profiles rarely state: a visa question that asks who the owner is, not what they need. */
  'citizenship',
  /** Grades and honours of a degree, which profiles rarely state. */
  'grade',
  /** How many people a whole company employs, not the owner's team. */
  'company-size',
  /** Leaving a job: why or when the owner left it. */
  'leaving',
  /** Right away, or within the coming month: a start asked of now. */
  'immediately',
  /** Ruling something out: what the owner would not take or do. */
  'exclusion',
  /** A thesis or dissertation: what a degree's research was about. */
  'thesis',
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


/**
 * How job postings are built and how they word a requirement: section headings, boilerplate, how optional or
 * required something is, and the small words that group what a requirement names. The fit check reads postings
 * with these.
 */
export const POSTING_CUES = [
  /** Headings of what the candidate must bring: "Requirements", "Your profile", "What you bring". */
  'posting-requirements',
  /** Headings of what is only welcome: "Nice to have", "Bonus points". */
  'posting-nice-to-have',
  /** Headings of the work itself: "Responsibilities", "What you'll do", "Your mission". */
  'posting-responsibilities',
  /** Headings of the tools used: "Tech stack". */
  'posting-stack',
  /** Headings of where and how the work happens: "Location", "Work model". */
  'posting-conditions',
  /** What the employer gives: salary, holidays, insurance, perks. */
  'posting-benefits',
  /** The company presenting itself: "About us", "Who we are". */
  'posting-company',
  /** Equal-opportunity, diversity and non-discrimination statements. */
  'posting-equal-opportunity',
  /** Notices about what happens to an applicant's personal data. */
  'posting-privacy',
  /** The employer speaking of itself: "we", "our", "nuestro", "unser". */
  'posting-employer',
  /** How to apply and how hiring goes: "send your CV", "interview process". */
  'posting-apply',
  /** Words that make a requirement welcome rather than required: "a plus", "ideally", "von Vorteil". */
  'requirement-optional',
  /** Words that say something is not required: "not a must", "no es imprescindible", "kein Muss". */
  'requirement-not-required',
  /** Words that say something is required: "required", "imprescindible", "indispensable", "Voraussetzung". */
  'requirement-required',
  /** Words that make a sentence a statement about what the candidate brings: "experience", "knowledge", "years". */
  'requirement-candidate',
  /** Words that address the candidate: "you", "your", "tú", "vous", "Sie". */
  'requirement-addressee',
  /** A credential a person holds: a certification, a licence, a clearance. */
  'requirement-credential',
  /** What is certified when it is not the person: a product, a project, a system ("taking a product through certification"). */
  'requirement-certified-thing',
  /** Words that open examples: "e.g.", "such as", "por ejemplo", "z. B.". */
  'requirement-example',
  /** Words after which what is named is part of a larger figure: "including", "dont", "davon". */
  'requirement-subset',
  /** Words that join alternatives: "or", "o", "ou", "oder". */
  'requirement-alternative',
  /** Words that join the items of a list: "and", "with", "y", "und". */
  'requirement-joiner',
  /** Words that open a second clause inside a sentence: "although", "aunque", "mais", "aber". */
  'requirement-clause-break',
  /** Words that make the field beside them the people worked with, not a skill asked: "backend teams", "equipos de datos". */
  'requirement-collaborator',
  /** Verbs of leading people: with a team word a few words after them ("led a small team", "encadré une équipe"), leadership. */
  'requirement-leads',
  /** Verbs of helping people grow, said of people a few words on ("accompagné des ingénieurs juniors", "Entwickler eingearbeitet"). */
  'requirement-mentors',
  /** Words that open the reason for a requirement, not a further ask: "because", "ya que", "car", "weil". */
  'requirement-reason',
  /** Words that open what a requirement is for: "for", "para", "pour", "für" ("German C1 for our customers"). */
  'requirement-purpose',
  /** Words that name what a practice is done with or what a thing serves as: "with", "using", "con", "sous", "als". */
  'requirement-means',
  /** Words that ask for a past role itself: "background as", "experiencia como", "Erfahrung als" (a nurse, a physician). */
  'requirement-role-background',
  /** Words that open a requirement with the role hired, said to the candidate: "As Principal Engineer you…", "Als Lead bist du…". */
  'requirement-role',
] as const;

export type PostingCue = (typeof POSTING_CUES)[number];

export type Concept = Attribute | Shape | Reference | `domain:${Domain}` | PostingCue;

export const CONCEPTS: readonly Concept[] = [...ATTRIBUTES, ...SHAPES, ...REFERENCES, ...DOMAINS.map((domain) => `domain:${domain}` as const), ...POSTING_CUES];

export { DOMAINS, type Domain };
