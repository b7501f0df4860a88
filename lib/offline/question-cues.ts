/**
 * What a question asks for, recognised by phrases over the folded question (lower case, no
 * diacritics, single spaces) in all four languages. Language knowledge only: the things asked about
 * (employers, skills, projects) come from the profile.
 */
export const QUESTION_CUES = {
  /** How long at one place. */
  duration: [
    'how long', 'for how long', 'how many years at', 'how many months', 'since when',
    'cuanto tiempo', 'cuantos anos estuviste', 'desde cuando', 'cuanto duraste',
    'combien de temps', 'depuis quand', 'combien d annees chez', 'combien d annees a',
    'wie lange', 'seit wann', 'wie viele jahre bei', 'wie viele jahre waren sie', 'wie viele jahre warst du',
  ],
  /** Total professional experience. */
  totalExperience: [
    'years of experience', 'how much experience', 'how many years', 'experience in total', 'total experience', 'years in the industry', 'how experienced',
    'anos de experiencia', 'cuanta experiencia', 'cuantos anos', 'experiencia en total', 'experiencia total',
    'annees d experience', 'combien d experience', 'combien d annees', 'experience au total',
    'jahre erfahrung', 'jahre berufserfahrung', 'wie viel erfahrung', 'wie viele jahre', 'berufserfahrung insgesamt', 'erfahrung insgesamt',
  ],
  /** When the owner can start, and whether they are looking. */
  start: [
    'when can you start', 'when could you start', 'start date', 'available from', 'when are you available', 'when would you be available', 'notice period', 'are you available', 'availability',
    'cuando puedes empezar', 'cuando podrias empezar', 'cuando puedes incorporarte', 'fecha de inicio', 'disponible desde', 'cuando estas disponible', 'estas disponible', 'disponibilidad', 'preaviso',
    'quand pouvez vous commencer', 'quand peux tu commencer', 'date de debut', 'disponible a partir', 'quand etes vous disponible', 'etes vous disponible', 'es tu disponible', 'disponibilite', 'preavis',
    'ab wann', 'wann konnen sie anfangen', 'wann kannst du anfangen', 'wann konnen sie starten', 'startdatum', 'verfugbar ab', 'sind sie verfugbar', 'bist du verfugbar', 'verfugbarkeit', 'kundigungsfrist',
    'available', 'disponible', 'disponibles', 'verfugbar',
    'incorporarte', 'incorporacion', 'podrias empezar', 'pourriez vous commencer', 'konnten sie anfangen', 'konnten sie starten',
  ],
  /** Remote work. */
  remote: [
    'remote', 'remotely', 'work from home', 'wfh', 'distributed', 'hybrid',
    'remoto', 'en remoto', 'teletrabajo', 'a distancia', 'hibrido',
    'teletravail', 'a distance', 'en remote', 'hybride',
    'remote', 'homeoffice', 'home office', 'von zuhause', 'hybrid', 'fernarbeit',
  ],
  /** Working on site, at an office. */
  onSite: [
    'on site', 'onsite', 'in office', 'in the office', 'at the office', 'in person',
    'presencial', 'en la oficina', 'in situ',
    'sur site', 'au bureau', 'en presentiel', 'presentiel',
    'vor ort', 'im buro', 'prasenz',
  ],
  /** Moving for a role. */
  relocation: [
    'relocate', 'relocation', 'move to', 'moving to', 'would you move',
    'mudarte', 'mudarias', 'mudanza', 'trasladarte', 'trasladarias', 'reubicarte',
    'demenager', 'demenagement', 'demenageriez', 'demenagerais', 'vous installer', 'relocaliser',
    'umziehen', 'umzug', 'ziehen sie', 'wurden sie nach', 'wurdest du nach',
  ],
  /** Where the owner lives. */
  location: [
    'where are you based', 'where do you live', 'where are you located', 'which city', 'what city', 'where are you from', 'what time zone', 'which time zone', 'your time zone', 'timezone',
    'donde vives', 'donde estas', 'de donde eres', 'en que ciudad', 'zona horaria', 'huso horario',
    'ou habitez vous', 'ou habites tu', 'ou vivez vous', 'ou etes vous base', 'ou es tu base', 'dans quelle ville', 'fuseau horaire',
    'wo wohnen sie', 'wo wohnst du', 'wo leben sie', 'wo lebst du', 'in welcher stadt', 'woher kommen sie', 'zeitzone',
    'us hours', 'working hours', 'office hours', 'time zones', 'overlap', 'horario', 'horarios', 'horaires', 'fuseaux', 'arbeitszeiten', 'zeitzonen', 'uberschneidung',
  ],
  /** The role or title held somewhere. */
  role: [
    'your role', 'what role', 'which role', 'your title', 'job title', 'your position', 'what position', 'what was your job', 'what were you',
    'tu puesto', 'que puesto', 'tu rol', 'que rol', 'tu cargo', 'que cargo',
    'votre poste', 'quel poste', 'votre role', 'quel role', 'ton poste', 'ton role',
    'ihre rolle', 'welche rolle', 'deine rolle', 'ihre position', 'welche position', 'ihre stelle', 'als was',
  ],
  /** Where the owner works now. */
  currentJob: [
    'where do you work', 'where are you working', 'current job', 'current role', 'current employer', 'current position', 'work now', 'working now', 'currently work',
    'donde trabajas', 'trabajo actual', 'puesto actual', 'empresa actual', 'trabajas ahora', 'trabajas actualmente',
    'ou travaillez vous', 'ou travailles tu', 'poste actuel', 'emploi actuel', 'employeur actuel', 'travaillez actuellement', 'travailles actuellement',
    'wo arbeiten sie', 'wo arbeitest du', 'aktuelle stelle', 'aktueller job', 'aktuelle rolle', 'aktueller arbeitgeber', 'derzeit arbeiten', 'arbeiten sie derzeit', 'arbeiten sie aktuell',
    'beruflich', 'was machen sie', 'what do you do for a living', 'a que te dedicas', 'que faites vous dans la vie', 'que fais tu dans la vie',
  ],
  /** The whole career: every employer. */
  careerHistory: [
    'previous jobs', 'previous job', 'previous employers', 'past jobs', 'where did you work', 'where have you worked', 'work history', 'employment history', 'career path', 'your career', 'worked before', 'companies have you worked',
    'trabajos anteriores', 'empleos anteriores', 'donde trabajaste', 'donde has trabajado', 'trayectoria profesional', 'tu trayectoria', 'trabajaste antes', 'empresas has trabajado',
    'postes precedents', 'emplois precedents', 'ou avez vous travaille', 'ou as tu travaille', 'parcours professionnel', 'votre parcours', 'ton parcours', 'travaille avant',
    'fruhere stellen', 'fruhere jobs', 'bisherige stellen', 'wo haben sie gearbeitet', 'wo hast du gearbeitet', 'vorher gearbeitet', 'beruflicher werdegang', 'ihr werdegang', 'dein werdegang', 'bisherigen arbeitgeber',
  ],
  /** What a project is built with, or written in. */
  builtWith: [
    'built with', 'written in', 'made with', 'what language', 'which language', 'tech stack of', 'stack of', 'what stack',
    'construido con', 'hecho con', 'escrito en', 'que lenguaje', 'con que tecnologia',
    'fait avec', 'ecrit en', 'construit avec', 'quel langage', 'avec quoi',
    'gebaut mit', 'geschrieben', 'welcher sprache', 'womit', 'welcher stack',
  ],
  /** The roles the owner is looking for. */
  openTo: [
    'what kind of role', 'what role are you looking', 'what roles', 'looking for', 'what are you looking for', 'next role', 'what job',
    'que tipo de puesto', 'que puesto buscas', 'que buscas', 'buscas', 'que tipo de trabajo', 'tu proximo puesto',
    'quel type de poste', 'quel poste recherchez', 'que recherchez vous', 'recherchez vous', 'tu cherches', 'prochain poste',
    'welche rolle suchen', 'was suchen sie', 'suchen sie', 'was suchst du', 'welche stelle', 'nachste rolle', 'nachste stelle',
  ],
  /** What kinds of company or work the owner rules out. */
  exclusions: [
    'rule out', 'not interested', 'wouldn t work for', 'would not work for', 'won t work for', 'avoid', 'any company', 'kind of company', 'industries you',
    'descartarias', 'no te interesa', 'no trabajarias', 'que empresas', 'que sectores', 'evitarias',
    'exclure', 'excluez', 'pas interesse', 'ne travailleriez pas', 'quelles entreprises', 'quels secteurs', 'eviteriez',
    'ausschliessen', 'nicht interessiert', 'nicht arbeiten', 'welche firmen', 'welche branchen', 'vermeiden',
    'descartas', 'excluez vous', 'schliessen sie aus',
  ],
  /** Where a job or project was ("and where was that?"). */
  wherePlace: [
    'where was it', 'where was that', 'where is it', 'where was the', 'in which city', 'which city was',
    'donde era', 'donde estaba', 'donde fue', 'donde esta', 'en que ciudad estaba',
    'c etait ou', 'ou etait ce', 'ou c etait', 'c est ou', 'ou se trouvait', 'dans quelle ville etait',
    'wo war das', 'wo war', 'wo ist das', 'in welcher stadt war',
  ],
  /** The portfolio projects, all of them. */
  projectsOverview: [
    'side projects', 'your projects', 'what projects', 'which projects', 'projects have you built', 'portfolio projects', 'what have you built',
    'tus proyectos', 'que proyectos', 'proyectos personales', 'proyectos has',
    'vos projets', 'quels projets', 'projets personnels', 'tes projets',
    'ihre projekte', 'welche projekte', 'deine projekte', 'nebenprojekte', 'was haben sie gebaut',
  ],
  /** Has the owner used a named technology: yes or no. */
  skillYesNo: [
    'do you know', 'have you used', 'have you worked with', 'do you use', 'did you use', 'can you use', 'experience with', 'experience in', 'familiar with', 'worked with', 'do you have experience',
    'conoces', 'has usado', 'has trabajado con', 'usas', 'usaste', 'experiencia con', 'experiencia en', 'sabes usar', 'manejas', 'dominas',
    'connaissez vous', 'connais tu', 'avez vous utilise', 'as tu utilise', 'utilisez vous', 'utilises tu', 'experience avec', 'experience en', 'maitrisez vous',
    'kennen sie', 'kennst du', 'haben sie mit', 'hast du mit', 'nutzen sie', 'nutzt du', 'erfahrung mit', 'erfahrung in', 'arbeiten sie mit', 'beherrschen sie',
    'sabes', 'conoces', 'manejas', 'usas', 'tu connais', 'vous connaissez', 'kannst du', 'konnen sie',
    'schon mit', 'mal mit', 'gearbeitet', 'eingesetzt', 'genutzt', 'verwendet', 'travaille avec', 'deja utilise', 'deja travaille',
  ],
  /** Experience with a named technology ("your LLM experience"): answered like how strong. */
  skillExperience: ['experience', 'experienced', 'experiencia', 'experience', 'erfahrung', 'erfahren'],
  /** Words a yes/no question uses that say nothing about the thing ("does it also work offline?"). */
  genericPredicates: [
    'work', 'works', 'working', 'run', 'runs', 'also', 'still', 'really', 'support', 'supports',
    'funciona', 'funcionar', 'tambien', 'todavia', 'realmente',
    'fonctionne', 'marche', 'aussi', 'encore', 'vraiment',
    'funktioniert', 'lauft', 'auch', 'noch', 'wirklich',
  ],
  /** How good the owner is at a named technology. */
  skillStrength: [
    'how strong', 'how good', 'how well', 'how proficient', 'how experienced are you with', 'your level', 'how deep',
    'que tan bueno', 'que tan buena', 'que nivel', 'tu nivel', 'como de bien', 'cuanto sabes',
    'quel niveau', 'votre niveau', 'ton niveau', 'a quel point', 'etes vous fort', 'es tu fort',
    'wie gut', 'wie stark', 'welches niveau', 'wie sicher sind sie', 'wie fit',
  ],
  /** Spoken languages. */
  speaks: [
    'do you speak', 'can you speak', 'languages do you speak', 'what languages', 'which languages', 'speak any',
    'hablas', 'que idiomas', 'idiomas hablas', 'sabes hablar',
    'parlez vous', 'parles tu', 'quelles langues', 'langues parlez',
    'sprechen sie', 'sprichst du', 'welche sprachen', 'sprachen sprechen',
  ],
  /** The owner's native language. */
  nativeLanguage: [
    'mother tongue', 'native language', 'first language', 'native speaker',
    'lengua materna', 'idioma materno', 'idioma nativo', 'lengua nativa',
    'langue maternelle', 'langue natale',
    'muttersprache', 'erstsprache',
  ],
  /** Education. */
  education: [
    'where did you study', 'what did you study', 'your degree', 'your education', 'university', 'did you go to university', 'study',
    'donde estudiaste', 'que estudiaste', 'tu formacion', 'tu titulo', 'universidad', 'estudios',
    'ou avez vous etudie', 'qu avez vous etudie', 'votre formation', 'votre diplome', 'universite', 'etudes',
    'wo haben sie studiert', 'was haben sie studiert', 'wo hast du studiert', 'ihre ausbildung', 'studium', 'universitat', 'abschluss',
  ],
  /** How to reach the owner. */
  contact: [
    'contact you', 'reach you', 'your email', 'email address', 'get in touch', 'how can i contact', 'how do i contact',
    'contactarte', 'contactar contigo', 'tu email', 'tu correo', 'ponerme en contacto',
    'vous contacter', 'te contacter', 'votre email', 'votre e mail', 'votre adresse', 'vous joindre',
    'sie kontaktieren', 'dich kontaktieren', 'ihre e mail', 'ihre email', 'sie erreichen', 'kontakt aufnehmen',
  ],
  /** A short pitch: who the owner is and why they are worth hiring. */
  pitch: [
    'tell me about yourself', 'about yourself', 'introduce yourself', 'why should we hire you', 'why should i hire you', 'why hire you', 'good fit', 'why you',
    'hablame de ti', 'cuentame sobre ti', 'cuentame de ti', 'presentate', 'por que deberiamos contratarte', 'por que contratarte', 'por que tu',
    'parlez moi de vous', 'presentez vous', 'parle moi de toi', 'pourquoi vous embaucher', 'pourquoi devrions nous vous embaucher', 'pourquoi vous recruter',
    'erzahlen sie von sich', 'erzahlen sie mir von sich', 'stellen sie sich vor', 'erzahl von dir', 'warum sollten wir sie einstellen', 'warum sie',
    'stell dich', 'stellen sie sich',
  ],
  /** Leading people: teams, mentoring, management. */
  leadership: [
    'leadership', 'lead a team', 'led a team', 'managed a team', 'manage a team', 'management experience', 'mentor', 'mentoring', 'people management', 'team lead',
    'liderazgo', 'liderar equipos', 'liderado equipos', 'gestionado equipos', 'gestion de equipos', 'mentoria',
    'leadership', 'manager une equipe', 'encadrer', 'encadre', 'management', 'mentorat', 'diriger une equipe',
    'fuhrung', 'fuhrungserfahrung', 'team geleitet', 'team gefuhrt', 'teams fuhren', 'mentoring', 'teamleitung',
    'led people', 'lead people', 'managed people', 'manage people', 'led teams', 'manage teams', 'has liderado', 'dirigido equipos', 'has gestionado', 'avez vous dirige', 'avez vous encadre', 'gere une equipe', 'as tu dirige', 'haben sie geleitet', 'hast du geleitet', 'mitarbeitende gefuhrt', 'menschen gefuhrt', 'personal gefuhrt',
    'liderando', 'liderando equipos', 'liderar', 'equipos a cargo', 'personas a cargo',
  ],
  /** A yes/no question: the answer starts with yes or no. */
  yesNo: [
    'have you', 'has', 'did you', 'do you', 'are you', 'can you', 'could you', 'would you', 'is it', 'was it',
    'has', 'tienes', 'eres', 'estas', 'puedes', 'sabes', 'fue', 'es',
    'avez vous', 'as tu', 'etes vous', 'es tu', 'pouvez vous', 'est ce que', 'est il', 'est elle',
    'haben sie', 'hast du', 'sind sie', 'bist du', 'konnen sie', 'kannst du', 'ist es', 'war es', 'waren sie',
    'il est', 'elle est', 'c est', 'tiene', 'esta',
    'does it', 'do they', 'did it', 'funciona', 'fonctionne t il', 'marche t il', 'funktioniert es', 'lauft es', 'hat es',
  ],
  /** The most of something among the projects: "which has the most users/stars". */
  most: ['most', 'biggest', 'largest', 'mas', 'mayor', 'le plus', 'plus de', 'meisten', 'grosste'],
} as const satisfies Record<string, readonly string[]>;

export type QuestionCue = keyof typeof QUESTION_CUES;

/** Words that name a usage metric in project texts, per language: users and stars. */
export const METRIC_WORDS = {
  users: ['users', 'people', 'usuarios', 'personas', 'utilisateurs', 'personnes', 'nutzer', 'menschen', 'nutzerinnen'],
  stars: ['stars', 'estrellas', 'etoiles', 'sterne'],
} as const;
