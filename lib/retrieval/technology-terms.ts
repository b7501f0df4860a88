/**
 * Widely used technologies, folded (lower-case, no diacritics): naming one makes a question technical
 * whoever the owner is ("do you know Rust?" for an owner who never used it is still an engineering
 * question). General knowledge of the field, not of any person: the owner's own stack comes from the
 * profile on top of this list. Names that are also everyday words ("rest", "express", "go") are left out.
 */
export const TECHNOLOGY_TERMS: readonly string[] = [
  // Languages
  'javascript', 'typescript', 'python', 'java', 'kotlin', 'scala', 'golang', 'rust', 'c++', 'c#', 'ruby', 'php',
  'swift', 'objective-c', 'elixir', 'erlang', 'haskell', 'clojure', 'julia', 'perl', 'lua', 'sql', 'bash', 'solidity',
  // Web and mobile
  'react', 'react native', 'next.js', 'nextjs', 'vue', 'vue.js', 'nuxt', 'angular', 'svelte', 'sveltekit', 
  'jquery', 'redux', 'tailwind', 'css', 'sass', 'html', 'webpack', 'vite', 'graphql', 'rest api', 'grpc', 'websockets', 'pwa',
  'flutter', 'ios', 'android', 'swiftui', 'jetpack compose', 'electron',
  // Back end and runtimes
  'node', 'node.js', 'nodejs', 'deno', 'nestjs', 'django', 'flask', 'fastapi', 'ruby on rails', 'spring boot', 'laravel', 'symfony', '.net', 'asp.net', 'ktor',
  // Data and messaging
  'postgres', 'postgresql', 'mysql', 'mariadb', 'sqlite', 'sql server', 'mongodb', 'redis', 'cassandra', 'dynamodb',
  'elasticsearch', 'opensearch', 'clickhouse', 'snowflake', 'bigquery', 'redshift', 'databricks', 'kafka', 'rabbitmq', 'pulsar',
  'spark', 'flink', 'airflow', 'dbt', 'pandas', 'numpy', 'hadoop', 'etl',
  // Cloud and operations
  'aws', 'lambda', 's3', 'ec2', 'cloudfront', 'gcp', 'google cloud', 'azure', 'vercel', 'netlify', 'cloudflare', 'heroku',
  'docker', 'kubernetes', 'k8s', 'terraform', 'pulumi', 'ansible', 'serverless', 'linux', 'nginx', 'ci/cd', 'github actions',
  'gitlab', 'jenkins', 'prometheus', 'grafana', 'datadog', 'opentelemetry', 
  // Testing
  'jest', 'vitest', 'playwright', 'cypress', 'selenium', 'pytest', 'junit', 'storybook',
  // Machine learning
  'llm', 'llms', 'openai', 'gpt', 'pytorch', 'tensorflow', 'scikit-learn', 'hugging face', 'langchain', 'rag', 'embeddings',
  'machine learning', 'deep learning', 'computer vision', 'nlp',
];
