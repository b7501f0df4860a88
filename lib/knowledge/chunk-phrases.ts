import type { Locale } from '@/lib/i18n/locales';

/** The connecting words of chunk texts; every fact they join comes from the profile. */
export interface ChunkPhrases {
  period: (options: { start: string; end: string | null }) => string;
  tenure: (options: { duration: string; asOf: string | null }) => string;
  stack: (items: string) => string;
  durationIntro: (asOf: string) => string;
  durationTotal: (options: { rounded: string; exact: string; since: string }) => string;
  skills: (options: { title: string; skills: string }) => string;
  usedAt: (uses: string) => string;
  notOffered: string;
  project: (name: string) => string;
  builtAt: (company: string) => string;
  projectsIntro: string;
  location: (options: { city: string; country: string; timezone: string }) => string;
  languages: (list: string) => string;
  education: (options: { degree: string; institution: string; year: number }) => string;
  workingStyle: string;
  mindset: string;
  strengths: (list: string) => string;
  availability: (options: { roles: string; conditions: string; from: string; availableNow: boolean }) => string;
  emailMe: (email: string) => string;
  contact: (email: string) => string;
  /** Markdown links to the owner's profiles elsewhere, already joined. */
  links: (list: string) => string;
  /** A Markdown link to the CV download. */
  cv: (href: string) => string;
  /** How the owner's own website is named in a list of links. */
  website: string;
  /** Separators: French puts a space before the colon and the semicolon. */
  colon: string;
  semicolon: string;
  boundaries: (topics: string) => string;
  boundary: (topic: string) => string;
  blog: (topics: string) => string;
}

/** French elides "de" before a vowel sound: "d’avril", "d’août", but "de mars". */
function frenchFrom(month: string): string {
  return /^[aeiouyàâéèêh]/i.test(month) ? `d’${month}` : `de ${month}`;
}

/** The chunk texts' connecting words in each supported locale. */
export const CHUNK_PHRASES: Record<Locale, ChunkPhrases> = {
  en: {
    period: ({ start, end }) => `${start} to ${end ?? 'present'}`,
    tenure: ({ duration, asOf }) => (asOf ? `${duration} as of ${asOf}` : duration),
    stack: (items) => `Stack: ${items}.`,
    durationIntro: (asOf) => `How long I worked at each employer (computed as of ${asOf}):`,
    durationTotal: ({ rounded, exact, since }) => `In total I have ${rounded} of professional experience (${exact} since ${since}).`,
    skills: ({ title, skills }) => `My skills — ${title}: ${skills}.`,
    usedAt: (uses) => `Where I used them: ${uses}.`,
    notOffered: 'What I don’t do:',
    project: (name) => `Portfolio project “${name}”:`,
    builtAt: (company) => `Built at ${company}.`,
    projectsIntro: 'My portfolio projects:',
    location: ({ city, country, timezone }) => `I’m based in ${city}, ${country} (${timezone}).`,
    languages: (list) => `Languages I speak: ${list}.`,
    education: ({ degree, institution, year }) => `Education: ${degree}, ${institution}, ${year}.`,
    workingStyle: 'How I work:',
    mindset: 'My engineering mindset:',
    strengths: (list) => `My main strengths: ${list}.`,
    availability: ({ roles, conditions, from, availableNow }) =>
      `I’m open to ${roles}, ${conditions}, ${availableNow ? `available now (since ${from})` : `from ${from}`}.`,
    emailMe: (email) => `To talk about a role, email me at ${email}.`,
    contact: (email) => `My email: ${email}.`,
    links: (list) => `Where else to find me: ${list}.`,
    cv: (href) => `My CV: [download the PDF](${href}).`,
    website: 'my website',
    colon: ': ',
    semicolon: '; ',
    boundaries: (topics) => `Topics I politely decline in this chat: ${topics}.`,
    boundary: (topic) => `Declined topic — ${topic}. What I say:`,
    blog: (topics) => `I write about ${topics} on my blog. Blog posts are not indexed in this assistant.`,
  },
  es: {
    period: ({ start, end }) => `de ${start} a ${end ?? 'la actualidad'}`,
    tenure: ({ duration, asOf }) => (asOf ? `${duration} a fecha de ${asOf}` : duration),
    stack: (items) => `Tecnologías: ${items}.`,
    durationIntro: (asOf) => `Cuánto tiempo trabajé en cada empresa (calculado a fecha de ${asOf}):`,
    durationTotal: ({ rounded, exact, since }) => `En total tengo ${rounded} de experiencia profesional (${exact} desde ${since}).`,
    skills: ({ title, skills }) => `Mis habilidades — ${title}: ${skills}.`,
    usedAt: (uses) => `Dónde las usé: ${uses}.`,
    notOffered: 'Lo que no hago:',
    project: (name) => `Proyecto del portafolio «${name}»:`,
    builtAt: (company) => `Hecho en ${company}.`,
    projectsIntro: 'Los proyectos de mi portafolio:',
    location: ({ city, country, timezone }) => `Vivo en ${city}, ${country} (${timezone}).`,
    languages: (list) => `Idiomas que hablo: ${list}.`,
    education: ({ degree, institution, year }) => `Formación: ${degree}, ${institution}, ${year}.`,
    workingStyle: 'Cómo trabajo:',
    mindset: 'Mi mentalidad como ingeniera:',
    strengths: (list) => `Mis principales fortalezas: ${list}.`,
    availability: ({ roles, conditions, from, availableNow }) =>
      `Estoy abierta a ${roles}, ${conditions}, ${availableNow ? `disponible ya (desde ${from})` : `a partir de ${from}`}.`,
    emailMe: (email) => `Para hablar de un puesto, escríbeme a ${email}.`,
    contact: (email) => `Mi email: ${email}.`,
    links: (list) => `Dónde más encontrarme: ${list}.`,
    cv: (href) => `Mi CV: [descarga el PDF](${href}).`,
    website: 'mi web',
    colon: ': ',
    semicolon: '; ',
    boundaries: (topics) => `Temas que declino amablemente en este chat: ${topics}.`,
    boundary: (topic) => `Tema que declino — ${topic}. Lo que respondo:`,
    blog: (topics) => `En mi blog escribo sobre ${topics}. Las entradas del blog no están indexadas en este asistente.`,
  },
  fr: {
    period: ({ start, end }) => (end ? `${frenchFrom(start)} à ${end}` : `depuis ${start}`),
    tenure: ({ duration, asOf }) => (asOf ? `${duration} en ${asOf}` : duration),
    stack: (items) => `Stack : ${items}.`,
    durationIntro: (asOf) => `Combien de temps j’ai travaillé chez chaque employeur (calculé en ${asOf}) :`,
    durationTotal: ({ rounded, exact, since }) => `Au total, j’ai ${rounded} d’expérience professionnelle (${exact} depuis ${since}).`,
    skills: ({ title, skills }) => `Mes compétences — ${title} : ${skills}.`,
    usedAt: (uses) => `Où je les ai utilisées : ${uses}.`,
    notOffered: 'Ce que je ne fais pas :',
    project: (name) => `Projet du portfolio « ${name} » :`,
    builtAt: (company) => `Réalisé chez ${company}.`,
    projectsIntro: 'Les projets de mon portfolio :',
    location: ({ city, country, timezone }) => `Je suis basée à ${city}, ${country} (${timezone}).`,
    languages: (list) => `Les langues que je parle : ${list}.`,
    education: ({ degree, institution, year }) => `Formation : ${degree}, ${institution}, ${year}.`,
    workingStyle: 'Ma façon de travailler :',
    mindset: 'Mon état d’esprit d’ingénieure :',
    strengths: (list) => `Mes principales forces : ${list}.`,
    availability: ({ roles, conditions, from, availableNow }) =>
      `Je suis ouverte à ${roles}, ${conditions}, ${availableNow ? `disponible dès maintenant (depuis ${from})` : `à partir de ${from}`}.`,
    emailMe: (email) => `Pour parler d’un poste, écrivez-moi à ${email}.`,
    contact: (email) => `Mon e-mail : ${email}.`,
    links: (list) => `Où me trouver ailleurs : ${list}.`,
    cv: (href) => `Mon CV : [télécharger le PDF](${href}).`,
    website: 'mon site web',
    colon: ' : ',
    semicolon: ' ; ',
    boundaries: (topics) => `Les sujets que je décline poliment dans ce chat : ${topics}.`,
    boundary: (topic) => `Sujet décliné — ${topic}. Ce que je réponds :`,
    blog: (topics) => `Sur mon blog, j’écris sur ${topics}. Les articles du blog ne sont pas indexés dans cet assistant.`,
  },
  de: {
    period: ({ start, end }) => (end ? `von ${start} bis ${end}` : `seit ${start}`),
    tenure: ({ duration, asOf }) => (asOf ? `${duration}, Stand ${asOf}` : duration),
    stack: (items) => `Stack: ${items}.`,
    durationIntro: (asOf) => `Wie lange ich bei jedem Arbeitgeber war (berechnet, Stand ${asOf}):`,
    durationTotal: ({ rounded, exact, since }) => `Insgesamt habe ich ${rounded} Berufserfahrung (${exact} seit ${since}).`,
    skills: ({ title, skills }) => `Meine Fähigkeiten — ${title}: ${skills}.`,
    usedAt: (uses) => `Wo ich sie eingesetzt habe: ${uses}.`,
    notOffered: 'Was ich nicht mache:',
    project: (name) => `Portfolio-Projekt „${name}“:`,
    builtAt: (company) => `Entstanden bei ${company}.`,
    projectsIntro: 'Die Projekte in meinem Portfolio:',
    location: ({ city, country, timezone }) => `Ich lebe in ${city}, ${country} (${timezone}).`,
    languages: (list) => `Sprachen, die ich spreche: ${list}.`,
    education: ({ degree, institution, year }) => `Ausbildung: ${degree}, ${institution}, ${year}.`,
    workingStyle: 'Wie ich arbeite:',
    mindset: 'Meine Haltung als Ingenieurin:',
    strengths: (list) => `Meine größten Stärken: ${list}.`,
    availability: ({ roles, conditions, from, availableNow }) =>
      `Ich bin offen für ${roles}, ${conditions}, ${availableNow ? `ab sofort verfügbar (seit ${from})` : `ab ${from}`}.`,
    emailMe: (email) => `Um über eine Stelle zu sprechen, schreiben Sie mir an ${email}.`,
    contact: (email) => `Meine E-Mail: ${email}.`,
    links: (list) => `Hier finden Sie mich außerdem: ${list}.`,
    cv: (href) => `Mein Lebenslauf: [PDF herunterladen](${href}).`,
    website: 'meine Website',
    colon: ': ',
    semicolon: '; ',
    boundaries: (topics) => `Themen, die ich in diesem Chat höflich ablehne: ${topics}.`,
    boundary: (topic) => `Abgelehntes Thema — ${topic}. Meine Antwort:`,
    blog: (topics) => `In meinem Blog schreibe ich über ${topics}. Blogartikel sind in diesem Assistenten nicht indexiert.`,
  },
};
