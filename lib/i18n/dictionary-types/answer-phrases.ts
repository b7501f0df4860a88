/** The offline engine's own connecting phrases; every fact they wrap comes from the profile. */
export interface OfflineCopy {
  /** Said first when a question names something the profile never mentions. */
  noRecord: (options: { items: string }) => string;
  employersLead: string;
  relatedSkillsLead: string;
  allSkillsLead: string;
  /** For an unknown thing with nothing related in the profile. */
  askByEmail: (options: { email: string }) => string;
  /** Quotes a fact the profile only has in English, saying so. */
  englishOnly: (options: { text: string }) => string;
  /** End of a current role's year range. */
  present: string;
  /** Short replies to small talk that carries no question, each inviting one. */
  smallTalk: { greeting: string; thanks: string; farewell: string };
}

/** The sentences that lead an offline answer with the fact asked for; every value comes from the profile. */
export interface AnswerPhrases {
  tenurePast: (options: { company: string; duration: string; period: string }) => string;
  tenureCurrent: (options: { company: string; duration: string; since: string }) => string;
  roleAt: (options: { company: string; role: string; period: string; current: boolean }) => string;
  currentJob: (options: { company: string; role: string; since: string }) => string;
  previousJob: (options: { anchor: string; company: string; role: string; period: string }) => string;
  nextJob: (options: { anchor: string; company: string; role: string; period: string }) => string;
  /** "before that" asked about the earliest job in the profile. */
  earliestJob: (options: { company: string }) => string;
  /** "after that" asked about the current job. */
  latestJob: (options: { company: string }) => string;
  startFrom: (options: { from: string }) => string;
  availableNow: string;
  relocationUnknown: string;
  onSiteElsewhere: (options: { place: string; city: string }) => string;
  skillYes: (options: { skill: string; area: string }) => string;
  usedAt: (options: { places: string }) => string;
  /** A technology the owner used without listing it among their skill groups. */
  skillUsed: (options: { skill: string; places: string }) => string;
  jobPlace: (options: { company: string; location: string }) => string;
  /** The roles and conditions in the owner's words, after the start date. */
  lookingFor: (options: { roles: string; conditions: string }) => string;
  /** `places`: the employers where the skill was used; `projects`: the owner's projects with it, or empty. */
  skillStrength: (options: { skill: string; duration: string; places: string; projects: string }) => string;
  speaksYes: (options: { language: string; level: string }) => string;
  speaksNo: (options: { language: string; languages: string }) => string;
  /** A language the owner speaks below a working level, asked as one to work in. */
  speaksNotForWork: (options: { language: string; level: string }) => string;
  /** One of the owner's languages and its level, asked openly ("your French level?"). */
  languageLevel: (options: { language: string; level: string }) => string;
  nativeLanguage: (options: { languages: string }) => string;
  pitchLead: (options: { name: string; headline: string; years: string; role: string; company: string }) => string;
  forExample: string;
  /** Opens the answer to a yes/no question the profile answers yes to. */
  yes: string;
  careerLead: string;
  /** Salary asked with no salary topic in the profile: declined all the same, with the way to talk about it. */
  salaryFallback: (options: { email: string }) => string;
  /** A question in a language the product does not answer in. */
  unsupportedLanguage: (options: { languages: string }) => string;
  /** Among the projects just listed, the one with the most of something. */
  mostOf: (options: { name: string }) => string;
  /** "Tell me more" when the profile has nothing beyond what was said. */
  nothingMore: (options: { topic: string }) => string;
}

/** Follow-up questions by topic; names come from the profile. */
export interface FollowUpQuestions {
  howLongAt: (company: string) => string;
  before: (company: string) => string;
  after: (company: string) => string;
  stackAt: (company: string) => string;
  builtWith: (project: string) => string;
  tellMeMoreAbout: (name: string) => string;
  whereUsed: (skill: string) => string;
  howStrong: (skill: string) => string;
  currentJob: string;
  projects: string;
  remote: string;
  startDate: string;
  contact: string;
  relocation: string;
  nativeLanguage: string;
  strengths: string;
  workingStyle: string;
}
