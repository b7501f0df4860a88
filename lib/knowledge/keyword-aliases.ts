/**
 * How visitors ask about each kind of profile section in en/es/fr/de: generic phrasings that are
 * true of the language, never of a person. Everything person-specific (names, stack, industries the
 * owner declines, the owner's own wording) comes from the profile's sections and their `keywords`.
 * Apostrophes are straight (') on purpose: visitors type them that way.
 */
export const KEYWORD_ALIASES = {
  coreBio: [
    'who are you', 'about you', 'yourself', 'introduction', 'introduce', 'bio', 'background', 'summary', 'profile', 'tell me about yourself',
    'quién eres', 'quien eres', 'sobre ti', 'de ti', 'háblame de ti', 'cuéntame de ti', 'preséntate', 'presentación', 'trayectoria', 'perfil',
    'qui êtes-vous', 'qui es-tu', 'présentez-vous', 'présentation', 'parcours', 'profil',
    'wer bist du', 'wer sind sie', 'über dich', 'über sich', 'von sich', 'stell dich vor', 'stellen sie sich vor', 'vorstellung', 'werdegang', 'profil',
  ],
  location: [
    'where', 'based', 'location', 'live', 'living', 'city', 'country', 'timezone', 'time zone', 'relocate', 'remote', 'on-site', 'office', 'hours', 'working hours', 'overlap', 'relocation', 'move to', 'moving to',
    'dónde', 'donde', 'vives', 'ubicación', 'ciudad', 'país', 'zona horaria', 'huso horario', 'remoto', 'oficina', 'horario', 'horarios', 'mudarte', 'mudarías', 'mudanza',
    'où', 'habitez', 'habites', 'localisation', 'ville', 'pays', 'fuseau horaire', 'à distance', 'télétravail', 'bureau', 'horaires', 'déménager', 'déménagement',
    'wo', 'wohnst', 'wohnen', 'standort', 'stadt', 'land', 'zeitzone', 'remote', 'homeoffice', 'büro', 'arbeitszeiten', 'zeiten', 'umziehen', 'umzug', 'ziehen',
  ],
  languages: [
    'languages', 'language', 'speak', 'spoken', 'fluent', 'native', 'bilingual', 'mother tongue', 'native language', 'first language',
    'idiomas', 'idioma', 'lenguas', 'hablas', 'habla', 'nativa', 'nativo', 'lengua materna', 'idioma materno', 'idioma nativo',
    'langues', 'langue', 'parlez-vous', 'parles-tu', 'langues parlées', 'couramment', 'courant', 'maternelle', 'langue maternelle',
    'sprachen', 'sprache', 'sprichst', 'sprechen sie', 'welche sprachen', 'fließend', 'muttersprache', 'fremdsprachen', 'erstsprache',
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
    'gap', 'gaps', 'career gap', 'career break', 'break', 'time off', 'between jobs', 'unemployed', 'sabbatical',
    'hueco', 'huecos', 'parón', 'pausa', 'laguna', 'entre trabajos', 'sin trabajo', 'año sabático',
    'trou', 'pause', 'interruption', 'entre deux postes', 'sans emploi', 'année sabbatique',
    'lücke', 'lücken', 'pause', 'auszeit', 'unterbrechung', 'zwischen zwei stellen', 'arbeitslos', 'sabbatical',
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
    'how do you work', 'working style', 'work style', 'workflow', 'process', 'collaboration', 'way of working', 'day to day',
    'cómo trabajas', 'forma de trabajar', 'manera de trabajar', 'colaboración', 'proceso', 'día a día',
    'comment travaillez', 'façon de travailler', 'méthode de travail', 'collaboration', 'au quotidien',
    'wie arbeitest', 'wie arbeiten sie', 'arbeitsweise', 'zusammenarbeit', 'prozess', 'arbeitsalltag',
  ],
  mindset: [
    'mindset', 'philosophy', 'values', 'principles', 'approach', 'believe', 'quality',
    'mentalidad', 'filosofía', 'valores', 'principios', 'enfoque', 'medible', 'calidad',
    'état d\'esprit', 'philosophie', 'valeurs', 'principes', 'approche', 'mesurable', 'qualité',
    'denkweise', 'philosophie', 'werte', 'prinzipien', 'ansatz', 'messbar', 'qualität',
  ],
  strengths: [
    'strengths', 'strength', 'strong', 'best at', 'good at', 'superpower', 'why hire', 'hire you', 'should we hire', 'good fit', 'stand out', 'sets you apart',
    'fortalezas', 'puntos fuertes', 'en qué eres buena', 'en qué eres bueno', 'te distingue', 'destacas', 'contratarte', 'por qué contratarte',
    'forces', 'points forts', 'atouts', 'vous distingue', 'démarquez', 'vous embaucher', 'vous recruter',
    'stärken', 'stärke', 'besonders gut', 'zeichnet', 'auszeichnet', 'hebt dich ab', 'hebt sie ab', 'sie einstellen', 'dich einstellen',
  ],
  availability: [
    'available', 'availability', 'hiring', 'hire', 'open to', 'looking for', 'new role', 'new job', 'job search', 'opportunities', 'opportunity', 'start date', 'when can you start', 'recruiting', 'relocate', 'relocation', 'notice period', 'notice', 'could you start', 'can you start', 'contract work',
    'startup', 'start-up', 'join', 'rule out', 'exclude', 'not interested', 'would you work for', 'would you work at', 'would you join', 'would you consider', 'work for a', 'industries', 'industry', 'remote', 'on-site', 'onsite', 'hybrid',
    'disponible', 'disponibilidad', 'contratar', 'abierta a', 'abierto a', 'buscando', 'buscas', 'tipo de puesto', 'descartas', 'descartarías', 'no te interesa', 'nuevo puesto', 'oportunidades', 'incorporación', 'cuándo puedes empezar', 'empezar', 'incorporarte', 'preaviso', 'cambiar de trabajo', 'mudarte', 'trabajarías para', 'trabajarías en', 'sector', 'sectores', 'remoto', 'presencial', 'híbrido',
    'disponible', 'disponibilité', 'embaucher', 'recruter', 'ouverte à', 'ouvert à', 'recherchez', 'nouveau poste', 'opportunités', 'commencer', 'quand pouvez-vous commencer', 'préavis', 'déménager', 'changer de poste', 'travailleriez-vous', 'excluez', 'exclure', 'pas intéressé', 'secteur', 'secteurs', 'télétravail', 'sur site', 'hybride',
    'verfügbar', 'verfügbarkeit', 'einstellen', 'offen für', 'suchst', 'suchen sie', 'neue stelle', 'neue rolle', 'wechsel', 'ab wann', 'anfangen', 'wann kannst du anfangen', 'wann können sie anfangen', 'startup', 'start-up', 'kündigungsfrist', 'umziehen', 'würden sie für', 'würdest du für', 'ausschließen', 'nicht interessiert', 'branche', 'branchen', 'vor ort', 'hybrid',
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
  /** Asking about pay: the cues of a salary boundary, whatever the owner calls it. */
  salaryBoundary: [
    'salary', 'salaries', 'pay', 'compensation', 'wage', 'day rate', 'hourly rate', 'rate', 'earn', 'earnings', 'how much do you make',
    'how much do you earn', 'salary expectations', 'expected salary', 'remuneration', 'total comp',
    'salario', 'sueldo', 'remuneración', 'cuánto cobras', 'cuánto quieres cobrar', 'cobrar', 'pretensiones salariales', 'expectativas salariales', 'tarifa', 'cuánto ganas',
    'salaire', 'rémunération', 'prétentions salariales', 'tarif', 'combien gagnez', 'combien voulez-vous gagner', 'tjm', 'tu gagnes', 'gagnes combien', 'gagnez combien', 'combien tu gagnes', 'combien vous gagnez',
    'gehalt', 'gehaltsvorstellung', 'gehaltsvorstellungen', 'vergütung', 'stundensatz', 'tagessatz', 'verdienen', 'verdienst', 'gehaltswunsch',
  ],
  /** Asking about private life: family, health, beliefs. */
  privateLifeBoundary: [
    'private life', 'personal life', 'family', 'married', 'wife', 'husband', 'partner', 'children', 'kids', 'religion', 'religious',
    'politics', 'political', 'health', 'how old', 'age',
    'vida privada', 'vida personal', 'familia', 'casada', 'casado', 'hijos', 'religión', 'política', 'salud', 'edad', 'cuántos años tienes',
    'vie privée', 'vie personnelle', 'famille', 'mariée', 'marié', 'enfants', 'politique', 'santé', 'âge', 'quel âge',
    'privatleben', 'familie', 'verheiratet', 'kinder', 'politik', 'gesundheit', 'alter', 'wie alt',
  ],
  /** Asking for an employer's internal or confidential matters. */
  confidentialBoundary: [
    'confidential', 'internal', 'nda', 'trade secret', 'trade secrets', 'insider',
    'confidencial', 'interno', 'internos', 'secretos',
    'confidentiel', 'interne', 'internes', 'secrets',
    'vertraulich', 'intern', 'interna', 'betriebsgeheimnis', 'geheimnisse',
  ],
  /** Asking the assistant to do work for the visitor. */
  generalHelpBoundary: [
    'write me', 'write a', 'homework', 'solve', 'fix my code', 'debug my', 'translate', 'recipe', 'weather',
    'escríbeme', 'hazme', 'deberes', 'tarea', 'resuelve', 'traduce', 'receta',
    'écris-moi', 'écrivez-moi', 'devoirs', 'résous', 'résolvez', 'traduis', 'traduisez', 'recette',
    'schreib mir', 'schreiben sie mir', 'hausaufgaben', 'löse', 'lösen sie', 'übersetze', 'übersetzen sie', 'rezept',
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
} as const satisfies Record<string, readonly string[]>;
