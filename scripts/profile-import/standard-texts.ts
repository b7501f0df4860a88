import type { Locale } from '@/lib/contracts';

/*
 * What the importer writes where JSON Resume has nothing to say: the skeleton's TODO placeholders (knowledge:check
 * lists each one left), and the few texts every owner's profile starts from (declined topics, the "who are you?"
 * patterns, suggested questions, the assistant's framing), in each of the four locales.
 */

/** The skeleton's TODO placeholders, by field, in each locale. */
export const PLACEHOLDERS: Record<Locale, {
  headline: string;
  introduction: string;
  workMode: string;
  country: string;
  role: string;
  jobLocation: string;
  level: string;
  jobSummary: string;
  highlight: string;
  projectSummary: string;
  degree: string;
  skillsTitle: string;
  workingStyle: string;
  mindset: string;
  strength: string;
  roles: string;
  conditions: string;
  notInterestedIn: string;
  contactNote: string;
  salaryReply: (values: { email: string }) => string;
  privateLifeReply: string;
  blogTopic: string;
  notIndexedReply: string;
}> = {
  en: {
    headline: 'TODO: your headline',
    introduction: 'TODO: a paragraph in your own voice: who you are, what you do, what you care about.',
    workMode: 'TODO: how you work (remote, hybrid, time zones).',
    country: 'TODO Country',
    role: 'TODO: role',
    level: 'TODO: level',
    jobLocation: 'TODO: city or remote',
    jobSummary: 'TODO: one or two sentences on the job.',
    highlight: 'TODO: an achievement, measured.',
    projectSummary: 'TODO: what it is, who uses it, with what.',
    degree: 'TODO: degree',
    skillsTitle: 'TODO: area',
    workingStyle: 'TODO: how you work with others.',
    mindset: 'TODO: a principle you hold.',
    strength: 'TODO: a strength',
    roles: 'TODO: the roles you want (and set availability.from, the first month you can start)',
    conditions: 'TODO: remote, location, time zones',
    notInterestedIn: 'TODO: what you are not interested in.',
    contactNote: 'TODO: the best way to reach you.',
    salaryReply: ({ email }) => `TODO: I don’t discuss salary in this chat; email me at ${email}.`,
    privateLifeReply: 'TODO: I keep my private life out of this chat.',
    blogTopic: 'TODO: a topic you write about',
    notIndexedReply: 'TODO: I can’t discuss individual posts here; I write about …',
  },
  es: {
    headline: 'TODO: tu titular',
    introduction: 'TODO: un párrafo con tu propia voz.',
    workMode: 'TODO: cómo trabajas.',
    country: 'TODO País',
    role: 'TODO: puesto',
    level: 'TODO: nivel',
    jobLocation: 'TODO: ciudad o en remoto',
    jobSummary: 'TODO: una o dos frases sobre el puesto.',
    highlight: 'TODO: un logro, medido.',
    projectSummary: 'TODO: qué es, quién lo usa y con qué.',
    degree: 'TODO: título',
    skillsTitle: 'TODO: área',
    workingStyle: 'TODO: cómo trabajas con otros.',
    mindset: 'TODO: un principio.',
    strength: 'TODO: una fortaleza',
    roles: 'TODO: los puestos que buscas (y availability.from, el primer mes en que puedes empezar)',
    conditions: 'TODO: remoto, ubicación, husos horarios',
    notInterestedIn: 'TODO: lo que no te interesa.',
    contactNote: 'TODO: la mejor forma de contactarte.',
    salaryReply: ({ email }) => `TODO: No hablo de salario en este chat; escríbeme a ${email}.`,
    privateLifeReply: 'TODO: Mi vida privada queda fuera de este chat.',
    blogTopic: 'TODO: un tema sobre el que escribes',
    notIndexedReply: 'TODO: Aquí no puedo comentar entradas concretas; escribo sobre …',
  },
  fr: {
    headline: 'TODO : votre titre',
    introduction: 'TODO : un paragraphe avec votre voix.',
    workMode: 'TODO : comment vous travaillez.',
    country: 'TODO Pays',
    role: 'TODO : poste',
    level: 'TODO : niveau',
    jobLocation: 'TODO : ville ou à distance',
    jobSummary: 'TODO : une ou deux phrases sur le poste.',
    highlight: 'TODO : une réussite, mesurée.',
    projectSummary: 'TODO : ce que c’est, qui l’utilise et avec quoi.',
    degree: 'TODO : diplôme',
    skillsTitle: 'TODO : domaine',
    workingStyle: 'TODO : comment vous travaillez avec les autres.',
    mindset: 'TODO : un principe.',
    strength: 'TODO : une force',
    roles: 'TODO : les postes recherchés (et availability.from, le premier mois où vous pouvez commencer)',
    conditions: 'TODO : télétravail, lieu, fuseaux horaires',
    notInterestedIn: 'TODO : ce qui ne vous intéresse pas.',
    contactNote: 'TODO : le meilleur moyen de vous joindre.',
    salaryReply: ({ email }) => `TODO : Je ne parle pas de salaire dans ce chat ; écrivez-moi à ${email}.`,
    privateLifeReply: 'TODO : Ma vie privée reste en dehors de ce chat.',
    blogTopic: 'TODO : un sujet sur lequel vous écrivez',
    notIndexedReply: 'TODO : Je ne peux pas parler d’articles précis ici ; j’écris sur …',
  },
  de: {
    headline: 'TODO: Ihre Überschrift',
    introduction: 'TODO: ein Absatz in Ihrer eigenen Stimme.',
    workMode: 'TODO: wie Sie arbeiten.',
    country: 'TODO Land',
    role: 'TODO: Rolle',
    level: 'TODO: Niveau',
    jobLocation: 'TODO: Stadt oder remote',
    jobSummary: 'TODO: ein oder zwei Sätze zur Stelle.',
    highlight: 'TODO: ein Erfolg, gemessen.',
    projectSummary: 'TODO: was es ist, wer es nutzt und womit.',
    degree: 'TODO: Abschluss',
    skillsTitle: 'TODO: Bereich',
    workingStyle: 'TODO: wie Sie mit anderen arbeiten.',
    mindset: 'TODO: ein Prinzip.',
    strength: 'TODO: eine Stärke',
    roles: 'TODO: die gesuchten Rollen (und availability.from, der erste Monat, in dem Sie anfangen können)',
    conditions: 'TODO: remote, Ort, Zeitzonen',
    notInterestedIn: 'TODO: was Sie nicht interessiert.',
    contactNote: 'TODO: wie man Sie am besten erreicht.',
    salaryReply: ({ email }) => `TODO: Über Gehalt spreche ich in diesem Chat nicht; schreiben Sie mir an ${email}.`,
    privateLifeReply: 'TODO: Mein Privatleben bleibt aus diesem Chat heraus.',
    blogTopic: 'TODO: ein Thema, über das Sie schreiben',
    notIndexedReply: 'TODO: Einzelne Artikel kann ich hier nicht besprechen; ich schreibe über …',
  },
};

/** A text written in the first locale, waiting for its translation into `locale`. */
export function toTranslate({ text }: { text: string }): string {
  return `TODO: ${text}`;
}

/** The declined topics every profile starts with: their names in each locale (the replies are the owner's to write). */
export const BOUNDARY_TOPICS: Record<'salary' | 'private-life', Record<Locale, string>> = {
  salary: { en: 'Salary expectations', es: 'Expectativas salariales', fr: 'Prétentions salariales', de: 'Gehaltsvorstellungen' },
  'private-life': { en: 'Private life', es: 'Vida privada', fr: 'Vie privée', de: 'Privatleben' },
};

/** "Who are you?", answered with the owner's introduction, and the patterns that find it. */
export const WHO_ARE_YOU: { question: Record<Locale, string>; patterns: Record<Locale, string[]> } = {
  question: { en: 'Who are you?', es: '¿Quién eres?', fr: 'Qui êtes-vous ?', de: 'Wer sind Sie?' },
  patterns: { en: ['\\bwho are you\\b'], es: ['\\bquien eres\\b'], fr: ['\\bqui etes[- ]vous\\b'], de: ['\\bwer sind sie\\b'] },
};

/** Shown on an empty chat until the owner writes their own. */
export const SUGGESTED_QUESTIONS: Array<Record<Locale, string>> = [
  WHO_ARE_YOU.question,
  { en: 'Where do you work now?', es: '¿Dónde trabajas ahora?', fr: 'Où travaillez-vous actuellement ?', de: 'Wo arbeiten Sie aktuell?' },
  { en: 'What is your tech stack?', es: '¿Cuál es tu stack tecnológico?', fr: 'Quelle est votre stack technique ?', de: 'Mit welchen Technologien arbeiten Sie?' },
];

/** "Jan’s profile", "Jans Profil", "Hans’ Profil", "le profil d’Ana": the owner's name where the framing names them. */
function possessive({ name, locale }: { name: string; locale: Locale }): string {
  if (locale === 'en') return `${name}’s profile`;
  if (locale === 'de') return /(?:s|ß|x|z)$/iu.test(name) ? `${name}’ Profil` : `${name}s Profil`;
  if (locale === 'fr') return /^[aeiouyàâéèêëîïôûùh]/iu.test(name) ? `profil d’${name}` : `profil de ${name}`;
  return `perfil de ${name}`;
}

/** The assistant's framing, in the owner's first person: an AI answering from the profile, and what it does not answer. */
export function assistantTexts({ firstName, email, locale }: { firstName: string; email: string; locale: Locale }): { disclosure: string; unknown: string; offTopic: string } {
  const profileOf = possessive({ name: firstName, locale });
  return {
    en: {
      disclosure: `I’m an AI assistant answering from ${profileOf}, not ${firstName} typing live.`,
      unknown: `My profile doesn’t cover that, so I won’t guess. You can email me at ${email}.`,
      offTopic: 'I only answer questions about my work, projects and experience here. Ask me about my background, my projects or how I work.',
    },
    es: {
      disclosure: `Soy un asistente de IA que responde a partir del ${profileOf}, no ${firstName} escribiendo en directo.`,
      unknown: `Mi perfil no cubre eso, así que no voy a adivinar. Puedes escribirme a ${email}.`,
      offTopic: 'Aquí solo respondo preguntas sobre mi trabajo, mis proyectos y mi experiencia. Pregúntame por mi trayectoria, mis proyectos o cómo trabajo.',
    },
    fr: {
      disclosure: `Je suis un assistant IA qui répond à partir du ${profileOf}, pas ${firstName} en train d’écrire en direct.`,
      unknown: `Mon profil ne couvre pas ce point, je ne vais donc pas deviner. Vous pouvez m’écrire à ${email}.`,
      offTopic: 'Ici, je réponds seulement aux questions sur mon travail, mes projets et mon expérience. Interrogez-moi sur mon parcours, mes projets ou ma façon de travailler.',
    },
    de: {
      disclosure: `Ich bin ein KI-Assistent und antworte aus ${profileOf}; hier tippt nicht ${firstName} live.`,
      unknown: `Dazu steht nichts in meinem Profil, also rate ich nicht. Sie können mir an ${email} schreiben.`,
      offTopic: 'Hier beantworte ich nur Fragen zu meiner Arbeit, meinen Projekten und meiner Erfahrung. Fragen Sie mich nach meinem Werdegang, meinen Projekten oder meiner Arbeitsweise.',
    },
  }[locale];
}
