import type { Domain } from '@/lib/contracts';

/**
 * The offline engine's sentences for an answer read from a question frame (subject × attribute). Every value
 * comes from the profile or is computed from it; `what` fillers name what the profile does not say.
 */
export interface FrameCopy {
  /** Opens the answer to a yes/no question the profile answers no to (the "yes" lead is `answers.yes`). */
  no: string;
  /** Opens the answer to a yes/no question whose honest answer depends. */
  depends: string;
  technologyYears: (options: { technology: string; duration: string; places: string }) => string;
  /** How long the owner worked in one of the profile's skill areas, named by its title (no article to agree with). */
  areaYears: (options: { area: string; duration: string; places: string }) => string;
  /** One job in a list of where a technology was used: the company and its period. */
  jobWithPeriod: (options: { company: string; period: string }) => string;
  /** A technology the profile lists or shows only in undated projects: where, but not how long. */
  technologyWithoutDates: (options: { technology: string; where: string }) => string;
  technologyUsed: (options: { technology: string; places: string }) => string;
  technologyListed: (options: { technology: string; area: string }) => string;
  noRecord: (options: { subject: string }) => string;
  /** A degree level as `noRecord` names it ("a doctorate (PhD)", "de doctorat"). */
  degrees: { bachelor: string; master: string; doctorate: string };
  notSaid: (options: { what: string }) => string;
  /** A detail asked of a subject (a figure, a date) that none of its texts holds. */
  detailNotSaid: (options: { subject: string }) => string;
  what: {
    teamSizeAt: (company: string) => string;
    teamSize: string;
    visa: string;
    notice: string;
    /** Part-time, freelance or fixed-term work. */
    employmentType: string;
    credential: (name: string) => string;
    anyCredential: string;
    relocateTo: (place: string) => string;
    subjectDetail: (subject: string) => string;
    nationality: string;
    /** Grades or honours of a degree, named by the visitor's own word for them. */
    grade: (word: string) => string;
    whyLeft: (company: string) => string;
    /** How many people a whole company employs. */
    companySize: (company: string) => string;
    /** When an undated project was built. */
    projectDates: (project: string) => string;
  };
  industryYes: (options: { industry: string; places: string }) => string;
  industryNo: (options: { industry: string }) => string;
  /** Every field the owner's jobs were in, each with its employers. */
  fieldsWorkedIn: (options: { fields: string }) => string;
  /** How long the owner worked in a field, from the jobs in it. */
  domainYears: (options: { industry: string; duration: string; places: string }) => string;
  /** Each field of work, named as the industry sentences use it (with its article where the language needs one). */
  fields: Readonly<Record<Domain, string>>;
  /** Jobs held at the same time. */
  overlapping: (options: { jobs: string }) => string;
  placeYes: (options: { place: string; places: string }) => string;
  placeNo: (options: { place: string }) => string;
  noEmployer: (options: { company: string }) => string;
  mentoredCount: (options: { count: number }) => string;
  startBy: (options: { asked: string; from: string }) => string;
  degreeNo: (options: { degree: string }) => string;
  firstJob: (options: { company: string; role: string; period: string }) => string;
  projectCount: (options: { count: number; names: string }) => string;
  employerCount: (options: { count: number; names: string }) => string;
  languageCount: (options: { count: number; languages: string }) => string;
  longerAt: (options: { longer: string; longerDuration: string; shorter: string; shorterDuration: string }) => string;
  longerWith: (options: { longer: string; longerDuration: string; shorter: string; shorterDuration: string }) => string;
  sameLength: (options: { first: string; second: string; duration: string }) => string;
  /** Leads the owner's own highlights, shown as a list after it. */
  highlightsLead: string;
  /** A job's own team line: the figures the owner wrote. */
  teamAt: (options: { company: string; text: string }) => string;
  /** When no frame is confident: the answer is the closest the profile comes, said as such. */
  closest: (options: { subject: string }) => string;
}
