import { parseProfile, type ProfileInput } from '@/lib/knowledge';

/*
 * Your profile: the one file the chat, the portfolio page and the evals read. Written by
 * `npm run profile:new`. Replace every TODO (npm run knowledge:check lists the ones left), then run
 * `npm run knowledge:check`, `npm run ask -- "your question"` and `npm run eval`.
 *
 * Rules of thumb:
 * - `locales` are the languages your site exists in, the first the default. Every visitor-facing text
 *   is { en, es, fr, de }: keep the locales you list and delete the others (they are never shown).
 *   Write in the first person ("I built…"). German addresses visitors with "Sie"; Spanish with "tú";
 *   French with "vous".
 * - Dates are the first of a month, in UTC: new Date('2024-03-01T00:00:00Z'). Durations and totals
 *   are computed from them; never write "5 years" by hand.
 * - `keywords` (optional everywhere) are the words a visitor might use for a section that its text
 *   does not already contain: synonyms, abbreviations, translations. Fill all your locales or none.
 * - Ids and slugs are lowercase words joined by hyphens; they become page anchors (#experience-<id>).
 */
const profileInput: ProfileInput = {
  // Shows "sample profile: fictional person" in the footer. Set to false for a real person.
  isSample: false,
  // One to four of 'en', 'es', 'fr', 'de', the first the default: only these pages, CVs and chats exist.
  locales: ['en', 'es', 'fr', 'de'],
  person: {
    name: 'TODO Your Name',
    firstName: 'TODO',
    // Used by the prompts; also sets how es/fr/de wording agrees with you (she → feminine, he → masculine, else neutral).
    pronouns: 'they/them',
    // Optional: 'feminine' | 'masculine' | 'neutral', only when it should differ from what the pronouns suggest:
    // it wins over them (knowledge:check warns). Delete the line when you change the pronouns.
    grammaticalGender: 'neutral',
    headline: { en: 'TODO: your headline', es: 'TODO: tu titular', fr: 'TODO : votre titre', de: 'TODO: Ihre Überschrift' },
    location: {
      city: 'TODO City',
      // Optional: the city's name where a locale spells it differently (delete the locales that use `city`).
      cityNames: { en: 'TODO City', es: 'TODO City', fr: 'TODO City', de: 'TODO City' },
      country: { en: 'TODO Country', es: 'TODO País', fr: 'TODO Pays', de: 'TODO Land' },
      // A display label, e.g. "CET" or "US Eastern".
      timezone: 'TODO',
      keywords: { en: [], es: [], fr: [], de: [] },
    },
    workMode: {
      en: 'TODO: how you work (remote, hybrid, time zones).',
      es: 'TODO: cómo trabajas.',
      fr: 'TODO : comment vous travaillez.',
      de: 'TODO: wie Sie arbeiten.',
    },
    introduction: {
      en: 'TODO: a paragraph in your own voice: who you are, what you do, what you care about.',
      es: 'TODO: un párrafo con tu propia voz.',
      fr: 'TODO : un paragraphe avec votre voix.',
      de: 'TODO: ein Absatz in Ihrer eigenen Stimme.',
    },
    // Optional: a square portrait (at least 256 px) in public/; remove the line to show your initials.
    photo: '/photo.jpg',
    keywords: { en: [], es: [], fr: [], de: [] },
  },
  languages: [
    {
      id: 'english',
      name: { en: 'English', es: 'Inglés', fr: 'Anglais', de: 'Englisch' },
      level: { en: 'TODO: level', es: 'TODO: nivel', fr: 'TODO : niveau', de: 'TODO: Niveau' },
      // True for a native language ("what is your mother tongue?").
      native: false,
      keywords: { en: [], es: [], fr: [], de: [] },
    },
  ],
  education: [
    {
      id: 'todo-degree',
      degree: { en: 'TODO: degree', es: 'TODO: título', fr: 'TODO : diplôme', de: 'TODO: Abschluss' },
      institution: 'TODO Institution',
      year: 2015,
      keywords: { en: [], es: [], fr: [], de: [] },
    },
  ],
  experience: [
    {
      // Newest first. `end: null` marks your current job.
      id: 'todo-company',
      company: 'TODO Company',
      role: { en: 'TODO: role', es: 'TODO: puesto', fr: 'TODO : poste', de: 'TODO: Rolle' },
      start: new Date('2022-01-01T00:00:00Z'),
      end: null,
      location: { en: 'TODO: city or remote', es: 'TODO: ciudad o en remoto', fr: 'TODO : ville ou à distance', de: 'TODO: Stadt oder remote' },
      summary: {
        en: 'TODO: one or two sentences on the job.',
        es: 'TODO: una o dos frases sobre el puesto.',
        fr: 'TODO : une ou deux phrases sur le poste.',
        de: 'TODO: ein oder zwei Sätze zur Stelle.',
      },
      // One fact each, with numbers where you have them.
      highlights: [
        {
          en: 'TODO: an achievement, measured.',
          es: 'TODO: un logro, medido.',
          fr: 'TODO : une réussite, mesurée.',
          de: 'TODO: ein Erfolg, gemessen.',
        },
      ],
      stack: ['TODO'],
      keywords: { en: [], es: [], fr: [], de: [] },
    },
  ],
  // Optional: stretches between jobs you want to explain (delete the example if you have none).
  // Unexplained gaps of three months or more are stated plainly.
  careerBreaks: [
    {
      id: 'todo-break',
      start: new Date('2020-01-01T00:00:00Z'),
      end: new Date('2020-12-01T00:00:00Z'),
      description: {
        en: 'TODO: what you did (studies, leave, a sabbatical).',
        es: 'TODO: qué hiciste (estudios, permiso, año sabático).',
        fr: 'TODO : ce que vous avez fait (études, congé, année sabbatique).',
        de: 'TODO: was Sie gemacht haben (Studium, Elternzeit, Sabbatical).',
      },
      keywords: { en: [], es: [], fr: [], de: [] },
    },
  ],
  skills: {
    groups: [
      {
        // The first group answers "what is your tech stack?" first.
        id: 'todo-skills',
        title: { en: 'TODO: area', es: 'TODO: área', fr: 'TODO : domaine', de: 'TODO: Bereich' },
        skills: ['TODO'],
        keywords: { en: [], es: [], fr: [], de: [] },
      },
    ],
    // What you do not do: the assistant says so plainly instead of guessing.
    notOffered: [
      {
        skill: 'TODO',
        note: {
          en: 'TODO: I don’t do …; my work is …',
          es: 'TODO: No hago …; mi trabajo es …',
          fr: 'TODO : Je ne fais pas … ; mon travail porte sur …',
          de: 'TODO: … mache ich nicht; meine Arbeit ist …',
        },
        keywords: { en: [], es: [], fr: [], de: [] },
      },
    ],
  },
  projects: [
    {
      slug: 'todo-project',
      name: 'TODO Project',
      summary: {
        en: 'TODO: what it is, who uses it, with what.',
        es: 'TODO: qué es, quién lo usa y con qué.',
        fr: 'TODO : ce que c’est, qui l’utilise et avec quoi.',
        de: 'TODO: was es ist, wer es nutzt und womit.',
      },
      highlights: [
        {
          en: 'TODO: a result, measured (users, stars, speed).',
          es: 'TODO: un resultado, medido.',
          fr: 'TODO : un résultat, mesuré.',
          de: 'TODO: ein Ergebnis, gemessen.',
        },
      ],
      stack: ['TODO'],
      // Optional: the experience id it was built at.
      employerId: 'todo-company',
      // Optional: where the project can be seen live, and its source code (https).
      url: 'https://todo.example.com',
      repository: 'https://todo.example.com/source',
      // Optional: true for the project that is this chat assistant.
      thisAssistant: false,
      keywords: { en: [], es: [], fr: [], de: [] },
    },
  ],
  workingStyle: {
    items: [{ en: 'TODO: how you work with others.', es: 'TODO: cómo trabajas con otros.', fr: 'TODO : comment vous travaillez avec les autres.', de: 'TODO: wie Sie mit anderen arbeiten.' }],
    keywords: { en: [], es: [], fr: [], de: [] },
  },
  mindset: {
    items: [{ en: 'TODO: a principle you hold.', es: 'TODO: un principio.', fr: 'TODO : un principe.', de: 'TODO: ein Prinzip.' }],
    keywords: { en: [], es: [], fr: [], de: [] },
  },
  strengths: {
    items: [{ en: 'TODO: a strength', es: 'TODO: una fortaleza', fr: 'TODO : une force', de: 'TODO: eine Stärke' }],
    // Optional: how many engineers you have mentored over your career.
    engineersMentoredInCareer: 0,
    keywords: { en: [], es: [], fr: [], de: [] },
  },
  availability: {
    roles: { en: 'TODO: the roles you want', es: 'TODO: los puestos que buscas', fr: 'TODO : les postes recherchés', de: 'TODO: die gesuchten Rollen' },
    // The first of the month you can start.
    from: new Date('2027-01-01T00:00:00Z'),
    conditions: { en: 'TODO: remote, location, time zones', es: 'TODO: remoto, ubicación, husos horarios', fr: 'TODO : télétravail, lieu, fuseaux horaires', de: 'TODO: remote, Ort, Zeitzonen' },
    notInterestedIn: {
      en: 'TODO: what you are not interested in.',
      es: 'TODO: lo que no te interesa.',
      fr: 'TODO : ce qui ne vous intéresse pas.',
      de: 'TODO: was Sie nicht interessiert.',
    },
    // Optional: 'only' | 'preferred' | 'open' | 'no' (remote work), and 'yes' | 'no' | 'depends' (relocation).
    remote: 'open',
    relocation: 'depends',
    keywords: { en: [], es: [], fr: [], de: [] },
    // Kinds of companies or work you decline, so "would you work for …?" finds the answer.
    exclusionKeywords: { en: [], es: [], fr: [], de: [] },
  },
  contact: {
    email: 'you@example.com',
    note: {
      en: 'TODO: the best way to reach you.',
      es: 'TODO: la mejor forma de contactarte.',
      fr: 'TODO : le meilleur moyen de vous joindre.',
      de: 'TODO: wie man Sie am besten erreicht.',
    },
    // Optional: your profiles elsewhere (https), shown on the page and the CV and offered by the chat.
    links: {
      github: 'https://todo.example.com/github',
      linkedin: 'https://todo.example.com/linkedin',
      website: 'https://todo.example.com',
    },
    keywords: { en: [], es: [], fr: [], de: [] },
  },
  // Topics the assistant declines politely. `kind` adds generic cues in every language.
  boundaries: [
    {
      id: 'salary',
      kind: 'salary',
      topic: { en: 'Salary expectations', es: 'Expectativas salariales', fr: 'Prétentions salariales', de: 'Gehaltsvorstellungen' },
      reply: {
        en: 'TODO: I don’t discuss salary in this chat; email me at you@example.com.',
        es: 'TODO: No hablo de salario en este chat; escríbeme a you@example.com.',
        fr: 'TODO : Je ne parle pas de salaire dans ce chat ; écrivez-moi à you@example.com.',
        de: 'TODO: Über Gehalt spreche ich in diesem Chat nicht; schreiben Sie mir an you@example.com.',
      },
      keywords: { en: [], es: [], fr: [], de: [] },
    },
    {
      id: 'private-life',
      kind: 'private-life',
      topic: { en: 'Private life', es: 'Vida privada', fr: 'Vie privée', de: 'Privatleben' },
      reply: {
        en: 'TODO: I keep my private life out of this chat.',
        es: 'TODO: Mi vida privada queda fuera de este chat.',
        fr: 'TODO : Ma vie privée reste en dehors de ce chat.',
        de: 'TODO: Mein Privatleben bleibt aus diesem Chat heraus.',
      },
      keywords: { en: [], es: [], fr: [], de: [] },
    },
  ],
  // Canonical answers: when a pattern matches, this answer is given as is. Patterns are regular
  // expressions over the question in lower case without accents. An FAQ with keywords is also indexed as a fact.
  faq: [
    {
      id: 'who-are-you',
      question: { en: 'Who are you?', es: '¿Quién eres?', fr: 'Qui êtes-vous ?', de: 'Wer sind Sie?' },
      patterns: {
        en: ['\\bwho are you\\b'],
        es: ['\\bquien eres\\b'],
        fr: ['\\bqui etes[- ]vous\\b'],
        de: ['\\bwer sind sie\\b'],
      },
      // Optional keywords: the answer becomes a fact of its own, for answers no other section holds.
      keywords: { en: [], es: [], fr: [], de: [] },
      answer: {
        en: 'TODO: your introduction.',
        es: 'TODO: tu presentación.',
        fr: 'TODO : votre présentation.',
        de: 'TODO: Ihre Vorstellung.',
      },
    },
  ],
  blog: {
    topics: [{ en: 'TODO: a topic', es: 'TODO: un tema', fr: 'TODO : un sujet', de: 'TODO: ein Thema' }],
    notIndexedReply: {
      en: 'TODO: I can’t discuss individual posts here; I write about …',
      es: 'TODO: Aquí no puedo comentar entradas concretas; escribo sobre …',
      fr: 'TODO : Je ne peux pas parler d’articles précis ici ; j’écris sur …',
      de: 'TODO: Einzelne Artikel kann ich hier nicht besprechen; ich schreibe über …',
    },
    keywords: { en: [], es: [], fr: [], de: [] },
  },
  // Shown on an empty chat.
  suggestedQuestions: [{ en: 'Who are you?', es: '¿Quién eres?', fr: 'Qui êtes-vous ?', de: 'Wer sind Sie?' }],
  assistant: {
    disclosure: {
      en: 'TODO: I’m an AI assistant answering from TODO’s profile, not TODO typing live.',
      es: 'TODO: Soy un asistente de IA que responde a partir del perfil de TODO.',
      fr: 'TODO : Je suis un assistant IA qui répond à partir du profil de TODO.',
      de: 'TODO: Ich bin ein KI-Assistent, der aus dem Profil von TODO antwortet.',
    },
    unknown: {
      en: 'TODO: My profile doesn’t cover that. Email me at you@example.com.',
      es: 'TODO: Mi perfil no cubre eso. Escríbeme a you@example.com.',
      fr: 'TODO : Mon profil ne couvre pas ce point. Écrivez-moi à you@example.com.',
      de: 'TODO: Dazu steht nichts in meinem Profil. Schreiben Sie mir an you@example.com.',
    },
    offTopic: {
      en: 'TODO: I only answer questions about my work here.',
      es: 'TODO: Aquí solo respondo preguntas sobre mi trabajo.',
      fr: 'TODO : Ici, je réponds seulement aux questions sur mon travail.',
      de: 'TODO: Hier beantworte ich nur Fragen zu meiner Arbeit.',
    },
  },
  // Optional: when visitors may book a short intro call (times in your IANA zone). Delete it to offer messages only.
  scheduling: {
    timeZone: 'Europe/London',
    slotMinutes: 30,
    minimumNoticeHours: 24,
    horizonDays: 14,
    weekly: [{ weekday: 'tue', start: '10:00', end: '12:00' }],
  },
};

/** The validated profile; importing it fails loudly, naming each problem, when the file is invalid. */
export const profile = parseProfile(profileInput);

export { profileInput };
