import type { Attribute, Concept, ConceptHit } from '@/lib/lexicon';
import type { QuestionSubject } from '@/lib/retrieval/question-subjects';

/** The shape of the answer a frame wants: its first sentence carries it. */
export type FrameKind = 'open' | 'yes-no' | 'count' | 'compare';

/** What one clause asks, before subjects are carried over from elsewhere. */
export interface ClauseReading {
  attributes: Attribute[];
  kind: FrameKind;
  subjects: QuestionSubject[];
  /** The clause names something the profile is about: never an off-topic question. */
  aboutTheOwner: boolean;
  /** The clause asks about the world or the visitor's own task (the weather, "help me with my code"). */
  offTopic?: 'world' | 'task';
}

/**
 * Attributes a word names unmistakably: each found is asked ("remote, relocation and notice?" asks three). The
 * others (what one did, used, looked for) are read only when nothing unmistakable is asked.
 */
export const STRONG: readonly Attribute[] = [
  'salary', 'visa', 'relocation', 'remote', 'availability', 'education', 'spoken-languages', 'contact', 'booking', 'cv',
  'credentials', 'gap', 'strengths', 'working-style', 'team', 'projects', 'industries', 'location', 'role', 'stack',
];

/** Which subjects an attribute is asked of, most fitting first. */
export const SUBJECT_KINDS: Partial<Record<Attribute, readonly string[]>> = {
  'technology-years': ['skill', 'technology', 'skill-area'],
  technology: ['skill', 'technology', 'skill-area'],
  tenure: ['employer', 'project', 'career-break', 'domain', 'place'],
  credentials: ['skill', 'technology'],
  projects: ['project'],
  role: ['employer', 'project'],
  period: ['employer', 'project', 'career-break', 'school'],
  stack: ['project', 'employer', 'skill-area'],
  work: ['employer', 'project', 'career-break', 'organization'],
  team: ['employer', 'project'],
  location: ['place', 'employer', 'project'],
  remote: ['employer', 'project'],
  relocation: ['place'],
  education: ['school'],
  'spoken-languages': ['language', 'spoken-language'],
  industries: ['domain'],
  'career-history': ['employer', 'career-break'],
  motivation: ['employer'],
};

const ENTITY_KINDS = new Set(['employer', 'project', 'career-break']);
const TECHNOLOGY_KINDS = new Set(['skill', 'technology', 'skill-area']);

const first = (subjects: readonly QuestionSubject[], kinds: ReadonlySet<string>) => subjects.find((subject) => kinds.has(subject.kind));

/** The kind of answer: a count, a comparison of two named things, a yes/no question, or an open one. */
function kindOf({ hits, subjects, start, leading, carriesSubject, asks }: {
  hits: readonly ConceptHit[];
  subjects: readonly QuestionSubject[];
  start: number;
  leading: number;
  /** The clause ends with a question mark: it asks something, not only says it. */
  asks: boolean;
  /** The clause names nothing and speaks of what the conversation is about ("does it work offline?"). */
  carriesSubject: boolean;
}): FrameKind {
  // "So you work remotely?", "Und sprechen Sie…": a leading filler word does not open the question.
  const at = (concept: Concept, maxOffset: number) => hits.some((hit) => hit.concept === concept && hit.start - start - leading <= maxOffset && hit.start - start >= leading);
  if (hits.some((hit) => hit.concept === 'how-many')) return 'count';
  // Two things the profile holds, compared ("React or Vue", "Acme or Globex"); not two it knows nothing of.
  const comparable = subjects.filter((subject) => (ENTITY_KINDS.has(subject.kind) || subject.kind === 'skill' || subject.kind === 'language') && subject.kind !== 'career-break');
  if (comparable.length >= 2 && hits.some((hit) => hit.concept === 'compare')) return 'compare';
  // A question that opens with "do you", "¿has", "avez-vous", "hast du" and no question word is a yes/no one.
  // "Est-ce que…" opens a yes/no question: its "que" is part of the opener, not the question word "what".
  const inOpener = (hit: ConceptHit) => hits.some((opener) => opener.concept === 'yes-no-opener' && opener.end - opener.start > 1 && opener.start <= hit.start && hit.end <= opener.end);
  // "iOS ou Android ?": a word that is also "or", between two things named, joins them ("où" loses its accent).
  // A word of preferring ("plutôt AWS, Azure ou GCP ?") makes it a choice, not a question whether.
  const isAlternative = (hit: ConceptHit) => hits.some((other) => other.concept === 'requirement-alternative' && other.start === hit.start);
  const choosing = hits.some((hit) => hit.concept === 'compare' && !isAlternative(hit));
  const joinsNamed = (hit: ConceptHit) => !choosing && isAlternative(hit) && subjects.some((subject) => subject.end === hit.start) && subjects.some((subject) => subject.start === hit.end);
  const questionWord = hits.some((hit) => ['open-opener', 'how-long', 'how', 'where', 'when', 'which'].includes(hit.concept) && !inOpener(hit) && !joinsNamed(hit));
  // "Vous avez enseigné pendant combien de temps ?" opens like a yes/no question but asks how long.
  if (at('yes-no-opener', 1) && !questionWord) return 'yes-no';
  // "Remote or on-site?", "¿En remoto o presencial?": settings offered as alternatives, with no verb that asks
  // whether, are a choice, which neither yes nor no answers.
  const offered = new Set(hits.filter((hit) => (STRONG as readonly string[]).includes(hit.concept) || hit.concept === 'on-site').map((hit) => hit.concept));
  if (!questionWord && !at('yes-no-opener', 1) && subjects.length === 0 && offered.size >= 2 && hits.some((hit) => hit.concept === 'requirement-alternative')) return 'open';
  // "Docker experience?", "¿Kubernetes?", "so you work remotely?": no question word, so it asks whether.
  if (!questionWord && (subjects.length > 0 || hits.some((hit) => (STRONG as readonly string[]).includes(hit.concept)))) return 'yes-no';
  // "Funktioniert es auch offline?": a verb about the thing discussed, with no question word, asks whether.
  if (!questionWord && carriesSubject && hits.some((hit) => hit.concept === 'work')) return 'yes-no';
  // "Hatten Sie dort Rufbereitschaft?", "¿Estuvo en Lisboa?": a question with no question word at all asks whether.
  if (!questionWord && asks) return 'yes-no';
  return 'open';
}

/** How far after "how many" its years may stand ("how many years", "cuántos años de experiencia", "wie viele Jahre"). */
const YEARS_AFTER_COUNT = 1;

/**
 * A weak word of an unmistakable attribute ("write", "web", "expectations", "erreichen": words that commonly mean
 * something else too) names it only when the clause asks nothing else unmistakably and names no subject the
 * attribute is not asked of: "Do you write Kotlin?" asks about Kotlin, "how can I write to you?" how to reach the owner, "would you
 * move to Berlin?" still about moving.
 */
function withoutOutweighedWeakHits({ hits, subjects }: { hits: readonly ConceptHit[]; subjects: readonly QuestionSubject[] }): ConceptHit[] {
  const strong = STRONG as readonly string[];
  // "Based in Boston", "move to Berlin": a weak word of where is plain beside a place.
  const placed = (hit: ConceptHit) => subjects.some((subject) => subject.kind === 'place') && PLACE_ATTRIBUTES.has(hit.concept);
  const asked = new Set(hits.filter((hit) => strong.includes(hit.concept) && (!hit.weak || placed(hit))).map((hit) => hit.concept));
  // "Any company you wouldn't join?": ruling something out asks which kinds of work the owner declines.
  if (hits.some((hit) => hit.concept === 'exclusion') && !subjects.some((subject) => subject.kind !== 'place' && subject.kind !== 'domain')) asked.add('industries');
  // A subject the attribute is not asked of says what the clause is about instead ("write Kotlin").
  const elsewhere = (concept: string) => subjects.some((subject) => subject.kind !== 'place' && !(SUBJECT_KINDS[concept as Attribute] ?? []).includes(subject.kind));
  return hits.filter((hit) => !hit.weak || asked.has(hit.concept)
    || (strong.includes(hit.concept)
      ? !elsewhere(hit.concept) && ![...asked].some((concept) => concept !== hit.concept)
      // A weak word of another concept ("leave" a message, or a job) yields to any subject but a place, and to
      // any attribute asked plainly ("la nota del máster").
      : !subjects.some((subject) => subject.kind !== 'place') && asked.size === 0));
}

/** Expressions whose words mean something else alone: "nouveau poste" asks for a new job, not the title held. */
const WHOLE_EXPRESSIONS: ReadonlySet<string> = new Set(['job-search', 'employment-type']);

/** A word inside a longer expression of another concept is that expression's. */
function withoutContainedHits(hits: readonly ConceptHit[]): ConceptHit[] {
  const longer = (hit: ConceptHit, other: ConceptHit) => WHOLE_EXPRESSIONS.has(other.concept) && other.concept !== hit.concept && !other.weak && other.end - other.start > hit.end - hit.start && other.start <= hit.start && hit.end <= other.end;
  return hits.filter((hit) => !hits.some((other) => longer(hit, other)));
}

/** Attributes asked of a place. */
const PLACE_ATTRIBUTES: ReadonlySet<string> = new Set(['location', 'relocation', 'remote']);

/**
 * Reads one clause as subject × attribute: duration and count shapes first (a technology's years, a job's tenure,
 * the career), then the attributes named unmistakably, then what the named subject implies (a technology asks
 * whether and where, an employer what was done there), then the weaker cues.
 */
export function readClause({ hits: found, subjects, start, carried = [], focus = [], leading = 0, asks = false }: {
  hits: readonly ConceptHit[];
  subjects: readonly QuestionSubject[];
  start: number;
  /** Filler words the clause opens with ("so", "also", "entonces"). */
  leading?: number;
  /** What the conversation is about: decides "how many years?" when the clause names nothing. */
  carried?: readonly QuestionSubject[];
  /** The question is asked with a question mark: with no question word, it asks whether. */
  asks?: boolean;
  /** What the conversation is about when the question points at nothing: "for how long?" after a technology asks its years. */
  focus?: readonly QuestionSubject[];
}): ClauseReading {
  const hits = withoutOutweighedWeakHits({ hits: withoutContainedHits(found), subjects });
  const named = new Set(hits.map((hit) => hit.concept));
  const has = (concept: Concept) => named.has(concept);
  // The weather, a recipe, a regex to write: the world, not the owner.
  if (has('general-topic')) return { attributes: [], kind: 'open', subjects: [...subjects], aboutTheOwner: false, offTopic: 'world' };
  // "Help me with my code", "how do I…": the visitor's own task, unless something about the owner is asked too.
  if (has('visitor-task') && !STRONG.some((attribute) => attribute !== 'contact' && has(attribute))) return { attributes: [], kind: 'open', subjects: [...subjects], aboutTheOwner: false, offTopic: 'task' };
  const technology = first(subjects, TECHNOLOGY_KINDS) ?? (subjects.length === 0 ? first(carried, TECHNOLOGY_KINDS) : undefined);
  const entity = first(subjects, ENTITY_KINDS) ?? (subjects.length === 0 ? first(carried, ENTITY_KINDS) : undefined);
  const kind = kindOf({ hits, subjects, start, leading, carriesSubject: subjects.length === 0 && carried.length > 0, asks });
  // "A freelance contract", "une mission en freelance": a kind of contract offered, not a field of work.
  // A field's word inside a longer expression of something else is that expression's ("media jornada", "à l'écoute
  // du marché").
  const asksContract = has('employment-type') && !technology && !entity;
  const inExpression = (subject: QuestionSubject) => hits.some((hit) => hit.end - hit.start > 1 && !hit.weak && !hit.concept.startsWith('domain:') && hit.start <= subject.start && subject.end <= hit.end);
  const domain = subjects.find((subject) => subject.kind === 'domain' && !inExpression(subject) && !(asksContract && subject.domain === 'freelance'));
  const language = subjects.find((subject) => subject.kind === 'language' || subject.kind === 'spoken-language');
  const organization = subjects.find((subject) => subject.kind === 'organization');
  const attributes: Attribute[] = [];
  const add = (attribute: Attribute) => {
    if (!attributes.includes(attribute)) attributes.push(attribute);
  };

  // "how long", "how many years", "años con Vue", "years of experience"; not "what year" nor a start date.
  // "How many years", "cuántos años": the years are what is counted; "how many users a month" counts users.
  const countsYears = hits.some((count) => count.concept === 'how-many' && hits.some((hit) => hit.concept === 'years' && hit.start >= count.end && hit.start - count.end <= YEARS_AFTER_COUNT));
  const asksDuration = !has('availability') && !has('when')
    && (has('how-long') || (has('how-many') && countsYears) || (has('years') && (technology !== undefined || has('technology-years') || has('career-years')))
      // "How much experience with Kotlin?": the technology's time, not the career's.
      || (has('how-many') && has('career-years') && technology !== undefined)
      // "¿Cuánto duraste ahí?": how much, with a verb of lasting, asks how long.
      || (has('how-many') && has('tenure') && !has('team') && !has('people')));
  const comparedEntities = subjects.filter((subject) => ENTITY_KINDS.has(subject.kind));
  const comparedTechnologies = subjects.filter((subject) => TECHNOLOGY_KINDS.has(subject.kind));
  // What a named field, language or unknown company says first: "a betting company?", "your German level?", "at Spotify?".
  if (asksContract || (has('job-search') && !technology && !entity)) add('availability');
  if (domain && !asksDuration) add('industries');
  // "Is there a kind of company you would rule out?": the kinds of work the owner declines.
  if (has('exclusion') && !technology && !entity && (has('career-history') || has('industries') || has('work'))) add('industries');
  if (language && !technology) add('spoken-languages');
  if (organization && !technology && !domain) add('work');
  if (has('message')) add('booking');
  if (kind === 'compare' && comparedEntities.length >= 2) add('tenure');
  else if (kind === 'compare' && comparedTechnologies.length >= 2) add(has('years') || has('how-long') || has('technology-years') ? 'technology-years' : 'technology');
  else if (asksDuration) {
    if (domain) add('tenure');
    else if (technology ?? (subjects.length === 0 && carried.length === 0 && !entity ? first(focus, TECHNOLOGY_KINDS) : undefined)) add('technology-years');
    else if (entity) add('tenure');
    else if (subjects.some((subject) => subject.kind === 'school')) add('education');
    else if (has('career-years') || has('years')) add(has('now') || has('current-role') ? 'tenure' : 'career-years');
    else add('tenure');
  } else if (has('how-many')) {
    if (has('team') || has('people') || (has('company-size') && entity)) add('team');
    else if (has('projects')) add('projects');
    else if (has('spoken-languages')) add('spoken-languages');
    else if (has('career-history')) add('career-history');
    else if (has('career-years')) add('career-years');
  }

  // "your first job after university", "previous employers": the career, not the school.
  const asksCareerStop = (has('first') || has('last')) && has('career-history');
  // "And alongside that?": the jobs held at the same time, whatever job is named.
  if (asksCareerStop || has('overlap')) add('career-history');
  // "Which project has the most GitHub stars?": a word two attributes share ("github") goes with the one the
  // clause also names by a word of its own.
  const ownWord = (attribute: Attribute) => hits.some((hit) => hit.concept === attribute && !hits.some((other) => other !== hit && other.start === hit.start && other.concept !== attribute && (STRONG as readonly string[]).includes(other.concept)));
  const borrowed = (attribute: Attribute) => !ownWord(attribute) && STRONG.some((other) => other !== attribute && has(other) && ownWord(other));
  for (const attribute of STRONG) {
    if (!has(attribute) || borrowed(attribute)) continue;
    if ((attribute === 'stack' || attribute === 'role') && (domain || language)) continue;
    // The CV is asked for itself; "between 2018 and 2020 on your CV" asks about a gap.
    if (attribute === 'cv' && STRONG.some((other) => other !== 'cv' && has(other))) continue;
    if (attribute === 'education' && asksCareerStop) continue;
    // "A certified Scrum Master?": a certificate, whatever degree word its name holds.
    if (attribute === 'education' && has('credentials') && !subjects.some((subject) => subject.kind === 'school')) continue;
    // "What programming languages…" is a stack; "What languages do you speak?" spoken ones.
    const namesLanguage = subjects.some((subject) => subject.kind === 'language' || subject.kind === 'spoken-language');
    if (attribute === 'spoken-languages' && !namesLanguage && (technology || entity || (has('stack') && has('technology')))) continue;
    if (attribute === 'stack' && has('spoken-languages') && !technology && !has('technology') && !entity) continue;
    // "the team at X" is the team; "projects at X" what was built there.
    if (attribute === 'projects' && entity && entity.kind === 'employer') continue;
    // "How do you write code?" is how the owner works, not how to write to them.
    if (attribute === 'contact' && has('technology') && has('how')) continue;
    // "Where did you work before Acme?": the job before it, not where that one was.
    if (attribute === 'location' && has('previous') && entity?.kind === 'employer') continue;
    // "How strong are you with React?", "your level in Go": the technology, not the owner or the job title.
    if ((attribute === 'role' || attribute === 'identity' || attribute === 'strengths') && technology && !entity) continue;
    // "What kind of role are you looking for?": what the owner wants next, not the title held now.
    if (attribute === 'role' && has('motivation') && !entity) continue;
    if (attribute === 'location' && (attributes.includes('relocation') || attributes.includes('remote'))) continue;
    if (attribute === 'role' && (attributes.includes('tenure') || attributes.includes('technology-years') || has('salary'))) continue;
    if ((attribute === 'availability' || attribute === 'education') && asksDuration && (technology || entity)) continue;
    // "when were you at Reykjavik uni": a job the profile holds, not the school.
    if (attribute === 'education' && entity?.kind === 'employer' && !subjects.some((subject) => subject.kind === 'school')) continue;
    add(attribute);
  }

  if (attributes.length === 0) {
    // "Why did you leave Acme?": the reason, not the work done there.
    if (entity?.kind === 'employer' && has('leaving') && (has('motivation') || kind === 'open')) add('motivation');
    // "When did you launch <project>?": its dates, whatever the verb.
    else if (entity && has('when') && !has('availability')) add('period');
    // "What did you achieve in web performance at Acme?": the work there, about that technology.
    else if (entity && has('work')) add('work');
    // "What is the Orbit design system?": the project named, not the practice its name contains.
    else if (entity?.kind === 'project' && kind === 'open') add('projects');
    else if (technology) add(has('stack') && entity ? 'stack' : 'technology');
    else if (subjects.some((subject) => subject.kind === 'domain')) add('industries');
    else if (subjects.some((subject) => subject.kind === 'language' || subject.kind === 'spoken-language')) add('spoken-languages');
    else if (subjects.some((subject) => subject.kind === 'school')) add('education');
    else if (entity) add(has('when') || has('period') || has('years') ? 'period' : has('where') && !has('previous') ? 'location' : 'work');
    else if (subjects.some((subject) => subject.kind === 'place')) add('location');
  }
  if (attributes.length === 0) {
    if (has('where') && has('technology') && technology) add('technology');
    else if (has('where') && (has('now') || has('work') || has('current-role'))) add('current-role');
    else if (has('where') && (has('career-history') || has('previous'))) add('career-history');
    else if (has('where')) add('location');
    else if (has('first') && (has('career-history') || has('work'))) add('career-history');
    // "When did you finish it?": the dates of what the conversation is about.
    else if (has('when')) add('period');
    else if (has('overlap')) add('career-history');
    else if (has('career-history')) add('career-history');
    else if (has('current-role') || (has('now') && (has('work') || has('role')))) add('current-role');
    else if (has('how') && has('you') && (has('work') || has('technology'))) add('working-style');
    else if (has('identity')) add('identity');
    else if (has('motivation')) add('motivation');
    else if (has('technology') || has('stack')) add('stack');
    else if (has('career-years')) add('career-history');
    else if (has('work') && has('you') && kind === 'open') add('identity');
  }
  const aboutTheOwner = attributes.length > 0 || subjects.length > 0;
  return { attributes, kind, subjects: [...subjects], aboutTheOwner };
}
