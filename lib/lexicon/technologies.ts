/**
 * Generic vocabulary of job postings: technologies, practices and engineering domains, with the ways
 * postings write them in en/es/fr/de. It knows no person: whether the owner has any of it comes only
 * from the profile. Aliases are compared folded (lower case, no diacritics) word by word; a multi-word
 * alias also matches written as one word ("design system" = "designsystem", "node js" = "nodejs").
 */
export interface LexiconConcept {
  id: string;
  /** How notes name it. */
  label: string;
  /** Case-insensitive phrases. */
  aliases: readonly string[];
  /** Words matched with their exact capitalisation, where the lower-case word is an everyday word ("Go", "React"). */
  exact?: readonly string[];
  /**
   * Broader concepts this one is evidence for: TypeScript experience is JavaScript experience, React
   * work is frontend work. Never the other way round.
   */
  implies?: readonly string[];
  /** A whole discipline ("software engineering"): years of it are the whole career. */
  discipline?: true;
}

const FRONTEND = ['frontend', 'javascript'];
const BACKEND = ['backend'];

export const TECHNOLOGY_LEXICON: readonly LexiconConcept[] = [
  // Disciplines and roles
  { id: 'software-engineering', label: 'software engineering', discipline: true, aliases: ['software engineering', 'software development', 'software engineer', 'software developer', 'professional experience', 'engineering experience', 'development experience', 'desarrollo de software', 'ingeniería de software', 'ingeniero de software', 'ingeniera de software', 'experiencia profesional', 'développement logiciel', 'ingénierie logicielle', 'expérience professionnelle', 'softwareentwicklung', 'berufserfahrung', 'programmierung', 'software-engineering'] },
  { id: 'web-development', label: 'web development', discipline: true, implies: ['software-engineering'], aliases: ['web development', 'web developer', 'web applications', 'web apps', 'web app', 'desarrollo web', 'aplicaciones web', 'développement web', 'applications web', 'webentwicklung', 'webanwendungen', 'web-entwicklung'] },
  { id: 'frontend', label: 'frontend', implies: ['web-development'], aliases: ['frontend', 'front end', 'front-end', 'frontend engineer', 'frontend developer', 'frontend development', 'client side', 'ui engineering', 'desarrollo frontend', 'développement frontend', 'frontend-entwicklung', 'frontendentwicklung'] },
  { id: 'backend', label: 'backend', implies: ['web-development'], aliases: ['backend', 'back end', 'back-end', 'server side', 'backend development', 'desarrollo backend', 'développement backend', 'backend-entwicklung', 'backendentwicklung'] },
  { id: 'full-stack', label: 'full-stack', implies: ['frontend', 'backend'], aliases: ['full stack', 'fullstack', 'full-stack'] },
  { id: 'leadership', label: 'technical leadership', aliases: ['leadership', 'technical leadership', 'lead', 'tech lead', 'technical lead', 'team lead', 'lead engineer', 'liderazgo', 'liderar', 'lidero', 'lideré', 'líder técnico', 'liderarás', 'liderando', 'liderazgo técnico', 'leadership technique', 'diriger', 'dirige', 'je dirige', 'lead technique', 'technische führung', 'leite', 'leitest', 'leiten'] },
  { id: 'staff-level', label: 'staff or principal level', implies: ['leadership'], aliases: ['staff engineer', 'principal engineer', 'staff level', 'staff-level'], exact: ['Staff', 'Principal'] },
  { id: 'people-management', label: 'people management', aliases: ['people management', 'line management', 'engineering manager', 'managing engineers', 'direct reports', 'gestión de personas', 'gestión de equipos', 'management d équipe', 'gestion d équipe', 'personalverantwortung', 'disziplinarische führung', 'teamleitung'] },
  { id: 'mentoring', label: 'mentoring', aliases: ['mentoring', 'mentor', 'mentored', 'mentorship', 'coaching', 'mentoría', 'mentora', 'mentor', 'mentorizar', 'mentorat', 'mentore', 'accompagner les développeurs', 'accompagner des développeurs', 'accompagner les juniors', 'accompagner des juniors', 'accompagner les ingénieurs', 'montée en compétences', 'mentorin'] },
  // Languages
  { id: 'javascript', label: 'JavaScript', aliases: ['javascript', 'js', 'ecmascript', 'es6', 'es2015', 'vanilla js'] },
  { id: 'typescript', label: 'TypeScript', implies: ['javascript'], aliases: ['typescript', 'ts'] },
  { id: 'html', label: 'HTML', implies: ['frontend'], aliases: ['html', 'html5', 'semantic html'] },
  { id: 'css', label: 'CSS', implies: ['frontend'], aliases: ['css', 'css3', 'sass', 'scss', 'css-in-js', 'styled components'] },
  { id: 'python', label: 'Python', aliases: ['python'] },
  { id: 'java', label: 'Java', implies: BACKEND, aliases: ['java'] },
  { id: 'kotlin', label: 'Kotlin', aliases: ['kotlin'] },
  { id: 'swift', label: 'Swift', aliases: ['swiftui'], exact: ['Swift'], implies: ['ios'] },
  { id: 'objective-c', label: 'Objective-C', aliases: ['objective c', 'objective-c', 'objc'], implies: ['ios'] },
  { id: 'csharp', label: 'C#', implies: BACKEND, aliases: ['csharp'] },
  { id: 'cplusplus', label: 'C++', aliases: ['cplusplus'] },
  { id: 'rust', label: 'Rust', aliases: ['rust'] },
  { id: 'go', label: 'Go', implies: BACKEND, aliases: ['golang'], exact: ['Go'] },
  { id: 'ruby', label: 'Ruby', implies: BACKEND, aliases: ['ruby'] },
  { id: 'php', label: 'PHP', aliases: ['php'] },
  { id: 'scala', label: 'Scala', aliases: ['scala'] },
  { id: 'elixir', label: 'Elixir', implies: BACKEND, aliases: ['elixir'] },
  { id: 'dart', label: 'Dart', aliases: ['dart'] },
  { id: 'sql', label: 'SQL', aliases: ['sql', 'relational databases', 'relational database', 'bases de datos relacionales', 'bases de données relationnelles', 'relationale datenbanken'] },
  // Frontend
  { id: 'react', label: 'React', implies: FRONTEND, aliases: ['reactjs', 'react js', 'react.js', 'react hooks'], exact: ['React', 'REACT'] },
  { id: 'nextjs', label: 'Next.js', implies: ['react', ...FRONTEND], aliases: ['next js', 'nextjs', 'next.js', 'app router'] },
  { id: 'vue', label: 'Vue', implies: FRONTEND, aliases: ['vue', 'vuejs', 'vue js', 'vue.js', 'vue 3'] },
  { id: 'nuxt', label: 'Nuxt', implies: ['vue', ...FRONTEND], aliases: ['nuxt', 'nuxtjs', 'nuxt js'] },
  { id: 'angular', label: 'Angular', implies: FRONTEND, aliases: ['angular', 'angularjs', 'angular js'] },
  { id: 'svelte', label: 'Svelte', implies: FRONTEND, aliases: ['svelte', 'sveltekit'] },
  { id: 'redux', label: 'Redux', implies: ['react', ...FRONTEND], aliases: ['redux', 'redux toolkit'] },
  { id: 'tailwind', label: 'Tailwind CSS', implies: ['css', 'frontend'], aliases: ['tailwind', 'tailwind css', 'tailwindcss'] },
  { id: 'jquery', label: 'jQuery', implies: FRONTEND, aliases: ['jquery'] },
  { id: 'design-systems', label: 'design systems', implies: ['frontend'], aliases: ['design system', 'design systems', 'component library', 'component libraries', 'ui library', 'ui kit', 'sistema de diseño', 'sistemas de diseño', 'biblioteca de componentes', 'librería de componentes', 'librerías de componentes', 'système de design', 'bibliothèque de composants', 'designsystem', 'designsysteme', 'komponentenbibliothek'] },
  { id: 'micro-frontends', label: 'micro frontends', implies: ['frontend'], aliases: ['micro frontends', 'micro-frontends', 'microfrontends', 'micro frontend', 'module federation'] },
  { id: 'performance', label: 'performance optimisation', aliases: ['performance', 'performance optimization', 'performance optimisation', 'rendimiento', 'optimización del rendimiento', 'performances', 'optimisation des performances'] },
  { id: 'accessibility', label: 'accessibility', implies: ['frontend'], aliases: ['accessibility', 'a11y', 'wcag', 'aria', 'accesibilidad', 'accessibilité', 'barrierefreiheit', 'barrierefrei'] },
  { id: 'web-performance', label: 'web performance', implies: ['frontend', 'performance'], aliases: ['web performance', 'frontend performance', 'core web vitals', 'page speed', 'lighthouse', 'bundle size', 'rendimiento web', 'performance web', 'web-performance', 'ladezeit', 'ladezeiten'] },
  { id: 'responsive-design', label: 'responsive design', implies: ['frontend'], aliases: ['responsive design', 'responsive layouts', 'responsive interfaces', 'mobile first', 'mobile-first', 'diseño responsive', 'diseño adaptable', 'responsive web design'] },
  { id: 'storybook', label: 'Storybook', aliases: ['storybook'] },
  { id: 'webpack', label: 'webpack or Vite', aliases: ['webpack', 'vite', 'rollup', 'esbuild', 'bundlers', 'bundler'] },
  { id: 'pwa', label: 'progressive web apps', implies: ['frontend'], aliases: ['pwa', 'pwas', 'progressive web app', 'progressive web apps', 'service worker', 'service workers', 'offline first', 'offline-first'] },
  { id: 'indexeddb', label: 'IndexedDB', aliases: ['indexeddb'] },
  { id: 'websockets', label: 'WebSockets', aliases: ['websockets', 'websocket', 'web sockets', 'socket io', 'server sent events'] },
  { id: 'real-time', label: 'real-time systems', aliases: ['real time', 'real-time', 'realtime', 'tiempo real', 'temps réel', 'echtzeit'] },
  { id: 'maps', label: 'maps and geospatial', aliases: ['maplibre', 'mapbox', 'leaflet', 'openlayers', 'gis', 'geospatial'] },
  // Backend and data
  { id: 'nodejs', label: 'Node.js', implies: ['javascript', ...BACKEND], aliases: ['nodejs', 'node js', 'node.js'], exact: ['Node'] },
  { id: 'express', label: 'Express', implies: ['nodejs', ...BACKEND], aliases: ['expressjs', 'express js', 'express.js'] },
  { id: 'nestjs', label: 'NestJS', implies: ['nodejs', ...BACKEND], aliases: ['nestjs', 'nest js'] },
  { id: 'deno', label: 'Deno', aliases: ['deno'] },
  { id: 'django', label: 'Django', implies: ['python', ...BACKEND], aliases: ['django'] },
  { id: 'flask', label: 'Flask or FastAPI', implies: ['python', ...BACKEND], aliases: ['flask', 'fastapi'] },
  { id: 'rails', label: 'Ruby on Rails', implies: ['ruby', ...BACKEND], aliases: ['rails', 'ruby on rails', 'ror'] },
  { id: 'spring', label: 'Spring Boot', implies: ['java', ...BACKEND], aliases: ['spring boot', 'spring framework', 'springboot'] },
  { id: 'laravel', label: 'Laravel or Symfony', implies: ['php', ...BACKEND], aliases: ['laravel', 'symfony'] },
  { id: 'dotnet', label: '.NET', implies: BACKEND, aliases: ['dotnet', 'asp net', 'asp.net'] },
  { id: 'postgresql', label: 'PostgreSQL', implies: ['sql', ...BACKEND], aliases: ['postgresql', 'postgres', 'psql', 'postgre sql', 'postgre'] },
  { id: 'mysql', label: 'MySQL', implies: ['sql'], aliases: ['mysql', 'mariadb'] },
  { id: 'sqlite', label: 'SQLite', implies: ['sql'], aliases: ['sqlite'] },
  { id: 'mongodb', label: 'MongoDB', implies: ['nosql'], aliases: ['mongodb', 'mongo'] },
  { id: 'redis', label: 'Redis', implies: ['nosql'], aliases: ['redis'] },
  { id: 'dynamodb', label: 'DynamoDB', implies: ['nosql', 'aws'], aliases: ['dynamodb', 'dynamo db'] },
  { id: 'nosql', label: 'NoSQL', aliases: ['nosql', 'no sql', 'document databases', 'key value stores'] },
  { id: 'elasticsearch', label: 'Elasticsearch', aliases: ['elasticsearch', 'elastic search', 'opensearch', 'solr'] },
  { id: 'kafka', label: 'Kafka or message queues', aliases: ['kafka', 'rabbitmq', 'message queues', 'message queue', 'event streaming', 'pub sub', 'sqs', 'nats'] },
  { id: 'graphql', label: 'GraphQL', aliases: ['graphql', 'apollo'] },
  { id: 'rest-api', label: 'REST APIs', aliases: ['restful', 'rest api', 'rest apis', 'api design', 'apis', 'api', 'api rest', 'apis rest', 'openapi', 'rest-apis', 'schnittstellen'] },
  { id: 'microservices', label: 'microservices', implies: ['distributed-systems', ...BACKEND], aliases: ['microservices', 'microservice', 'micro services', 'microservicios', 'microservicio', 'micro-services', 'microservices architecture', 'microservice architecture'] },
  { id: 'event-driven', label: 'event-driven architecture', aliases: ['event driven', 'event-driven', 'event-driven architecture', 'event sourcing', 'cqrs', 'orientada a eventos', 'orientado a eventos', 'architecture événementielle', 'pilotée par les événements', 'ereignisgesteuert', 'ereignisgesteuerte', 'ereignisgesteuerten', 'eventgetrieben', 'event-getrieben'] },
  { id: 'distributed-systems', label: 'distributed systems', aliases: ['distributed systems', 'distributed system', 'sistemas distribuidos', 'systèmes distribués', 'verteilte systeme'] },
  { id: 'data-engineering', label: 'data engineering', aliases: ['data engineering', 'data pipelines', 'data pipeline', 'etl', 'elt', 'airflow', 'spark', 'hadoop', 'ingeniería de datos', 'ingénierie des données', 'datenpipelines'] },
  { id: 'data-warehouse', label: 'SQL data warehouses', implies: ['sql', 'data-engineering'], aliases: ['data warehouse', 'data warehouses', 'bigquery', 'snowflake', 'redshift', 'dbt', 'databricks sql'] },
  { id: 'data-analysis', label: 'data analysis', aliases: ['pandas', 'numpy', 'data analysis', 'data science', 'análisis de datos', 'analyse de données', 'datenanalyse', 'power bi', 'looker'] },
  // Cloud and operations
  { id: 'cloud', label: 'cloud', aliases: ['cloud', 'cloud platforms', 'cloud infrastructure', 'cloud native', 'cloud-native', 'nube', 'la nube', 'cloud computing'] },
  { id: 'aws', label: 'AWS', implies: ['cloud'], aliases: ['aws', 'amazon web services', 'lambda', 'aws lambda', 's3', 'cloudfront', 'ec2', 'ecs', 'eks', 'cloudformation'] },
  { id: 'gcp', label: 'Google Cloud', implies: ['cloud'], aliases: ['gcp', 'google cloud', 'google cloud platform', 'cloud run', 'firebase'] },
  { id: 'azure', label: 'Azure', implies: ['cloud'], aliases: ['azure', 'microsoft azure'] },
  { id: 'vercel', label: 'Vercel', implies: ['cloud'], aliases: ['vercel'] },
  { id: 'netlify', label: 'Netlify', implies: ['cloud'], aliases: ['netlify'] },
  { id: 'cloudflare', label: 'Cloudflare', implies: ['cloud'], aliases: ['cloudflare', 'cloudflare workers', 'cloudflare pages'] },
  { id: 'serverless', label: 'serverless', implies: ['cloud'], aliases: ['serverless', 'functions as a service', 'faas'] },
  { id: 'docker', label: 'Docker and containers', aliases: ['docker', 'containers', 'containerization', 'containerisation', 'contenedores', 'conteneurs', 'container', 'podman'] },
  { id: 'kubernetes', label: 'Kubernetes', implies: ['docker'], aliases: ['kubernetes', 'k8s', 'helm', 'openshift'] },
  { id: 'terraform', label: 'infrastructure as code', aliases: ['terraform', 'pulumi', 'infrastructure as code', 'iac', 'ansible', 'cdk'] },
  { id: 'ci-cd', label: 'CI/CD', exact: ['CI'], aliases: ['ci cd', 'ci/cd', 'continuous integration', 'continuous delivery', 'continuous deployment', 'integración continua', 'despliegue continuo', 'intégration continue', 'déploiement continu', 'kontinuierliche integration', 'github actions', 'gitlab ci', 'jenkins', 'circleci', 'ci pipelines', 'ci pipeline', 'cd pipelines'] },
  { id: 'devops', label: 'DevOps', aliases: ['devops', 'sre', 'site reliability', 'platform engineering'] },
  { id: 'observability', label: 'observability and monitoring', aliases: ['observability', 'monitoring', 'logging', 'tracing', 'datadog', 'grafana', 'prometheus', 'sentry', 'new relic', 'opentelemetry', 'monitorización', 'observabilidad', 'observabilité', 'überwachung', 'monitoring'] },
  { id: 'on-call', label: 'on-call and incident response', aliases: ['on call', 'on-call', 'incident response', 'incident management', 'incidents', 'incident', 'runbook', 'runbooks', 'postmortems', 'guardias', 'incidentes', 'astreinte', 'astreintes', 'incidents', 'rufbereitschaft', 'incident-management'] },
  { id: 'linux', label: 'Linux', aliases: ['linux', 'unix', 'bash', 'shell scripting'] },
  { id: 'git', label: 'Git', aliases: ['git', 'github', 'gitlab', 'version control', 'bitbucket'] },
  { id: 'security', label: 'security', aliases: ['security', 'application security', 'appsec', 'owasp', 'seguridad', 'sécurité', 'sicherheit', 'oauth', 'authentication'] },
  { id: 'gdpr', label: 'GDPR and data protection', aliases: ['gdpr', 'rgpd', 'dsgvo', 'data protection', 'privacy', 'hipaa', 'protección de datos', 'protection des données', 'datenschutz'] },
  // Quality and process
  { id: 'testing', label: 'automated testing', aliases: ['testing', 'automated testing', 'automated tests', 'test automation', 'unit tests', 'unit testing', 'integration tests', 'end to end', 'end-to-end', 'e2e', 'tests', 'pruebas', 'pruebas automatizadas', 'tests automatizados', 'tests automatisés', 'tests unitaires', 'testautomatisierung', 'automatisierte tests', 'unit-tests', 'visual regression', 'regresión visual', 'régression visuelle', 'visuelle regression'] },
  { id: 'tdd', label: 'test-driven development', implies: ['testing'], aliases: ['tdd', 'test driven', 'test-driven development', 'test first', 'test-first', 'desarrollo guiado por pruebas'] },
  { id: 'playwright', label: 'Playwright', implies: ['testing'], aliases: ['playwright'] },
  { id: 'cypress', label: 'Cypress', implies: ['testing'], aliases: ['cypress'] },
  { id: 'jest', label: 'Jest or Vitest', implies: ['testing'], aliases: ['jest', 'vitest', 'mocha', 'testing library', 'react testing library'] },
  { id: 'selenium', label: 'Selenium', implies: ['testing'], aliases: ['selenium', 'webdriver'] },
  { id: 'code-review', label: 'code review', aliases: ['code review', 'code reviews', 'pull requests', 'pull request', 'revisión de código', 'revue de code', 'code-review', 'code-reviews'] },
  { id: 'agile', label: 'agile ways of working', aliases: ['agile', 'scrum', 'kanban', 'ágil', 'metodologías ágiles', 'agilidad', 'agilité', 'méthodes agiles', 'agil', 'agile methoden'] },
  { id: 'ab-testing', label: 'A/B testing and experimentation', aliases: ['a b testing', 'a b tests', 'ab testing', 'experimentation', 'experiments', 'split testing', 'tests a b', 'pruebas a b', 'expérimentation', 'experimente'] },
  { id: 'system-design', label: 'system design and architecture', aliases: ['system design', 'software architecture', 'architecture', 'arquitectura', 'arquitectura de software', 'architecture logicielle', 'softwarearchitektur', 'architektur'] },
  { id: 'documentation', label: 'technical writing', aliases: ['technical writing', 'documentation', 'design docs', 'design documents', 'rfcs', 'documentación', 'documentos de diseño', 'documents de conception', 'dokumentation', 'design-dokumente'] },
  { id: 'remote-async', label: 'asynchronous remote work', aliases: ['async', 'asynchronous', 'asynchronously', 'async-first', 'asíncrono', 'asíncrona', 'asynchrone', 'asynchron'] },
  // AI
  { id: 'ai', label: 'AI', aliases: ['ai', 'artificial intelligence', 'ia', 'inteligencia artificial', 'intelligence artificielle', 'ki', 'künstliche intelligenz', 'genai', 'generative ai', 'ia generativa', 'ia générative', 'generative ki'] },
  { id: 'llm', label: 'LLMs', implies: ['ai'], aliases: ['llm', 'llms', 'large language model', 'large language models', 'language models', 'gpt', 'openai', 'anthropic', 'claude', 'groq', 'ai sdk', 'vercel ai sdk', 'langchain', 'llamaindex', 'prompt engineering', 'modelos de lenguaje', 'modèles de langage', 'sprachmodelle', 'sprachmodell'] },
  { id: 'rag', label: 'retrieval-augmented generation', implies: ['llm', 'ai'], aliases: ['rag', 'retrieval augmented generation', 'retrieval-augmented generation', 'vector databases', 'vector database', 'embeddings', 'semantic search'] },
  { id: 'ai-evaluation', label: 'evaluation of AI systems', implies: ['llm', 'ai'], aliases: ['evals', 'llm evaluation', 'evaluation sets', 'evaluation set', 'evaluación de modelos', 'évaluation des modèles'] },
  { id: 'machine-learning', label: 'machine learning', aliases: ['machine learning', 'ml', 'deep learning', 'pytorch', 'tensorflow', 'scikit learn', 'mlops', 'aprendizaje automático', 'apprentissage automatique', 'maschinelles lernen'] },
  // Mobile
  { id: 'mobile', label: 'mobile app development', aliases: ['mobile development', 'mobile apps', 'mobile app', 'native apps', 'native mobile', 'app development', 'desarrollo móvil', 'aplicaciones móviles', 'développement mobile', 'applications mobiles', 'mobile entwicklung', 'mobile-entwicklung', 'app-entwicklung', 'mobile apps'] },
  { id: 'ios', label: 'iOS', implies: ['mobile'], aliases: ['ios', 'uikit', 'xcode'] },
  { id: 'android', label: 'Android', implies: ['mobile'], aliases: ['android', 'jetpack compose'] },
  { id: 'react-native', label: 'React Native', implies: ['mobile'], aliases: ['react native', 'expo'] },
  { id: 'flutter', label: 'Flutter', implies: ['mobile', 'dart'], aliases: ['flutter'] },
  // Content and commerce platforms
  { id: 'wordpress', label: 'WordPress', implies: ['php'], aliases: ['wordpress', 'woocommerce'] },
  { id: 'cms', label: 'headless CMS', aliases: ['cms', 'headless cms', 'contentful', 'sanity', 'strapi', 'drupal'] },
  { id: 'shopify', label: 'Shopify', aliases: ['shopify'] },
  // Product domains (kinds of work, not employers)
  { id: 'e-commerce', label: 'e-commerce', aliases: ['e-commerce', 'ecommerce', 'e commerce', 'online retail', 'checkout', 'comercio electrónico', 'commerce en ligne', 'onlinehandel'] },
  { id: 'healthcare', label: 'healthcare', aliases: ['healthcare', 'health tech', 'healthtech', 'digital health', 'medical', 'patients', 'patient data', 'clinics', 'clinical', 'hospitals', 'telemedicine', 'pacientes', 'sector salud', 'telemedicina', 'clínicas', 'patients', 'cliniques', 'télémédecine', 'patienten', 'kliniken', 'telemedizin', 'sanidad', 'salud digital', 'sector sanitario', 'santé', 'secteur de la santé', 'gesundheitswesen', 'medizin', 'medtech'] },
  { id: 'fintech', label: 'fintech', aliases: ['fintech', 'payments', 'banking', 'pagos', 'banca', 'paiements', 'zahlungsverkehr', 'finanzdienstleistungen'] },
  { id: 'open-source', label: 'open source', aliases: ['open source', 'open-source', 'código abierto', 'logiciel libre', 'quelloffen'] },
  { id: 'saas', label: 'SaaS', aliases: ['saas', 'b2b saas'] },
  { id: 'seo', label: 'SEO', aliases: ['seo', 'search engine optimization', 'search engine optimisation'] },
  { id: 'ux', label: 'UX and product design', aliases: ['ux', 'user experience', 'product design', 'figma', 'experiencia de usuario', 'expérience utilisateur', 'nutzererlebnis'] },
  { id: 'blockchain', label: 'blockchain and crypto', aliases: ['blockchain', 'crypto', 'cryptocurrency', 'web3', 'defi', 'solidity', 'smart contracts', 'nft', 'criptomonedas', 'cripto', 'cryptomonnaies', 'krypto', 'kryptowährungen'] },
  { id: 'gambling', label: 'gambling and betting', aliases: ['gambling', 'betting', 'igaming', 'casino', 'sports betting', 'apuestas', 'juego online', 'jeux d argent', 'paris sportifs', 'glücksspiel', 'sportwetten'] },
  { id: 'game-development', label: 'game development', aliases: ['game development', 'unity', 'unreal engine', 'unreal', 'videojuegos', 'jeux vidéo', 'spieleentwicklung'] },
  { id: 'embedded', label: 'embedded systems', aliases: ['embedded', 'firmware', 'embedded systems', 'rtos', 'microcontrollers', 'autosar', 'hardware in the loop', 'hardware in the loop tests', 'hil tests', 'sistemas embebidos', 'systèmes embarqués', 'embedded-systeme', 'mikrocontroller'] },
  { id: 'sap', label: 'SAP', aliases: ['sap', 'abap', 'sap hana'] },
  { id: 'salesforce', label: 'Salesforce', aliases: ['salesforce', 'apex', 'salesforce commerce cloud'] },
];

/** Concepts of the lexicon that are ways of working, roles or industries rather than technologies. */
export const NOT_TECHNOLOGIES: ReadonlySet<string> = new Set([
  'leadership', 'staff-level', 'people-management', 'mentoring', 'remote-async', 'agile', 'documentation', 'code-review',
  'on-call', 'healthcare', 'fintech', 'gambling', 'e-commerce', 'saas', 'open-source', 'gdpr', 'ux', 'game-development',
]);

/**
 * Names of technologies, folded: naming one makes a question technical whoever the owner is ("do you
 * know Rust?" for an owner who never used it is still an engineering question). The case-sensitive
 * names ("Go", "React") are left out: in lower case they are everyday words.
 */
export const TECHNOLOGY_TERMS: readonly string[] = TECHNOLOGY_LEXICON
  .filter((concept) => !concept.discipline && !NOT_TECHNOLOGIES.has(concept.id))
  .flatMap((concept) => concept.aliases);
