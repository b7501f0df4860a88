import { parseProfile, type ProfileInput } from '@/lib/knowledge/profile-schema';

/** Shown on the portfolio page and as the canonical answer to “who are you?”. */
const introduction = {
  en: 'I’m Alex Moreno, a senior full-stack and applied-AI engineer based in Valencia, Spain. I’m a Staff Frontend Engineer at Tidewater Labs, where I lead the Harbor design system, and before that I built healthcare scheduling at Brightpath Health and checkout at Quanta Retail. I care about web performance, design systems and LLM features that are measured, not guessed.',
  es: 'Soy Alex Moreno, ingeniera sénior full-stack y de IA aplicada, con base en Valencia, España. Soy Staff Frontend Engineer en Tidewater Labs, donde lidero el sistema de diseño Harbor; antes construí la plataforma de citas de Brightpath Health y el checkout de Quanta Retail. Me importan el rendimiento web, los sistemas de diseño y las funciones con LLM que se miden en lugar de suponerse.',
  fr: 'Je suis Alex Moreno, ingénieure senior full-stack et IA appliquée, basée à Valence, en Espagne. Je suis Staff Frontend Engineer chez Tidewater Labs, où je dirige le design system Harbor ; auparavant, j’ai construit la prise de rendez-vous de Brightpath Health et le checkout de Quanta Retail. Je tiens à la performance web, aux design systems et aux fonctionnalités LLM mesurées plutôt que devinées.',
  de: 'Ich bin Alex Moreno, Senior Full-Stack- und Applied-AI-Ingenieurin aus Valencia, Spanien. Ich bin Staff Frontend Engineer bei Tidewater Labs und leite dort das Designsystem Harbor; davor habe ich die Terminplattform von Brightpath Health und den Checkout von Quanta Retail gebaut. Mir liegen Web-Performance, Designsysteme und LLM-Funktionen am Herzen, die gemessen statt geschätzt werden.',
};

/**
 * The profile: the one file a content editor changes. `npm run knowledge:check` validates it.
 * Dates are the first of the month (UTC); durations are computed from them, never written here.
 * The shipped sample is a fictional person.
 */
const profileInput: ProfileInput = {
  isSample: true,
  person: {
    name: 'Alex Moreno',
    firstName: 'Alex',
    pronouns: 'she/her',
    headline: {
      en: 'Senior full-stack and applied-AI engineer',
      es: 'Ingeniera sénior full-stack y de IA aplicada',
      fr: 'Ingénieure senior full-stack et IA appliquée',
      de: 'Senior Full-Stack- und Applied-AI-Ingenieurin',
    },
    location: {
      city: 'Valencia',
      country: { en: 'Spain', es: 'España', fr: 'Espagne', de: 'Spanien' },
      timezone: 'CET',
      cityNames: { fr: 'Valence' },
    },
    /** How I work; the city, country and time zone come from `location` (the location chunk joins them). */
    workMode: {
      en: 'I work remote-first with EU time zones.',
      es: 'Trabajo en remoto preferentemente, en husos horarios de la UE.',
      fr: 'Je travaille principalement à distance, sur les fuseaux horaires de l’UE.',
      de: 'Ich arbeite remote-first in EU-Zeitzonen.',
    },
    introduction,
    keywords: {
      en: ['full-stack', 'fullstack', 'applied ai'],
      es: ['full-stack', 'ia aplicada'],
      fr: ['full-stack', 'ia appliquée'],
      de: ['full-stack', 'angewandte ki'],
    },
  },
  languages: [
    {
      id: 'spanish',
      name: { en: 'Spanish', es: 'Español', fr: 'Espagnol', de: 'Spanisch' },
      level: { en: 'native', es: 'nativo', fr: 'langue maternelle', de: 'Muttersprache' },
      native: true,
    },
    {
      id: 'english',
      name: { en: 'English', es: 'Inglés', fr: 'Anglais', de: 'Englisch' },
      level: {
        en: 'C2, my daily working language',
        es: 'C2, mi idioma de trabajo diario',
        fr: 'C2, ma langue de travail au quotidien',
        de: 'C2, meine tägliche Arbeitssprache',
      },
    },
    {
      id: 'french',
      name: { en: 'French', es: 'Francés', fr: 'Français', de: 'Französisch' },
      level: { en: 'B1', es: 'B1', fr: 'B1', de: 'B1' },
    },
  ],
  education: [
    {
      id: 'bsc-computer-engineering',
      degree: {
        en: 'BSc in Computer Engineering',
        es: 'Grado en Ingeniería Informática',
        fr: 'Licence (BSc) en génie informatique',
        de: 'BSc in Technischer Informatik',
      },
      institution: 'Universitat Politècnica de València',
      year: 2015,
    },
  ],
  experience: [
    {
      id: 'tidewater-labs',
      company: 'Tidewater Labs',
      role: { en: 'Staff Frontend Engineer', es: 'Staff Frontend Engineer', fr: 'Staff Frontend Engineer', de: 'Staff Frontend Engineer' },
      start: new Date('2022-03-01T00:00:00Z'),
      end: null,
      location: {
        en: 'Remote (company based in Amsterdam)',
        es: 'En remoto (empresa con sede en Ámsterdam)',
        fr: 'À distance (entreprise basée à Amsterdam)',
        de: 'Remote (Firmensitz in Amsterdam)',
      },
      summary: {
        en: 'I lead Harbor, the company design system, and the frontend platform work around it.',
        es: 'Lidero Harbor, el sistema de diseño de la empresa, y el trabajo de plataforma frontend a su alrededor.',
        fr: 'Je dirige Harbor, le design system de l’entreprise, et le travail de plateforme frontend qui l’entoure.',
        de: 'Ich leite Harbor, das Designsystem des Unternehmens, und die Frontend-Plattformarbeit drumherum.',
      },
      highlights: [
        {
          en: 'Lead “Harbor”, the design system (React, TypeScript, Tailwind) used by 14 product teams.',
          es: 'Lidero “Harbor”, el sistema de diseño (React, TypeScript, Tailwind) que usan 14 equipos de producto.',
          fr: 'Je dirige « Harbor », le design system (React, TypeScript, Tailwind) utilisé par 14 équipes produit.',
          de: 'Ich leite „Harbor“, das Designsystem (React, TypeScript, Tailwind), das 14 Produktteams nutzen.',
        },
        {
          en: 'Cut the median JavaScript shipped per page by 38% with a bundle budget enforced in CI.',
          es: 'Reduje un 38 % la mediana de JavaScript enviado por página con un presupuesto de bundle aplicado en CI.',
          fr: 'J’ai réduit de 38 % la médiane de JavaScript envoyé par page grâce à un budget de bundle imposé en CI.',
          de: 'Ich habe das pro Seite ausgelieferte JavaScript (Median) mit einem in der CI durchgesetzten Bundle-Budget um 38 % gesenkt.',
        },
        {
          en: 'Built an internal support assistant on an LLM, with a versioned evaluation set of 120 cases.',
          es: 'Construí un asistente de soporte interno sobre un LLM, con un conjunto de evaluación versionado de 120 casos.',
          fr: 'J’ai construit un assistant de support interne basé sur un LLM, avec un jeu d’évaluation versionné de 120 cas.',
          de: 'Ich habe einen internen Support-Assistenten auf Basis eines LLM gebaut, mit einem versionierten Evaluationsset von 120 Fällen.',
        },
        {
          en: 'Mentor 4 engineers.',
          es: 'Soy mentora de 4 ingenieros.',
          fr: 'J’accompagne 4 ingénieurs en tant que mentore.',
          de: 'Ich bin Mentorin für 4 Engineers.',
        },
      ],
      stack: ['React', 'TypeScript', 'Tailwind CSS', 'Playwright', 'LLM'],
      keywords: {
        en: ['tidewater', 'harbor', 'design system', 'staff', 'frontend', 'current job', 'current role', 'now', 'amsterdam', 'bundle budget', 'support assistant', 'mentor', 'currently', 'right now', 'these days', 'mentoring', 'mentorship', 'product teams', 'use harbor', 'uses harbor', 'using harbor', 'harbor users', 'internal support assistant', 'internal assistant'],
        es: ['trabajo actual', 'puesto actual', 'ahora', 'sistema de diseño', 'ámsterdam', 'asistente de soporte', 'actualmente', 'en este momento', 'mentoría', 'equipos de producto', 'usa harbor', 'usan harbor', 'asistente de soporte interno', 'asistente interno'],
        fr: ['poste actuel', 'emploi actuel', 'actuellement', 'système de design', 'assistant de support', 'en ce moment', 'mentorat', 'équipes produit', 'utilise harbor', 'utilisent harbor', 'assistant de support interne', 'assistant interne'],
        de: ['aktuelle stelle', 'aktueller job', 'derzeit', 'aktuell', 'designsystem', 'support-assistent', 'gerade', 'momentan', 'zurzeit', 'mentoring', 'produktteams', 'nutzt harbor', 'nutzen harbor', 'interner support-assistent', 'internen support-assistenten'],
      },
    },
    {
      id: 'brightpath-health',
      company: 'Brightpath Health',
      role: { en: 'Senior Software Engineer', es: 'Senior Software Engineer', fr: 'Senior Software Engineer', de: 'Senior Software Engineer' },
      start: new Date('2019-06-01T00:00:00Z'),
      end: new Date('2022-02-01T00:00:00Z'),
      location: { en: 'Madrid', es: 'Madrid', fr: 'Madrid', de: 'Madrid' },
      summary: {
        en: 'I built the patient appointment scheduling platform with Next.js, Node.js and PostgreSQL, with GDPR-compliant data handling.',
        es: 'Construí la plataforma de citas para pacientes con Next.js, Node.js y PostgreSQL, con un tratamiento de datos conforme al RGPD.',
        fr: 'J’ai construit la plateforme de prise de rendez-vous des patients avec Next.js, Node.js et PostgreSQL, avec un traitement des données conforme au RGPD.',
        de: 'Ich habe die Terminplattform für Patientinnen und Patienten mit Next.js, Node.js und PostgreSQL gebaut, mit DSGVO-konformer Datenverarbeitung.',
      },
      highlights: [
        {
          en: 'Patient appointment scheduling platform: Next.js, Node.js, PostgreSQL; GDPR-compliant data handling.',
          es: 'Plataforma de citas para pacientes: Next.js, Node.js, PostgreSQL; tratamiento de datos conforme al RGPD.',
          fr: 'Plateforme de prise de rendez-vous des patients : Next.js, Node.js, PostgreSQL ; données traitées conformément au RGPD.',
          de: 'Terminplattform für Patienten: Next.js, Node.js, PostgreSQL; DSGVO-konforme Datenverarbeitung.',
        },
        {
          en: 'SMS reminders that reduced appointment no-shows by 22%.',
          es: 'Recordatorios por SMS que redujeron un 22 % las citas a las que no acudía el paciente.',
          fr: 'Des rappels par SMS qui ont réduit de 22 % les rendez-vous manqués.',
          de: 'SMS-Erinnerungen, die versäumte Termine um 22 % reduziert haben.',
        },
        {
          en: 'Took part in the on-call rotation and wrote the incident runbook.',
          es: 'Participé en las guardias y escribí el runbook de incidentes.',
          fr: 'J’ai participé aux astreintes et rédigé le runbook des incidents.',
          de: 'Ich war Teil der Rufbereitschaft und habe das Incident-Runbook geschrieben.',
        },
      ],
      stack: ['Next.js', 'Node.js', 'PostgreSQL'],
      keywords: {
        en: ['brightpath', 'health', 'healthcare', 'health tech', 'healthtech', 'medical', 'hospital', 'patient', 'appointment', 'scheduling', 'gdpr', 'sms', 'reminder', 'no-show', 'on-call', 'runbook', 'incident', 'madrid'],
        es: ['salud', 'sanidad', 'sanitario', 'sanitaria', 'sector sanitario', 'médico', 'médica', 'paciente', 'cita', 'citas', 'rgpd', 'recordatorio', 'guardia', 'guardias', 'incidente'],
        fr: ['santé', 'médical', 'médicale', 'secteur de la santé', 'patient', 'rendez-vous', 'rgpd', 'rappel', 'astreinte', 'incident'],
        de: ['gesundheit', 'gesundheitswesen', 'gesundheitsbranche', 'medizin', 'medizinisch', 'patient', 'termin', 'termine', 'dsgvo', 'erinnerung', 'rufbereitschaft', 'vorfall'],
      },
    },
    {
      id: 'quanta-retail',
      company: 'Quanta Retail',
      role: { en: 'Software Engineer', es: 'Software Engineer', fr: 'Software Engineer', de: 'Software Engineer' },
      start: new Date('2017-09-01T00:00:00Z'),
      end: new Date('2019-05-01T00:00:00Z'),
      location: { en: 'Barcelona', es: 'Barcelona', fr: 'Barcelone', de: 'Barcelona' },
      summary: {
        en: 'I worked on checkout in React and Redux and on inventory microservices in Go.',
        es: 'Trabajé en el checkout con React y Redux y en microservicios de inventario en Go.',
        fr: 'J’ai travaillé sur le checkout en React et Redux et sur des microservices d’inventaire en Go.',
        de: 'Ich habe am Checkout mit React und Redux und an Inventar-Microservices in Go gearbeitet.',
      },
      highlights: [
        {
          en: 'Checkout in React and Redux; inventory microservices in Go.',
          es: 'Checkout con React y Redux; microservicios de inventario en Go.',
          fr: 'Checkout en React et Redux ; microservices d’inventaire en Go.',
          de: 'Checkout mit React und Redux; Inventar-Microservices in Go.',
        },
        {
          en: 'Built the A/B testing platform used for checkout experiments.',
          es: 'Construí la plataforma de tests A/B usada para los experimentos del checkout.',
          fr: 'J’ai construit la plateforme de tests A/B utilisée pour les expériences du checkout.',
          de: 'Ich habe die A/B-Testing-Plattform für Checkout-Experimente gebaut.',
        },
      ],
      stack: ['React', 'Redux', 'Go'],
      keywords: {
        en: ['quanta', 'retail', 'checkout', 'redux', 'go', 'golang', 'inventory', 'microservices', 'a/b', 'ab testing', 'experiments', 'barcelona', 'e-commerce', 'ecommerce', 'experiment', 'a/b tests', 'a/b testing', 'split tests', 'conversion'],
        es: ['comercio', 'inventario', 'microservicios', 'experimentos', 'pruebas a/b', 'tienda', 'experimento', 'tests a/b', 'conversión'],
        fr: ['commerce', 'inventaire', 'microservices', 'expériences', 'barcelone', 'expérimentations', 'tests a/b', 'conversion'],
        de: ['handel', 'einzelhandel', 'inventar', 'lager', 'experimente', 'experiment', 'a/b-tests', 'konversion'],
      },
    },
    {
      id: 'freelance',
      company: 'Freelance',
      role: { en: 'Freelance web developer', es: 'Desarrolladora web freelance', fr: 'Développeuse web freelance', de: 'Freiberufliche Webentwicklerin' },
      start: new Date('2016-01-01T00:00:00Z'),
      end: new Date('2017-08-01T00:00:00Z'),
      location: { en: 'Valencia', es: 'Valencia', fr: 'Valence', de: 'Valencia' },
      summary: {
        en: 'I built sites for more than 20 small businesses with WordPress, PHP and Vue.',
        es: 'Hice webs para más de 20 pequeñas empresas con WordPress, PHP y Vue.',
        fr: 'J’ai réalisé des sites pour plus de 20 petites entreprises avec WordPress, PHP et Vue.',
        de: 'Ich habe Websites für mehr als 20 kleine Unternehmen mit WordPress, PHP und Vue gebaut.',
      },
      highlights: [
        {
          en: 'Sites for more than 20 small businesses with WordPress, PHP and Vue.',
          es: 'Webs para más de 20 pequeñas empresas con WordPress, PHP y Vue.',
          fr: 'Des sites pour plus de 20 petites entreprises avec WordPress, PHP et Vue.',
          de: 'Websites für mehr als 20 kleine Unternehmen mit WordPress, PHP und Vue.',
        },
      ],
      stack: ['WordPress', 'PHP', 'Vue'],
      keywords: {
        en: ['freelance', 'freelancer', 'freelancing', 'self-employed', 'contractor', 'wordpress', 'php', 'vue', 'small businesses', 'clients'],
        es: ['autónoma', 'autónomo', 'pequeñas empresas', 'clientes', 'por cuenta propia'],
        fr: ['indépendante', 'indépendant', 'freelance', 'petites entreprises', 'clients'],
        de: ['freiberuflich', 'freiberuflerin', 'freiberufler', 'freelancerin', 'selbstständig', 'selbständig', 'kleine unternehmen', 'kunden'],
      },
    },
  ],
  skills: {
    groups: [
      {
        id: 'frontend',
        title: { en: 'Frontend', es: 'Frontend', fr: 'Frontend', de: 'Frontend' },
        skills: ['TypeScript', 'React', 'Next.js', 'Tailwind CSS', 'design systems', 'accessibility (WCAG 2.2 AA)', 'web performance'],
        keywords: {
          en: ['frontend', 'front-end', 'ui', 'css', 'a11y', 'wcag', 'performance', 'core web vitals', 'faster', 'load faster', 'load time', 'page speed', 'speed up', 'slow', 'lighthouse', 'bundle size'],
          es: ['interfaz', 'accesibilidad', 'rendimiento', 'más rápida', 'más rápido', 'velocidad', 'tiempo de carga', 'lenta', 'lento'],
          fr: ['interface', 'accessibilité', 'performance', 'plus rapide', 'vitesse', 'temps de chargement', 'lent', 'lente'],
          de: ['oberfläche', 'barrierefreiheit', 'leistung', 'performance', 'schneller', 'ladezeit', 'ladezeiten', 'geschwindigkeit', 'langsam'],
        },
      },
      {
        id: 'backend',
        title: { en: 'Backend and data', es: 'Backend y datos', fr: 'Backend et données', de: 'Backend und Daten' },
        skills: ['Node.js', 'Go', 'PostgreSQL', 'Redis'],
        keywords: {
          en: ['backend', 'back-end', 'server', 'database', 'sql', 'golang', 'postgres'],
          es: ['servidor', 'base de datos', 'bases de datos'],
          fr: ['serveur', 'base de données', 'bases de données'],
          de: ['server', 'datenbank', 'datenbanken'],
        },
      },
      {
        id: 'cloud-and-testing',
        title: { en: 'Cloud and testing', es: 'Nube y testing', fr: 'Cloud et tests', de: 'Cloud und Testing' },
        skills: ['AWS (Lambda, S3, CloudFront)', 'Vercel', 'Playwright', 'Vitest'],
        keywords: {
          en: ['cloud', 'aws', 'lambda', 's3', 'cloudfront', 'serverless', 'hosting', 'testing', 'tests', 'e2e', 'devops', 'test', 'unit tests', 'end-to-end', 'testing approach', 'testing stack'],
          es: ['nube', 'pruebas', 'despliegue', 'testing', 'testear', 'testeas', 'testeo', 'tests'],
          fr: ['nuage', 'tests', 'déploiement', 'testing', 'tester', 'testes'],
          de: ['cloud', 'tests', 'testen', 'bereitstellung', 'testing', 'testest', 'testet'],
        },
      },
      {
        id: 'applied-ai',
        title: { en: 'Applied AI', es: 'IA aplicada', fr: 'IA appliquée', de: 'Angewandte KI' },
        skills: ['LLM integration (Vercel AI SDK, Groq, OpenAI)'],
        keywords: {
          en: ['ai', 'llm', 'llms', 'machine learning', 'openai', 'gpt', 'ai sdk', 'groq', 'prompt', 'rag', 'genai', 'chatbot', 'evaluation', 'large language model', 'large language models', 'language models', 'generative ai'],
          es: ['ia', 'inteligencia artificial', 'aprendizaje automático', 'evaluación', 'modelos de lenguaje', 'modelo de lenguaje', 'ia generativa'],
          fr: ['ia', 'intelligence artificielle', 'apprentissage automatique', 'évaluation', 'modèles de langage', 'modèle de langage', 'ia générative'],
          de: ['ki', 'künstliche intelligenz', 'maschinelles lernen', 'evaluierung', 'sprachmodelle', 'sprachmodell', 'generative ki'],
        },
      },
    ],
    notOffered: [
      {
        skill: 'native mobile development',
        note: {
          en: 'I don’t do native mobile development (iOS or Android apps); my work is on the web.',
          es: 'No hago desarrollo móvil nativo (apps de iOS o Android); mi trabajo está en la web.',
          fr: 'Je ne fais pas de développement mobile natif (applications iOS ou Android) ; mon travail porte sur le web.',
          de: 'Native Mobile-Entwicklung (iOS- oder Android-Apps) mache ich nicht; meine Arbeit ist das Web.',
        },
        keywords: {
          en: ['mobile', 'native', 'ios', 'android', 'swift', 'kotlin', 'react native', 'flutter', 'app store'],
          es: ['móvil', 'nativo', 'nativa', 'aplicaciones móviles'],
          fr: ['mobile', 'natif', 'native', 'applications mobiles'],
          de: ['mobil', 'nativ', 'native', 'handy', 'mobile apps'],
        },
      },
    ],
  },
  projects: [
    {
      slug: 'ledgerly',
      name: 'Ledgerly',
      summary: {
        en: 'An open-source, offline-first personal finance PWA built with Next.js, IndexedDB and background sync; it has 2,100 GitHub stars.',
        es: 'Una PWA de finanzas personales de código abierto y offline-first, hecha con Next.js, IndexedDB y sincronización en segundo plano; tiene 2.100 estrellas en GitHub.',
        fr: 'Une PWA open source de finances personnelles, offline-first, construite avec Next.js, IndexedDB et la synchronisation en arrière-plan ; elle compte 2 100 étoiles sur GitHub.',
        de: 'Eine Open-Source-Offline-first-PWA für persönliche Finanzen mit Next.js, IndexedDB und Background Sync; sie hat 2.100 GitHub-Sterne.',
      },
      highlights: [],
      stack: ['Next.js', 'IndexedDB', 'background sync', 'PWA'],
      url: 'https://ledgerly.example.com',
      repository: 'https://git.example.com/alex-moreno/ledgerly',
      keywords: {
        en: ['ledgerly', 'finance', 'personal finance', 'budget app', 'money', 'offline-first', 'offline', 'pwa', 'indexeddb', 'open source', 'open-source', 'github', 'stars', 'side project'],
        es: ['finanzas', 'finanzas personales', 'dinero', 'sin conexión', 'código abierto', 'estrellas', 'proyecto personal'],
        fr: ['finances', 'finances personnelles', 'argent', 'hors ligne', 'code source ouvert', 'étoiles', 'projet personnel'],
        de: ['finanzen', 'geld', 'offline', 'quelloffen', 'sterne', 'nebenprojekt'],
      },
    },
    {
      slug: 'harbor',
      name: 'Harbor design system',
      summary: {
        en: 'The design system I lead at Tidewater Labs: 60 components, with visual regression tests in Playwright.',
        es: 'El sistema de diseño que lidero en Tidewater Labs: 60 componentes, con tests de regresión visual en Playwright.',
        fr: 'Le design system que je dirige chez Tidewater Labs : 60 composants, avec des tests de régression visuelle sous Playwright.',
        de: 'Das Designsystem, das ich bei Tidewater Labs leite: 60 Komponenten mit visuellen Regressionstests in Playwright.',
      },
      highlights: [],
      stack: ['React', 'TypeScript', 'Tailwind CSS', 'Playwright'],
      employerId: 'tidewater-labs',
      keywords: {
        en: ['harbor', 'design system', 'components', 'component library', 'visual regression', 'ui kit', 'playwright'],
        es: ['sistema de diseño', 'componentes', 'biblioteca de componentes', 'regresión visual'],
        fr: ['système de design', 'composants', 'bibliothèque de composants', 'régression visuelle'],
        de: ['designsystem', 'komponenten', 'komponentenbibliothek', 'visuelle regression'],
      },
    },
    {
      slug: 'transit-pulse',
      name: 'Transit Pulse',
      summary: {
        en: 'A real-time bus arrival map for Valencia, built with Go, WebSockets and MapLibre; about 9,000 people use it every month.',
        es: 'Un mapa en tiempo real de llegadas de autobuses en Valencia, hecho con Go, WebSockets y MapLibre; lo usan unas 9.000 personas al mes.',
        fr: 'Une carte en temps réel des arrivées de bus à Valence, construite avec Go, WebSockets et MapLibre ; environ 9 000 personnes l’utilisent chaque mois.',
        de: 'Eine Echtzeit-Karte der Busankünfte in Valencia mit Go, WebSockets und MapLibre; rund 9.000 Menschen nutzen sie jeden Monat.',
      },
      highlights: [],
      stack: ['Go', 'WebSockets', 'MapLibre'],
      url: 'https://transit-pulse.example.com',
      keywords: {
        en: ['transit', 'pulse', 'bus', 'buses', 'map', 'maps', 'real-time', 'realtime', 'websockets', 'maplibre', 'public transport', 'monthly users'],
        es: ['autobús', 'autobuses', 'mapa', 'tiempo real', 'transporte público', 'usuarios'],
        fr: ['bus', 'carte', 'temps réel', 'transports en commun', 'utilisateurs'],
        de: ['bus', 'karte', 'echtzeit', 'nahverkehr', 'öpnv', 'nutzer'],
      },
    },
    {
      slug: 'portfolio-ai',
      name: 'Portfolio AI (this assistant)',
      summary: {
        en: 'This chat assistant: lexical retrieval over a structured profile, a cheap off-topic classifier and token budgets, with no embeddings and no server-side chat storage.',
        es: 'Este asistente de chat: recuperación léxica sobre un perfil estructurado, un clasificador barato de temas ajenos y presupuestos de tokens, sin embeddings y sin guardar conversaciones en el servidor.',
        fr: 'Cet assistant de chat : recherche lexicale sur un profil structuré, un classifieur hors sujet peu coûteux et des budgets de tokens, sans embeddings et sans stockage des conversations côté serveur.',
        de: 'Dieser Chat-Assistent: lexikalische Suche über ein strukturiertes Profil, ein günstiger Off-Topic-Klassifikator und Token-Budgets, ohne Embeddings und ohne serverseitige Chat-Speicherung.',
      },
      highlights: [],
      stack: ['Next.js', 'Vercel AI SDK', 'Groq'],
      thisAssistant: true,
      keywords: {
        en: ['this assistant', 'this chat', 'this bot', 'portfolio ai', 'how does this work', 'how were you built', 'retrieval', 'embeddings', 'classifier', 'token budget', 'chat storage', 'store', 'storage', 'conversation', 'conversations', 'chat history', 'privacy'],
        es: ['este asistente', 'este chat', 'cómo funciona', 'recuperación', 'clasificador', 'guardas', 'almacenas', 'conversación', 'conversaciones', 'privacidad'],
        fr: ['cet assistant', 'ce chat', 'comment ça marche', 'recherche', 'classifieur', 'stockez', 'conservez', 'enregistrez', 'stockage', 'conversation', 'conversations'],
        de: ['dieser assistent', 'dieser chat', 'wie funktioniert', 'suche', 'klassifikator', 'speicherst', 'speichern', 'gespeichert', 'speicherung', 'gespräch', 'unterhaltung', 'datenschutz'],
      },
    },
  ],
  workingStyle: {
    items: [
      {
        en: 'I work async-first: I write short design docs before large changes and prefer small pull requests.',
        es: 'Trabajo de forma asíncrona primero: escribo documentos de diseño breves antes de cambios grandes y prefiero pull requests pequeñas.',
        fr: 'Je travaille d’abord en asynchrone : j’écris de courts documents de conception avant les gros changements et je préfère les petites pull requests.',
        de: 'Ich arbeite async-first: Vor größeren Änderungen schreibe ich kurze Design-Dokumente, und ich bevorzuge kleine Pull Requests.',
      },
      {
        en: 'I pair on hard problems, and I run calm, blameless incident reviews.',
        es: 'Hago pair programming en los problemas difíciles y llevo revisiones de incidentes tranquilas y sin culpables.',
        fr: 'Je travaille en binôme sur les problèmes difficiles et j’anime des revues d’incident calmes et sans recherche de coupable.',
        de: 'Bei schwierigen Problemen arbeite ich im Pair, und ich führe ruhige, schuldfreie Incident-Reviews.',
      },
    ],
    keywords: {
      en: ['async', 'asynchronous', 'design docs', 'pull requests', 'code review', 'pair', 'pairing', 'pair programming', 'team', 'incident reviews', 'blameless'],
      es: ['asíncrono', 'documentos de diseño', 'pull requests', 'revisión de código', 'programación en pareja', 'equipo', 'incidentes'],
      fr: ['asynchrone', 'documents de conception', 'pull requests', 'revue de code', 'binôme', 'équipe', 'incidents'],
      de: ['asynchron', 'design-dokumente', 'pull requests', 'code-review', 'pair-programming', 'team', 'incident-reviews'],
    },
  },
  mindset: {
    items: [
      {
        en: 'Test-first for core logic.',
        es: 'Tests primero para la lógica central.',
        fr: 'Les tests d’abord pour la logique centrale.',
        de: 'Test-first für die Kernlogik.',
      },
      {
        en: '“Make it measurable”: every performance claim comes with a benchmark.',
        es: '“Hazlo medible”: cada afirmación sobre rendimiento viene con un benchmark.',
        fr: "« Rendre mesurable » : chaque affirmation sur la performance s'accompagne d'un benchmark.",
        de: '„Mach es messbar“: Jede Performance-Aussage kommt mit einem Benchmark.',
      },
    ],
    keywords: {
      en: ['test-first', 'tdd', 'measurable', 'benchmark', 'benchmarks'],
      es: ['tests primero', 'tdd', 'medible', 'benchmark'],
      fr: ['tests d’abord', 'tdd', 'mesurable', 'benchmark'],
      de: ['test-first', 'tdd', 'messbar', 'benchmark'],
    },
  },
  strengths: {
    items: [
      { en: 'Web performance engineering', es: 'Ingeniería de rendimiento web', fr: 'L’ingénierie de la performance web', de: 'Web-Performance-Engineering' },
      { en: 'Design systems', es: 'Sistemas de diseño', fr: 'Les design systems', de: 'Designsysteme' },
      {
        en: 'Mentoring (6 engineers mentored over my career)',
        es: 'Mentoría (6 ingenieros mentorizados a lo largo de mi carrera)',
        fr: 'Le mentorat (6 ingénieurs accompagnés au cours de ma carrière)',
        de: 'Mentoring (6 Engineers im Laufe meiner Karriere betreut)',
      },
      {
        en: 'Turning ambiguous product requests into shipped increments',
        es: 'Convertir peticiones de producto ambiguas en incrementos entregados',
        fr: 'Transformer des demandes produit ambiguës en incréments livrés',
        de: 'Unklare Produktanfragen in ausgelieferte Inkremente verwandeln',
      },
    ],
    engineersMentoredInCareer: 6,
    keywords: {
      en: ['mentoring', 'mentored', 'mentor', 'mentorship', 'mentee', 'juniors', 'coaching'],
      es: ['mentoría', 'mentora', 'mentorías', 'mentorizar'],
      fr: ['mentorat', 'mentore', 'accompagner'],
      de: ['mentoring', 'mentorin', 'betreuen', 'betreut'],
    },
  },
  availability: {
    roles: {
      en: 'Staff or Principal engineering roles',
      es: 'puestos de ingeniería Staff o Principal',
      fr: 'des postes d’ingénierie Staff ou Principal',
      de: 'Staff- oder Principal-Engineering-Rollen',
    },
    from: new Date('2027-02-01T00:00:00Z'),
    conditions: {
      en: 'remote-first, within EU time zones',
      es: 'en remoto preferentemente, dentro de husos horarios de la UE',
      fr: 'principalement à distance, dans les fuseaux horaires de l’UE',
      de: 'remote-first, innerhalb der EU-Zeitzonen',
    },
    notInterestedIn: {
      en: 'I’m not interested in crypto or gambling companies.',
      es: 'No me interesan las empresas de criptomonedas ni de apuestas.',
      fr: 'Les entreprises de crypto ou de jeux d’argent ne m’intéressent pas.',
      de: 'Krypto- oder Glücksspielunternehmen interessieren mich nicht.',
    },
    remote: 'preferred',
    keywords: {
      en: ['staff', 'principal'],
      es: ['staff', 'principal'],
      fr: ['staff', 'principal'],
      de: ['staff', 'principal'],
    },
    exclusionKeywords: {
      en: ['crypto', 'cryptocurrency', 'gambling', 'betting', 'casino'],
      es: ['cripto', 'criptomonedas', 'apuestas', 'casa de apuestas', 'casino'],
      fr: ['crypto', 'cryptomonnaies', 'jeux d’argent', 'paris en ligne', 'paris sportifs', 'casino'],
      de: ['krypto', 'kryptofirma', 'glücksspiel', 'glücksspielfirma', 'glücksspielunternehmen', 'wettanbieter', 'casino'],
    },
  },
  contact: {
    email: 'alex.moreno@example.com',
    note: {
      en: 'The best way to reach me is email; the contact section of this site shows it too.',
      es: 'La mejor forma de contactarme es por email; la sección de contacto de este sitio también lo muestra.',
      fr: 'Le meilleur moyen de me joindre est l’e-mail ; la section contact de ce site l’affiche aussi.',
      de: 'Am besten erreichen Sie mich per E-Mail; der Kontaktbereich dieser Website zeigt sie ebenfalls.',
    },
    // Fictional addresses on reserved example domains: replace them with your own.
    links: {
      github: 'https://github.example.com/alex-moreno',
      linkedin: 'https://linkedin.example.com/in/alex-moreno',
      website: 'https://alex-moreno.example.com',
    },
  },
  boundaries: [
    {
      id: 'salary',
      topic: { en: 'Salary expectations', es: 'Expectativas salariales', fr: 'Prétentions salariales', de: 'Gehaltsvorstellungen' },
      reply: {
        en: 'I don’t discuss salary expectations in this chat. Please email me at alex.moreno@example.com and we can talk about it directly.',
        es: 'No hablo de expectativas salariales en este chat. Escríbeme a alex.moreno@example.com y lo hablamos directamente.',
        fr: 'Je ne parle pas de prétentions salariales dans ce chat. Écrivez-moi à alex.moreno@example.com et nous en parlerons directement.',
        de: 'Über Gehaltsvorstellungen spreche ich in diesem Chat nicht. Schreiben Sie mir an alex.moreno@example.com, dann sprechen wir direkt darüber.',
      },
      keywords: {
        en: ['salary', 'pay', 'compensation', 'rate', 'day rate', 'hourly rate', 'how much do you earn', 'expectations', 'money', 'wage', 'how much do you make', 'earn', 'earnings', 'salary expectations'],
        es: ['salario', 'sueldo', 'remuneración', 'cuánto cobras', 'tarifa', 'pretensiones', 'expectativas salariales', 'cuánto ganas', 'pretensión salarial', 'salarial'],
        fr: ['salaire', 'rémunération', 'prétentions', 'tarif', 'combien gagnez', 'combien tu gagnes', 'gagnes', 'gagnez', 'salariales'],
        de: ['gehalt', 'vergütung', 'gehaltsvorstellung', 'stundensatz', 'tagessatz', 'verdienen', 'gehaltsvorstellungen', 'gehaltswunsch', 'verdienst', 'verdient'],
      },
    },
    {
      id: 'personal-life',
      topic: {
        en: 'Personal or family life, health, politics and religion',
        es: 'Vida personal o familiar, salud, política y religión',
        fr: 'Vie personnelle ou familiale, santé, politique et religion',
        de: 'Privat- und Familienleben, Gesundheit, Politik und Religion',
      },
      reply: {
        en: 'That’s personal, so I keep it out of this chat. I’m happy to talk about my work, projects and skills instead.',
        es: 'Eso es personal, así que lo dejo fuera de este chat. Encantada de hablar de mi trabajo, mis proyectos y mis habilidades.',
        fr: 'C’est personnel, je le laisse donc en dehors de ce chat. Je parle volontiers de mon travail, de mes projets et de mes compétences.',
        de: 'Das ist privat, deshalb bleibt es aus diesem Chat heraus. Über meine Arbeit, Projekte und Fähigkeiten spreche ich gern.',
      },
      keywords: {
        en: ['married', 'husband', 'wife', 'partner', 'boyfriend', 'girlfriend', 'children', 'kids', 'family', 'health', 'sick', 'illness', 'politics', 'political', 'vote', 'religion', 'religious', 'age', 'how old', 'personal life', 'pregnant', 'party', 'political party', 'political views', 'left wing', 'right wing', 'left or right', 'god', 'believe in god', 'church', 'faith'],
        es: ['casada', 'marido', 'esposo', 'pareja', 'novio', 'hijos', 'familia', 'salud', 'enfermedad', 'política', 'votas', 'religión', 'edad', 'cuántos años tienes', 'vida personal', 'partido político', 'de qué partido', 'partido eres', 'partido votas', 'izquierdas', 'derechas', 'de izquierda', 'de derecha', 'dios', 'crees en dios', 'religiosa', 'creyente', 'iglesia'],
        fr: ['mariée', 'mari', 'conjoint', 'enfants', 'famille', 'santé', 'maladie', 'politique', 'votez', 'religion', 'âge', 'vie personnelle', 'parti', 'parti politique', 'de gauche', 'de droite', 'votes', 'dieu', 'croyante', 'croyant', 'église', 'religieuse'],
        de: ['verheiratet', 'ehemann', 'partner', 'kinder', 'familie', 'gesundheit', 'krankheit', 'politik', 'wählen', 'religion', 'alter', 'wie alt', 'privatleben', 'partei', 'wählst', 'links oder rechts', 'rechts oder links', 'gott', 'gläubig', 'kirche', 'religiös'],
      },
    },
    {
      id: 'confidential',
      topic: {
        en: 'Confidential details of current or past employers',
        es: 'Detalles confidenciales de empleadores actuales o anteriores',
        fr: 'Détails confidentiels d’employeurs actuels ou passés',
        de: 'Vertrauliche Details aktueller oder früherer Arbeitgeber',
      },
      reply: {
        en: 'I can’t share confidential details about current or past employers: internal numbers, clients, roadmaps or code. I can talk about my role and what I built at the level shown in my profile.',
        es: 'No puedo compartir detalles confidenciales de empleadores actuales o anteriores: cifras internas, clientes, hojas de ruta ni código. Sí puedo hablar de mi rol y de lo que construí, al nivel que muestra mi perfil.',
        fr: 'Je ne peux pas partager de détails confidentiels sur mes employeurs actuels ou passés : chiffres internes, clients, feuilles de route ou code. Je peux parler de mon rôle et de ce que j’ai construit, au niveau présenté dans mon profil.',
        de: 'Vertrauliche Details über aktuelle oder frühere Arbeitgeber kann ich nicht teilen: interne Zahlen, Kunden, Roadmaps oder Code. Über meine Rolle und das, was ich gebaut habe, spreche ich gern auf dem Niveau meines Profils.',
      },
      keywords: {
        en: ['confidential', 'secret', 'internal', 'revenue', 'roadmap', 'source code', 'nda', 'insider', 'layoffs', 'internally', 'secrets', 'insider info', 'inside info', 'internal details', 'gossip', 'behind the scenes', 'going on inside'],
        es: ['confidencial', 'secreto', 'interno', 'ingresos', 'hoja de ruta', 'código fuente', 'despidos', 'confidenciales', 'secretos', 'información interna', 'pasa dentro', 'por dentro', 'chismes', 'cotilleos'],
        fr: ['confidentiel', 'secret', 'interne', 'chiffre d’affaires', 'feuille de route', 'code source', 'licenciements', 'confidentielle', 'confidentielles', 'confidentiels', 'secrets', 'infos internes', 'en interne', 'coulisses', 'ragots'],
        de: ['vertraulich', 'geheim', 'intern', 'umsatz', 'roadmap', 'quellcode', 'entlassungen', 'vertrauliche', 'geheimnisse', 'geheimnis', 'interne', 'internes', 'interna', 'insider', 'insiderwissen', 'hinter den kulissen'],
      },
    },
    {
      id: 'general-help',
      topic: {
        en: 'General-purpose help: writing code, homework or unrelated questions',
        es: 'Ayuda general: escribir código, deberes o preguntas ajenas',
        fr: 'Aide générale : écrire du code, devoirs ou questions sans rapport',
        de: 'Allgemeine Hilfe: Code schreiben, Hausaufgaben oder fachfremde Fragen',
      },
      reply: {
        en: 'I only answer questions about my work, projects and experience here, so I can’t help with that. Ask me about my background, my projects or how I work.',
        es: 'Aquí solo respondo preguntas sobre mi trabajo, mis proyectos y mi experiencia, así que no puedo ayudarte con eso. Pregúntame por mi trayectoria, mis proyectos o cómo trabajo.',
        fr: 'Ici, je réponds seulement aux questions sur mon travail, mes projets et mon expérience, je ne peux donc pas aider pour cela. Interrogez-moi sur mon parcours, mes projets ou ma façon de travailler.',
        de: 'Hier beantworte ich nur Fragen zu meiner Arbeit, meinen Projekten und meiner Erfahrung, dabei kann ich also nicht helfen. Fragen Sie mich nach meinem Werdegang, meinen Projekten oder meiner Arbeitsweise.',
      },
      keywords: {
        en: ['write code', 'write me', 'homework', 'assignment', 'solve', 'fix my', 'debug my', 'recipe', 'weather', 'translate', 'poem', 'essay', 'football', 'soccer', 'restaurant', 'restaurants', 'pizza', 'movie', 'film', 'sports', 'joke', 'lottery', 'horoscope'],
        es: ['escribe código', 'escríbeme', 'deberes', 'tarea', 'resuelve', 'arregla mi', 'receta', 'tiempo hace', 'traduce', 'poema', 'fútbol', 'partido de fútbol', 'restaurante', 'restaurantes', 'película', 'chiste', 'deportes', 'lotería', 'horóscopo'],
        fr: ['écris du code', 'écris-moi', 'devoirs', 'exercice', 'résous', 'corrige mon', 'recette', 'météo', 'traduis', 'poème', 'foot', 'football', 'restaurant', 'restaurants', 'film', 'blague', 'sport'],
        de: ['schreib code', 'schreib mir', 'hausaufgaben', 'aufgabe', 'löse', 'reparier', 'rezept', 'wetter', 'übersetze', 'gedicht', 'fußball', 'fußballspiel', 'spiel', 'restaurant', 'film', 'witz', 'sport'],
      },
    },
  ],
  faq: [
    {
      id: 'who-are-you',
      question: { en: 'Who are you?', es: '¿Quién eres?', fr: 'Qui êtes-vous ?', de: 'Wer sind Sie?' },
      patterns: {
        en: [
          '\\bwho (are|r|re) (you|u|ya)\\b(?! (work|employ|look|hir|vot|mentor|report))', '\\bwho\'?s (this|there|speaking|talking|answering)\\b',
          '\\bwho (am i|i\'?m|im) (talking|speaking|chatting)\\b', '\\b(tell|say)( me| us)?( a (bit|little)| something| more)? about (yourself|urself|you)\\b',
          '\\bintroduce (yourself|urself|you)\\b', '\\b(an? )?(quick |short |brief )?(intro|introduction) (about|of|to) (you|yourself)\\b', '\\bwho is alex\\b',
        ],
        es: [
          '\\bquien (eres|sos|es usted)\\b', '\\bcon quien (hablo|estoy hablando|chateo|hablamos)\\b', '\\bquien es alex\\b',
          '\\b(hablame|cuentame|habla|cuenta)( un poco| algo)? (de|sobre) ti\\b', '\\bpresenta(te|rte)\\b',
        ],
        fr: [
          '\\bqui (etes|es)[- ]?(vous|tu)\\b', '\\b(tu es|t\'es|vous etes) qui\\b', '\\bc\'?est qui\\W*$', '\\b(a|avec) qui (je parle|ai-je|est-ce que je parle|je discute)\\b',
          '\\bparle[sz]?(-| )(moi|nous)( un peu)? de (toi|vous)\\b', '\\bpresente[sz]?(-| )?(toi|vous)\\b', '\\bqui est alex\\b',
        ],
        de: [
          '\\bwer (bist du|sind sie)\\b', '\\bmit wem (spreche|rede|chatte|schreibe) ich\\b', '\\bwer ist alex\\b',
          '\\berzahl(e|en sie)?( mir| uns)?( mal| etwas| was| ein bisschen| kurz)* (von|uber) (dir|dich|sich)\\b', '\\bstell(en sie)? (dich|sich)( mal| bitte| kurz)* vor\\b',
        ],
      },
      answer: introduction,
    },
    {
      id: 'why-ai',
      question: {
        en: 'Why an AI on your portfolio?',
        es: '¿Por qué una IA en tu portafolio?',
        fr: 'Pourquoi une IA sur votre portfolio ?',
        de: 'Warum eine KI in Ihrem Portfolio?',
      },
      patterns: {
        en: [
          '\\bwhy (is there |have |use |an? |this )*(ai|chat|chatbot|assistant|bot)\\b', '\\bwhy (did you|do you) (add|have|build|put|use)\\b.*\\b(ai|chat|chatbot|assistant|bot)\\b(?! (experience|skills?|work))',
          '\\bwhat( is|\'s)? (this|the) (chat|chatbot|assistant|bot)( for)?\\W*$', '\\b(point|purpose|idea|goal) (of|behind) (this |the |an? |having (an? )?)?(ai|chat|chatbot|assistant|bot)\\b',
        ],
        es: [
          '\\bpor que (hay |tienes |usas |pusiste |anadiste |una |un |esta |este )*(ia|chat|chatbot|asistente|bot)\\b', '\\bpara que (sirve|es|vale)( este| esta| el| la)? (chat|chatbot|asistente|ia|bot)\\b',
          '\\b(que sentido tiene|cual es el (sentido|objetivo|proposito) de)( este| esta| el| la| un| una)? (chat|chatbot|asistente|ia|bot)\\b', '\\bque es (este|esta) (chat|chatbot|asistente)\\b', '\\bpor que (tienes|pusiste|anadiste)\\b.*\\b(ia|chat|chatbot|asistente)\\b',
        ],
        fr: [
          '\\bpourquoi (y a-t-il |y a t il |il y a |avoir |as-tu |avez-vous |une |un |cette |cet |ce )*(ia|chat|chatbot|assistant|bot)\\b', '\\ba quoi (sert|servent|bon)( ce| cet| cette| le| la| l\')? ?(chat|chatbot|assistant|ia|bot)\\b',
          '\\b(c\'est quoi|qu.est-ce que c.est|qu.est-ce que) (ce|cet|cette) (chat|chatbot|assistant|ia|bot)\\b', '\\bpourquoi (avoir|as-tu|avez-vous)\\b.*\\b(ia|chat|chatbot|assistant)\\b', '\\b(l\'interet|le but|l\'objectif) (de|d\'|du)( ce| cet| cette| une| un)? ?(chat|chatbot|assistant|ia|bot)\\b',
        ],
        de: [
          '\\bwarum (gibt es |hast du |haben sie |hier |eine |ein |diese |dieser |dieses )*(ki|chat|chatbot|assistent|bot)\\b', '\\b(wozu|wofur) (ist|dient|gibt es|soll)( hier)?( der| die| das| dieser| diese| dieses)? ?(chat|chatbot|assistent|ki|bot)\\b',
          '\\bwas soll (der|die|das|dieser|diese|dieses) (chat|chatbot|assistent|ki|bot)\\b', '\\bwas ist (dieser|das fur ein) (chat|chatbot|assistent)\\b', '\\bwarum (hast du|haben sie)\\b.*\\b(ki|chat|chatbot|assistent)\\b', '\\b(sinn|zweck) (des|dieses|von diesem|der|dieser) (chats?|chatbots?|assistenten|ki)\\b',
        ],
      },
      answer: {
        en: 'This assistant lets you ask the follow-up questions my static pages can’t answer: how I approached something, which stack I used, how long I was somewhere. It is deliberately bounded: it answers in first person, only from my profile, and says so when the profile doesn’t cover something. It’s an AI answering from my profile, not me typing live.',
        es: 'Este asistente te permite hacer las preguntas de seguimiento que mis páginas estáticas no responden: cómo abordé algo, qué tecnologías usé, cuánto tiempo estuve en un sitio. Está acotado a propósito: responde en primera persona, solo a partir de mi perfil, y lo dice cuando el perfil no cubre algo. Es una IA que responde desde mi perfil, no yo escribiendo en directo.',
        fr: 'Cet assistant vous permet de poser les questions de suivi auxquelles mes pages statiques ne répondent pas : comment j’ai abordé un sujet, quelle stack j’ai utilisée, combien de temps je suis restée quelque part. Il est volontairement borné : il répond à la première personne, uniquement à partir de mon profil, et le dit quand le profil ne couvre pas un sujet. C’est une IA qui répond à partir de mon profil, pas moi en direct.',
        de: 'Mit diesem Assistenten können Sie die Anschlussfragen stellen, die meine statischen Seiten nicht beantworten: wie ich etwas angegangen bin, welchen Stack ich verwendet habe, wie lange ich irgendwo war. Er ist bewusst begrenzt: Er antwortet in der ersten Person, nur aus meinem Profil, und sagt es, wenn das Profil etwas nicht abdeckt. Es ist eine KI, die aus meinem Profil antwortet, nicht ich live.',
      },
      keywords: {
        en: ['why ai', 'why an ai', 'why a chat', 'why this chat', 'why chatbot', 'this assistant', 'ai assistant', 'chatbot', 'are you real', 'are you a bot', 'are you human'],
        es: ['por qué una ia', 'por qué un chat', 'este asistente', 'eres real', 'eres un bot'],
        fr: ['pourquoi une ia', 'pourquoi un chat', 'cet assistant', 'êtes-vous réelle', 'êtes-vous un bot'],
        de: ['warum eine ki', 'warum ein chat', 'dieser assistent', 'sind sie echt', 'sind sie ein bot', 'bist du echt', 'bist du ein bot'],
      },
    },
    {
      id: 'main-strengths',
      question: {
        en: 'What are your main strengths?',
        es: '¿Cuáles son tus principales fortalezas?',
        fr: 'Quelles sont vos principales forces ?',
        de: 'Was sind Ihre größten Stärken?',
      },
      patterns: {
        en: [
          '\\b(main|biggest|key|top|greatest|core) strengths?\\b', '\\b(your|ur) strengths?\\b', '\\bwhat are your strengths\\b',
          '\\bwhat (are|r) (you|u) (really |particularly |very |especially |most |the most )?(best|good|great|strong(est)?|excellent) at\\b',
          '\\b(strongest|best|top) (skills?|assets?|qualities|areas?)\\b', '\\bwhat (sets|makes) (you|u) (apart|stand out|different|unique|special)\\b',
          '\\bsuperpowers?\\b',
        ],
        es: [
          '\\bfortalezas?\\b', '\\bpuntos? fuertes?\\b', '\\ben que (eres (mejor|buena|bueno)|destacas|sobresales)\\b', '\\bque se te da (mejor|bien)\\b',
          '\\bque te (diferencia|distingue|hace (diferente|especial|destacar|unica?))\\b', '\\btus (mejores|mayores|principales) (habilidades|virtudes|cualidades|competencias)\\b',
          '\\bsuperpoder(es)?\\b',
        ],
        fr: [
          '\\b(tes|vos|ta|votre|les|ses) (principales? |plus grandes? |grandes? )?forces?\\b', '\\bpoints? forts?\\b', '\\batouts?\\b', '\\bqualites principales\\b',
          '\\bqu\'?est-ce qui (vous|te) (distingue|differencie|rend unique|demarque)\\b', '\\b(tu es|t\'es|vous etes|es-tu|etes-vous) (la plus |le plus |particulierement |vraiment )?(forte?|bonne?|douee?|meilleure?) en quoi\\b',
          '\\ben quoi (etes-vous|es-tu|tu es|vous etes) (le |la )?(plus )?(meilleure?|bonne?|fort|forte|douee?)\\b',
        ],
        de: [
          '\\bstarken\\b', '\\b(deine|ihre|grosste|wichtigste|starkste) starke\\b', '\\bworin (bist du|sind sie) (am )?(besten|gut|stark|starksten)\\b',
          '\\bwas kannst du (am besten|besonders gut|richtig gut|wirklich gut|gut)\\W*$', '\\bwas (zeichnet|hebt|unterscheidet) (dich|sie)\\b', '\\bsuperkraft\\b',
        ],
      },
      answer: {
        en: 'My main strengths are web performance engineering, design systems, mentoring (6 engineers mentored over my career) and turning ambiguous product requests into shipped increments.',
        es: 'Mis principales fortalezas son la ingeniería de rendimiento web, los sistemas de diseño, la mentoría (6 ingenieros mentorizados a lo largo de mi carrera) y convertir peticiones de producto ambiguas en incrementos entregados.',
        fr: 'Mes principales forces sont l’ingénierie de la performance web, les design systems, le mentorat (6 ingénieurs accompagnés au cours de ma carrière) et la transformation de demandes produit ambiguës en incréments livrés.',
        de: 'Meine größten Stärken sind Web-Performance-Engineering, Designsysteme, Mentoring (6 Engineers im Laufe meiner Karriere betreut) und das Verwandeln unklarer Produktanfragen in ausgelieferte Inkremente.',
      },
    },
    {
      id: 'frontend-heavy',
      question: {
        en: 'Do you have frontend-heavy experience?',
        es: '¿Tienes experiencia fuerte en frontend?',
        fr: 'Avez-vous une solide expérience frontend ?',
        de: 'Haben Sie viel Frontend-Erfahrung?',
      },
      patterns: {
        en: [
          '\\bfront[- ]?end[- ]heavy\\b', '\\b(experience|background) (in|with) front[- ]?end\\b', '\\bfront[- ]?end (experience|background)\\b', '\\bhow much front[- ]?end\\b',
          '\\b(are|r) (you|u) (a |an )?(more |mostly |mainly |primarily |really )?(a |an )?front[- ]?end\\b(?! or back)', '\\b(a lot of|lots of|much|plenty of|a ton of|mostly|mainly) front[- ]?end\\b',
          '\\bhow (strong|good|deep|solid) (is|are) (your|ur) front[- ]?end\\b',
        ],
        es: [
          '\\bexperiencia (fuerte |solida )?(en|con) (el )?front[- ]?end\\b', '\\bfront[- ]?end (fuerte|pesado)\\b',
          '\\b(mucho|bastante|sobre todo|principalmente)( de| el| en)? front[- ]?end\\b', '\\beres (mas )?(de |del )?(perfil )?(una )?(desarrolladora |ingeniera |dev )?front[- ]?end\\b',
        ],
        fr: [
          '\\bexperience (solide |forte )?(en|du|dans le) front[- ]?end\\b', '\\bexperience front[- ]?end\\b',
          '\\b(beaucoup|surtout|principalement|plutot)( de| du)? front(-?end)?\\b', '\\b(es-tu|etes-vous|tu es|vous etes|t\'es) (plutot |surtout |principalement |une |un )*(developpeuse |developpeur |ingenieure? |dev )?front(-?end)?\\b',
        ],
        de: [
          '\\bfront[- ]?end[- ]?erfahrung\\b', '\\berfahrung (im|mit|in) front[- ]?end\\b',
          '\\b(viel|hauptsachlich|eher|vor allem|meistens|uberwiegend) (im |mit )?front[- ]?end\\b', '\\bbist du (eine |ein )?front[- ]?end',
        ],
      },
      answer: {
        en: 'Yes. At Tidewater Labs I lead Harbor, the design system used by 14 product teams, and I cut the median JavaScript shipped per page by 38% with a bundle budget enforced in CI. Before that I built checkout in React and Redux at Quanta Retail.',
        es: 'Sí. En Tidewater Labs lidero Harbor, el sistema de diseño que usan 14 equipos de producto, y reduje un 38 % la mediana de JavaScript enviado por página con un presupuesto de bundle aplicado en CI. Antes construí el checkout con React y Redux en Quanta Retail.',
        fr: 'Oui. Chez Tidewater Labs, je dirige Harbor, le design system utilisé par 14 équipes produit, et j’ai réduit de 38 % la médiane de JavaScript envoyé par page grâce à un budget de bundle imposé en CI. Auparavant, j’ai construit le checkout en React et Redux chez Quanta Retail.',
        de: 'Ja. Bei Tidewater Labs leite ich Harbor, das Designsystem, das 14 Produktteams nutzen, und ich habe das pro Seite ausgelieferte JavaScript (Median) mit einem in der CI durchgesetzten Bundle-Budget um 38 % gesenkt. Davor habe ich bei Quanta Retail den Checkout mit React und Redux gebaut.',
      },
    },
  ],
  blog: {
    topics: [
      { en: 'web performance', es: 'rendimiento web', fr: 'la performance web', de: 'Web-Performance' },
      { en: 'LLM guardrails', es: 'salvaguardas para LLM', fr: 'les garde-fous des LLM', de: 'Leitplanken für LLMs' },
    ],
    notIndexedReply: {
      en: 'I can’t discuss individual blog posts here: they aren’t part of what this assistant knows, and I won’t pretend to have read one. I write about web performance and LLM guardrails; the posts themselves are on the blog.',
      es: 'Aquí no puedo comentar entradas concretas del blog: no forman parte de lo que sabe este asistente y no voy a fingir que he leído una. Escribo sobre rendimiento web y salvaguardas para LLM; las entradas están en el blog.',
      fr: 'Je ne peux pas parler d’articles de blog précis ici : ils ne font pas partie de ce que cet assistant connaît, et je ne vais pas prétendre en avoir lu un. J’écris sur la performance web et les garde-fous des LLM ; les articles sont sur le blog.',
      de: 'Einzelne Blogartikel kann ich hier nicht besprechen: Sie gehören nicht zu dem, was dieser Assistent kennt, und ich tue nicht so, als hätte ich einen gelesen. Ich schreibe über Web-Performance und Leitplanken für LLMs; die Artikel selbst stehen im Blog.',
    },
  },
  suggestedQuestions: [
    { en: 'Who are you?', es: '¿Quién eres?', fr: 'Qui êtes-vous ?', de: 'Wer bist du?' },
    {
      en: 'What did you build at Tidewater Labs?',
      es: '¿Qué construiste en Tidewater Labs?',
      fr: 'Qu’avez-vous construit chez Tidewater Labs ?',
      de: 'Was haben Sie bei Tidewater Labs gebaut?',
    },
    {
      en: 'How many years of experience do you have?',
      es: '¿Cuántos años de experiencia tienes?',
      fr: 'Combien d’années d’expérience avez-vous ?',
      de: 'Wie viele Jahre Erfahrung haben Sie?',
    },
    {
      en: 'Are you open to new roles?',
      es: '¿Estás abierta a nuevos puestos?',
      fr: 'Êtes-vous ouverte à de nouveaux postes ?',
      de: 'Sind Sie offen für neue Rollen?',
    },
  ],
  assistant: {
    disclosure: {
      en: 'I’m an AI assistant answering from Alex’s profile, not Alex typing live.',
      es: 'Soy un asistente de IA que responde a partir del perfil de Alex, no Alex escribiendo en directo.',
      fr: 'Je suis un assistant IA qui répond à partir du profil d’Alex, pas Alex en train d’écrire en direct.',
      de: 'Ich bin ein KI-Assistent, der aus Alex’ Profil antwortet, nicht Alex, die live tippt.',
    },
    unknown: {
      en: 'My profile doesn’t cover that, so I won’t guess. You can email me at alex.moreno@example.com.',
      es: 'Mi perfil no cubre eso, así que no voy a adivinar. Puedes escribirme a alex.moreno@example.com.',
      fr: 'Mon profil ne couvre pas ce point, je ne vais donc pas deviner. Vous pouvez m’écrire à alex.moreno@example.com.',
      de: 'Dazu steht nichts in meinem Profil, also rate ich nicht. Sie können mir an alex.moreno@example.com schreiben.',
    },
    offTopic: {
      en: 'I only answer questions about my work, projects and experience here. Ask me about my background, my projects or how I work.',
      es: 'Aquí solo respondo preguntas sobre mi trabajo, mis proyectos y mi experiencia. Pregúntame por mi trayectoria, mis proyectos o cómo trabajo.',
      fr: 'Ici, je réponds seulement aux questions sur mon travail, mes projets et mon expérience. Interrogez-moi sur mon parcours, mes projets ou ma façon de travailler.',
      de: 'Hier beantworte ich nur Fragen zu meiner Arbeit, meinen Projekten und meiner Erfahrung. Fragen Sie mich nach meinem Werdegang, meinen Projekten oder meiner Arbeitsweise.',
    },
  },
  scheduling: {
    timeZone: 'Europe/Madrid',
    slotMinutes: 30,
    minimumNoticeHours: 24,
    horizonDays: 14,
    weekly: [
      { weekday: 'tue', start: '10:00', end: '12:00' },
      { weekday: 'wed', start: '16:00', end: '18:00' },
      { weekday: 'thu', start: '10:00', end: '12:00' },
    ],
  },
};

/** The validated profile; importing it fails loudly when the editor's file is invalid. */
export const profile = parseProfile(profileInput);

export { profileInput };
