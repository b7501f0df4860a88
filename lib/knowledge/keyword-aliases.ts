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
    'where', 'based', 'location', 'live', 'living', 'city', 'country', 'timezone', 'time zone', 'relocate', 'remote', 'on-site', 'office', 'hours', 'working hours', 'overlap', 'relocation', 'move to', 'moving to',
    'dónde', 'donde', 'vives', 'ubicación', 'ciudad', 'país', 'zona horaria', 'huso horario', 'remoto', 'oficina', 'horario', 'horarios', 'mudarte', 'mudarías', 'mudanza',
    'où', 'habitez', 'habites', 'localisation', 'ville', 'pays', 'fuseau horaire', 'à distance', 'télétravail', 'bureau', 'horaires', 'déménager', 'déménagement',
    'wo', 'wohnst', 'wohnen', 'standort', 'stadt', 'land', 'zeitzone', 'remote', 'homeoffice', 'büro', 'arbeitszeiten', 'zeiten', 'umziehen', 'umzug', 'ziehen',
  ],
  languages: [
    'languages', 'language', 'speak', 'spoken', 'fluent', 'native', 'bilingual',
    'idiomas', 'idioma', 'lenguas', 'hablas', 'habla', 'nativa',
    'langues', 'langue', 'parlez-vous', 'parles-tu', 'langues parlées', 'couramment', 'courant', 'maternelle',
    'sprachen', 'sprache', 'sprichst', 'sprechen', 'fließend', 'muttersprache', 'fremdsprachen',
  ],
  education: [
    'education', 'study', 'studied', 'studies', 'degree', 'university', 'college', 'bachelor', 'bsc', 'graduate', 'graduated', 'school',
    'phd', 'ph.d', 'doctorate', 'doctoral', 'thesis', 'dissertation', 'master', "master's", 'masters', 'msc', 'mba',
    'estudios', 'estudiaste', 'estudió', 'carrera', 'título', 'grado', 'universidad', 'formación', 'doctorado', 'tesis', 'máster', 'licenciatura',
    'études', 'étudié', 'diplôme', 'université', 'licence', 'formation', 'doctorat', 'thèse', 'master', 'école',
    'studium', 'studiert', 'abschluss', 'universität', 'hochschule', 'ausbildung', 'doktorarbeit', 'promotion', 'promoviert', 'doktor', 'dissertation', 'masterarbeit', 'bachelorarbeit',
  ],
  experience: [
    'experience', 'work', 'worked', 'job', 'jobs', 'role', 'roles', 'employer', 'company', 'career', 'position', 'what did you do', 'what did you build', 'built',
    'work now', 'current employer', 'employed', 'time at', 'years at',
    'experiencia', 'trabajo', 'trabajaste', 'trabajas', 'empresa', 'empleo', 'puesto', 'carrera', 'construiste', 'hiciste', 'etapa', 'años en',
    'expérience', 'travail', 'travaillé', 'travaillez', 'entreprise', 'emploi', 'poste', 'carrière', 'construit', 'années à', 'années chez',
    'erfahrung', 'arbeit', 'gearbeitet', 'arbeitest', 'firma', 'unternehmen', 'arbeitgeber', 'stelle', 'karriere', 'gebaut', 'zeit bei', 'jahre bei',
  ],
  duration: [
    'how long', 'how many years', 'years of experience', 'experience', 'years', 'months', 'duration', 'tenure', 'since when', 'seniority', 'total', 'career', 'previous jobs', 'previous job', 'previous employers', 'previous roles', 'past jobs', 'career path', 'work history', 'employment history', 'where did you work', 'where have you worked', 'work before', 'worked before', 'employers',
    'cuánto tiempo', 'cuanto tiempo', 'cuántos años de experiencia', 'años de experiencia', 'años', 'meses', 'desde cuándo', 'antigüedad', 'experiencia', 'trabajos anteriores', 'empleos anteriores', 'trayectoria profesional', 'dónde trabajaste', 'dónde has trabajado', 'trabajaste antes',
    'combien de temps', "combien d'années", "années d'expérience", 'années', 'ans', 'mois', 'depuis quand', 'durée', 'ancienneté', 'expérience', 'parcours professionnel', 'postes précédents', 'emplois précédents', 'où as-tu travaillé', 'où avez-vous travaillé', 'travaillé avant',
    'wie lange', 'wie viele jahre', 'jahre erfahrung', 'jahre', 'monate', 'seit wann', 'dauer', 'berufserfahrung', 'erfahrung', 'beruflicher werdegang', 'werdegang', 'lebenslauf', 'wo hast du gearbeitet', 'vorher gearbeitet', 'frühere stellen', 'frühere jobs', 'bisherige stellen',
  ],
  skills: [
    'skills', 'skill', 'stack', 'tech stack', 'technologies', 'tools', 'tech', 'know', 'expertise', 'proficient',
    'programming languages', 'frameworks', 'framework', 'libraries', 'written', 'code in', 'program in', 'in production',
    'habilidades', 'tecnologías', 'conocimientos', 'herramientas', 'sabes', 'conoces', 'dominas', 'programas', 'lenguajes de programación', 'lenguajes', 'stack tecnológico',
    'compétences', 'technologies', 'outils', 'maîtrisez', 'savez', 'connaissez', 'connais', 'codez', 'programmez', 'langages de programmation', 'langages', 'stack technique',
    'fähigkeiten', 'kenntnisse', 'technologien', 'werkzeuge', 'kannst', 'kennst', 'programmierst', 'beherrschst', 'programmiersprachen', 'programmiersprache', 'tech-stack', 'techstack',
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
    'strengths', 'strength', 'strong', 'best at', 'good at', 'superpower', 'mentoring', 'mentored', 'why hire', 'stand out', 'sets you apart', 'mentor', 'mentorship', 'mentee', 'juniors', 'coaching',
    'fortalezas', 'puntos fuertes', 'mentoría', 'en qué eres buena', 'te distingue', 'destacas', 'mentora', 'mentorías', 'mentorizar',
    'forces', 'points forts', 'mentorat', 'atouts', 'vous distingue', 'démarquez', 'mentore', 'accompagner',
    'stärken', 'stärke', 'mentoring', 'besonders gut', 'zeichnet', 'auszeichnet', 'hebt dich ab', 'mentorin', 'betreuen', 'betreut',
  ],
  availability: [
    'available', 'availability', 'hiring', 'hire', 'open to', 'looking for', 'new role', 'new job', 'job search', 'opportunities', 'opportunity', 'start date', 'when can you start', 'recruiting', 'staff', 'principal', 'crypto', 'gambling', 'relocate', 'relocation', 'notice period', 'notice', 'could you start', 'can you start', 'betting', 'casino', 'contract work',
    'startup', 'start-up', 'join', 'krypto', 'cripto', 'criptomonedas', 'apuestas', 'jeux d\'argent', 'glücksspiel',
    'disponible', 'disponibilidad', 'contratar', 'abierta a', 'buscando', 'nuevo puesto', 'oportunidades', 'incorporación', 'cuándo puedes empezar', 'empezar', 'incorporarte', 'preaviso', 'casa de apuestas', 'cambiar de trabajo', 'mudarte',
    'disponible', 'disponibilité', 'embaucher', 'recruter', 'ouverte à', 'recherchez', 'nouveau poste', 'opportunités', 'commencer', 'quand pouvez-vous commencer', 'préavis', 'paris en ligne', 'paris sportifs', 'déménager', 'changer de poste',
    'verfügbar', 'verfügbarkeit', 'einstellen', 'offen für', 'suchst', 'neue stelle', 'neue rolle', 'wechsel', 'ab wann', 'anfangen', 'wann kannst du anfangen', 'startup', 'start-up', 'kündigungsfrist', 'glücksspielfirma', 'glücksspielunternehmen', 'wettanbieter', 'kryptofirma', 'umziehen',
  ],
  contact: [
    'email', 'e-mail', 'mail', 'contact', 'reach', 'get in touch', 'message', 'write to you', 'talk to you',
    'contacto', 'contactar', 'contactarte', 'correo', 'escribirte',
    'contact', 'contacter', 'joindre', 'courriel', 'écrire',
    'kontakt', 'kontaktieren', 'erreichen', 'schreiben',
    // Links and the CV download live in the contact chunk too.
    'cv', 'resume', 'résumé', 'curriculum', 'curriculum vitae', 'lebenslauf', 'pdf',
    'github', 'linkedin', 'website', 'web', 'site web', 'webseite', 'links', 'enlaces', 'liens', 'profile online',
  ],
  boundaries: [
    'boundaries', 'limits', 'off-limits', 'decline', "won't answer", 'topics you avoid', 'not discuss',
    'límites', 'temas', 'no respondes',
    'limites', 'sujets', 'refusez',
    'grenzen', 'themen', 'nicht beantworten',
  ],
  blogTopics: [
    'blog', 'post', 'posts', 'article', 'articles', 'wrote', 'writing', 'write about', 'written about', 'blogging', 'blogger',
    'entrada', 'entradas', 'artículo', 'artículos', 'escribes', 'escribiste', 'blogueas', 'bloguear',
    'billet', 'billets', 'écrivez', 'écrit', 'bloguer', 'blogues',
    'beitrag', 'beiträge', 'artikel', 'schreibst', 'geschrieben', 'bloggst', 'bloggen', 'bloggt',
  ],
  faqWhyAi: [
    'why ai', 'why an ai', 'why a chat', 'why this chat', 'why chatbot', 'this assistant', 'ai assistant', 'chatbot', 'are you real', 'are you a bot', 'are you human',
    'por qué una ia', 'por qué un chat', 'este asistente', 'eres real', 'eres un bot',
    'pourquoi une ia', 'pourquoi un chat', 'cet assistant', 'êtes-vous réelle', 'êtes-vous un bot',
    'warum eine ki', 'warum ein chat', 'dieser assistent', 'bist du echt', 'bist du ein bot',
  ],
} as const satisfies Record<string, readonly string[]>;
