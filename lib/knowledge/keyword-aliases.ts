/**
 * How visitors name each kind of chunk in en/es/fr/de, beyond the profile's own keywords.
 * These are phrasings of questions, not facts: facts (names, stack items) come from the profile.
 * Apostrophes are straight (') on purpose: visitors type them that way.
 */
export const KEYWORD_ALIASES = {
  coreBio: [
    'who are you', 'about you', 'yourself', 'introduction', 'introduce', 'bio', 'background', 'summary', 'profile', 'full-stack', 'applied ai',
    'quién eres', 'quien eres', 'sobre ti', 'preséntate', 'presentación', 'trayectoria', 'perfil',
    'qui êtes-vous', 'qui es-tu', 'présentez-vous', 'présentation', 'parcours', 'profil',
    'wer bist du', 'wer sind sie', 'über dich', 'stell dich vor', 'vorstellung', 'werdegang', 'profil',
  ],
  location: [
    'where', 'based', 'location', 'live', 'living', 'city', 'country', 'timezone', 'time zone', 'relocate', 'remote', 'on-site', 'office',
    'dónde', 'donde', 'vives', 'ubicación', 'ciudad', 'país', 'zona horaria', 'huso horario', 'remoto', 'oficina',
    'où', 'habitez', 'habites', 'localisation', 'ville', 'pays', 'fuseau horaire', 'à distance', 'télétravail', 'bureau',
    'wo', 'wohnst', 'wohnen', 'standort', 'stadt', 'land', 'zeitzone', 'remote', 'homeoffice', 'büro',
  ],
  languages: [
    'languages', 'language', 'speak', 'spoken', 'fluent', 'native', 'bilingual',
    'idiomas', 'idioma', 'lenguas', 'hablas', 'habla', 'nativa',
    'langues', 'langue', 'parlez', 'parles', 'courant', 'maternelle',
    'sprachen', 'sprache', 'sprichst', 'sprechen', 'fließend', 'muttersprache',
  ],
  education: [
    'education', 'study', 'studied', 'studies', 'degree', 'university', 'college', 'bachelor', 'bsc', 'graduate', 'graduated', 'school',
    'estudios', 'estudiaste', 'estudió', 'carrera', 'título', 'grado', 'universidad', 'formación',
    'études', 'étudié', 'diplôme', 'université', 'licence', 'formation',
    'studium', 'studiert', 'abschluss', 'universität', 'hochschule', 'ausbildung',
  ],
  experience: [
    'experience', 'work', 'worked', 'job', 'jobs', 'role', 'roles', 'employer', 'company', 'career', 'position', 'what did you do', 'what did you build', 'built',
    'experiencia', 'trabajo', 'trabajaste', 'empresa', 'empleo', 'puesto', 'carrera', 'construiste', 'hiciste',
    'expérience', 'travail', 'travaillé', 'entreprise', 'emploi', 'poste', 'carrière', 'construit',
    'erfahrung', 'arbeit', 'gearbeitet', 'firma', 'unternehmen', 'arbeitgeber', 'stelle', 'karriere', 'gebaut',
  ],
  duration: [
    'how long', 'how many years', 'years of experience', 'experience', 'years', 'months', 'duration', 'tenure', 'since when', 'seniority', 'total', 'career',
    'cuánto tiempo', 'cuanto tiempo', 'cuántos años de experiencia', 'años de experiencia', 'años', 'meses', 'desde cuándo', 'antigüedad', 'experiencia',
    'combien de temps', "combien d'années", "années d'expérience", 'années', 'ans', 'mois', 'depuis quand', 'durée', 'ancienneté', 'expérience',
    'wie lange', 'wie viele jahre', 'jahre erfahrung', 'jahre', 'monate', 'seit wann', 'dauer', 'berufserfahrung', 'erfahrung',
  ],
  skills: [
    'skills', 'skill', 'stack', 'tech stack', 'technologies', 'tools', 'tech', 'know', 'expertise', 'proficient',
    'habilidades', 'tecnologías', 'conocimientos', 'herramientas', 'sabes',
    'compétences', 'technologies', 'outils', 'maîtrisez', 'savez',
    'fähigkeiten', 'kenntnisse', 'technologien', 'werkzeuge', 'kannst',
  ],
  skillsNotOffered: [
    "don't do", 'do not do', 'not offered', 'weakness', 'gap', 'can you build',
    'no haces', 'debilidad',
    'ne faites pas', 'faiblesse',
    'machst du nicht', 'schwäche',
  ],
  project: [
    'project', 'projects', 'side project', 'built', 'portfolio',
    'proyecto', 'proyectos', 'portafolio', 'portfolio',
    'projet', 'projets', 'portfolio',
    'projekt', 'projekte', 'portfolio',
  ],
  portfolioOverview: [
    'projects', 'portfolio', 'what have you built', 'side projects', 'open source', 'showcase', 'work samples',
    'proyectos', 'portafolio', 'qué has construido', 'código abierto',
    'projets', 'qu\'avez-vous construit', 'open source',
    'projekte', 'was hast du gebaut', 'open source',
  ],
  workingStyle: [
    'how do you work', 'working style', 'work style', 'workflow', 'process', 'async', 'asynchronous', 'design docs', 'pull requests', 'code review', 'pair', 'pairing', 'team', 'collaboration', 'incident reviews', 'blameless',
    'cómo trabajas', 'forma de trabajar', 'asíncrono', 'equipo', 'colaboración', 'proceso',
    'comment travaillez', 'façon de travailler', 'méthode de travail', 'asynchrone', 'équipe', 'binôme', 'collaboration',
    'wie arbeitest', 'arbeitsweise', 'asynchron', 'team', 'zusammenarbeit', 'prozess',
  ],
  mindset: [
    'mindset', 'philosophy', 'values', 'principles', 'approach', 'believe', 'test-first', 'tdd', 'measurable', 'benchmark', 'quality',
    'mentalidad', 'filosofía', 'valores', 'principios', 'enfoque', 'medible', 'calidad',
    'état d\'esprit', 'philosophie', 'valeurs', 'principes', 'approche', 'mesurable', 'qualité',
    'denkweise', 'philosophie', 'werte', 'prinzipien', 'ansatz', 'messbar', 'qualität',
  ],
  strengths: [
    'strengths', 'strength', 'strong', 'best at', 'good at', 'superpower', 'mentoring', 'mentored', 'why hire',
    'fortalezas', 'puntos fuertes', 'mentoría', 'en qué eres buena',
    'forces', 'points forts', 'mentorat', 'atouts',
    'stärken', 'stärke', 'mentoring', 'besonders gut',
  ],
  availability: [
    'available', 'availability', 'hiring', 'hire', 'open to', 'looking for', 'new role', 'new job', 'job search', 'opportunities', 'opportunity', 'start date', 'when can you start', 'recruiting', 'staff', 'principal', 'crypto', 'gambling',
    'disponible', 'disponibilidad', 'contratar', 'abierta a', 'buscando', 'nuevo puesto', 'oportunidades', 'incorporación', 'cuándo puedes empezar',
    'disponible', 'disponibilité', 'embaucher', 'recruter', 'ouverte à', 'recherchez', 'nouveau poste', 'opportunités',
    'verfügbar', 'verfügbarkeit', 'einstellen', 'offen für', 'suchst', 'neue stelle', 'neue rolle', 'wechsel', 'ab wann',
  ],
  contact: [
    'email', 'e-mail', 'mail', 'contact', 'reach', 'get in touch', 'message', 'write to you', 'talk to you',
    'contacto', 'contactar', 'contactarte', 'correo', 'escribirte',
    'contact', 'contacter', 'joindre', 'courriel', 'écrire',
    'kontakt', 'kontaktieren', 'erreichen', 'schreiben',
  ],
  boundaries: [
    'boundaries', 'limits', 'off-limits', 'decline', "won't answer", 'topics you avoid', 'not discuss',
    'límites', 'temas', 'no respondes',
    'limites', 'sujets', 'refusez',
    'grenzen', 'themen', 'nicht beantworten',
  ],
  blogTopics: [
    'blog', 'post', 'posts', 'article', 'articles', 'wrote', 'writing', 'write about',
    'entrada', 'entradas', 'artículo', 'artículos', 'escribes', 'escribiste',
    'billet', 'billets', 'écrivez', 'écrit',
    'beitrag', 'beiträge', 'artikel', 'schreibst', 'geschrieben',
  ],
  faqWhyAi: [
    'why ai', 'why an ai', 'why a chat', 'why this chat', 'why chatbot', 'this assistant', 'ai assistant', 'chatbot', 'are you real', 'are you a bot', 'are you human',
    'por qué una ia', 'por qué un chat', 'este asistente', 'eres real', 'eres un bot',
    'pourquoi une ia', 'pourquoi un chat', 'cet assistant', 'êtes-vous réelle', 'êtes-vous un bot',
    'warum eine ki', 'warum ein chat', 'dieser assistent', 'bist du echt', 'bist du ein bot',
  ],
} as const satisfies Record<string, readonly string[]>;
