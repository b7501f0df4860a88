import { describe, expect, it } from 'vitest';
import { genericVocabulary } from '@/lib/fit/concept-vocabulary';
import { readRequirement } from '@/lib/fit/read-requirement';

const read = (text: string) => readRequirement({ text, vocabulary: genericVocabulary(), cityKeys: new Set() });
const groups = (text: string) => {
  const { mentions } = read(text);
  return mentions.map((mention) => `${mention.ids[0]}@${mentions.findIndex((other) => other.group === mention.group)}`);
};

describe('readRequirement', () => {
  it('groups alternatives: "or", slashes and lists with an "or"; other names stand alone', () => {
    expect(groups('TypeScript and GraphQL')).toEqual(['typescript@0', 'graphql@1']);
    expect(groups('React, Vue or Angular')).toEqual(['react@0', 'vue@0', 'angular@0']);
    expect(groups('Kubernetes in AWS or GCP')).toEqual(['kubernetes@0', 'aws@1', 'gcp@1']);
    expect(groups('TypeScript/JavaScript')).toEqual(['typescript@0', 'javascript@0']);
    expect(groups('Kafka, Pulsar o similar')).toEqual(['kafka@0', 'pulsar@0']);
    expect(groups('Jest, Vitest or equivalent')).toEqual(['jest@0', 'vitest@0']);
    expect(groups('Experience with logistics, shipping or supply-chain data')).toEqual(['logistics@0', 'logistics@0']);
    expect(groups('Kafka, ideally with Flink')).toEqual(['kafka@0', 'flink@1']);
  });

  it('makes optional what a cue speaks of: its own words after it, or its neighbours when it has none', () => {
    expect(read('Experience in the banking sector, ideally in retail lending').optional).toBe(false);
    expect(read('Experiencia en el sector bancario, idealmente en banca minorista').optional).toBe(false);
    expect(read('Kafka, ideally').optional).toBe(true);
    expect(read('Ideally, you know Kafka').optional).toBe(true);
    expect(read('Valoraremos la experiencia con normativa aeronáutica y con Rust').optional).toBe(true);
    expect(read('Valoraremos la experiencia con normativa aeronáutica (EASA, DO-178C) y con Rust.').mentions.every((mention) => mention.optional)).toBe(true);
    expect(read('Idealmente Kafka (o Pulsar), imprescindible SQL').optional).toBe(false);
  });

  it('reads the words each language weighs a requirement with, also when they negate what is required', () => {
    expect(read('Some Kotlin for Android would also help.').optional).toBe(true);
    expect(read('Experience with Azure OpenAI Service would be useful.').optional).toBe(true);
    expect(read('At least two years of Go for backend services is valuable but not a requirement.').optional).toBe(true);
    expect(read('A PhD in robotics is welcome but by no means expected.').optional).toBe(true);
    expect(read('Si además has escrito servicios en Go, será un punto a favor.').optional).toBe(true);
    expect(read('Une première expérience dans la publicité en ligne est un vrai avantage.').optional).toBe(true);
    expect(read('Erfahrung mit Next.js ist ein klarer Vorteil.').optional).toBe(true);
    expect(read('A PhD in robotics is expected.').optional).toBe(false);
  });

  it('reads names spelled like products and listed together, not capitalised names that may be places', () => {
    const ids = (text: string) => readRequirement({ text, vocabulary: genericVocabulary(), cityKeys: new Set(), locales: ['en'] }).mentions.map((mention) => mention.ids[0]);
    expect(ids('Publications at NeurIPS, ICML or ICLR')).toEqual(['unknown:neurip', 'unknown:icml', 'unknown:iclr']);
    expect(ids('Offices in Paris, Lyon or Nantes')).toEqual([]);
  });

  it('reads a name spelled like a product after a word of example as asked, in any language', () => {
    const ids = (text: string, locales: readonly ('en' | 'es')[]) => readRequirement({ text, vocabulary: genericVocabulary(), cityKeys: new Set(), locales }).mentions.flatMap((mention) => mention.ids);
    expect(ids('Experiencia con herramientas de test como VectorCAST o Tessy.', ['es', 'en'])).toContain('unknown:vectorcast');
    expect(ids('Experience with test tools such as VectorCAST or Tessy.', ['en'])).toContain('unknown:vectorcast');
  });

  it('asks for a credential of the person, not for a certified product', () => {
    const credentials = (text: string) => read(text).mentions.map((mention) => mention.credential);
    expect(credentials('Experiencia certificando producto según IEC 61508')).toEqual([null]);
    expect(read('Contar con la habilitación personal de seguridad').asksCredential).toBe(true);
    expect(credentials('AWS certification to run our systems')).toEqual(['certification']);
    expect(credentials('Taking a product through IEC 61508 certification')).toEqual([null]);
    expect(credentials('Experiencia en proyectos con certificación según IEC 61508')).toEqual([null]);
  });

  it('reads the fields a degree is in as its subject, not as fields of work asked, up to a word about the candidate', () => {
    const ids = (text: string) => read(text).mentions.map((mention) => mention.ids[0]);
    expect(ids("A master's degree in computer science, robotics or a related field is required.")).toEqual([]);
    expect(ids('Doctorado o máster en Robótica, Mecatrónica o similar.')).toEqual([]);
    expect(ids('A degree in physics and experience in robotics')).toEqual(['robotics']);
    expect(ids('Grado en Estadística, Matemáticas, Física o Ingeniería')).toEqual([]);
    expect(ids('A degree in computer science with strong Python')).toEqual(['python']);
    expect(ids('Experience in robotics')).toEqual(['robotics']);
  });

  it('reads the field a credential names as the credential, not as a degree asked beside it', () => {
    const colegiacion = read('Colegiación en un colegio profesional de ingeniería informática.');
    expect(colegiacion.asksCredential).toBe(true);
    expect(colegiacion.degree).toBeNull();
    expect(read('Colegiación o un grado en ingeniería informática.').degree).toBe(1);
  });

  it('does not ask for what the context names: the platform of the employer, a reason, what a language is for; unless nothing else is asked', () => {
    const ids = (text: string) => read(text).mentions.map((mention) => mention.ids[0]);
    expect(ids('Nuestra plataforma corre en Kubernetes sobre AWS, así que pedimos experiencia operando clústeres de Amazon EKS.')).toEqual(['eks']);
    expect(ids('Es imprescindible que domines Python, porque todo nuestro backend de IA está escrito en él.')).toEqual(['python']);
    expect(read('El nivel alto de inglés no es imprescindible, ya que el equipo trabaja en español.').languages.map((language) => language.code)).toEqual(['en']);
    expect(read('Inglés C1 para la documentación y las auditorías.').mentions).toEqual([]);
    expect(ids('Our platform runs on Kubernetes')).toEqual(['kubernetes']);
  });

  it('does not ask for the field of the teams the work is with, but still for leading them', () => {
    const ids = (text: string) => read(text).mentions.map((mention) => mention.ids[0]);
    expect(ids('Work with backend teams on our GraphQL APIs')).toEqual(['graphql', 'apis']);
    expect(ids('Colaborar con los equipos de backend en Kafka')).toEqual(['kafka']);
    expect(ids('Experiencia liderando equipos técnicos')).toEqual(['leadership']);
    expect(ids('Backend development in Go')).toEqual(['backend', 'go']);
  });

  it('marks examples in parentheses and after "e.g.", "z. B.", "como"', () => {
    const examples = (text: string) => read(text).mentions.map((mention) => [mention.ids[0], mention.example]);
    expect(examples('Automated testing (Jest, Cypress)')).toEqual([['testing', false], ['jest', true], ['cypress', true]]);
    expect(examples('Cloud, z. B. AWS')).toEqual([['cloud', false], ['aws', true]]);
  });

  it('marks a clause that says it is not required, when another clause is', () => {
    const { languages } = read('Sehr gute Englischkenntnisse, Deutsch ist kein Muss');
    expect(languages.map((language) => [language.code, language.optional])).toEqual([['en', false], ['de', true]]);
  });

  it('marks what a "dont"/"including" clause scopes, and reads several year figures', () => {
    const requirement = read("8 ans d'expérience en développement web, dont une partie en tant que lead technique");
    expect(requirement.years).toEqual([{ years: 8, at: 0, unknown: [] }]);
    expect(requirement.mentions.map((mention) => [mention.ids[0], mention.subset])).toEqual([['web-development', false], ['leadership', true]]);
  });

  it('reads a level word inside a language requirement as a level, not a skill', () => {
    const requirement = read('Inglés fluido y español nativo');
    expect(requirement.languages.map((language) => [language.code, language.level])).toEqual([['en', 5], ['es', 7]]);
    expect(requirement.mentions).toEqual([]);
  });

  it('reads conditions, degrees and years together', () => {
    const requirement = read('BSc or equivalent, 3+ years, remote within CET');
    expect([requirement.degree, requirement.equivalentExperience, requirement.years[0]?.years, requirement.asksConditions]).toEqual([1, true, 3, true]);
  });

  it('reads names no vocabulary knows as asked things: a standard with its number, a name that says which one, a listed name', () => {
    const named = (text: string, locale: 'en' | 'es' | 'de') =>
      readRequirement({ text, vocabulary: genericVocabulary(), cityKeys: new Set(), locales: [locale] }).mentions.map((mention) => `${mention.surface}@${mention.group}`);
    // A standard is its number: knowing one ISO standard is not knowing another.
    expect(named('Conocer la norma ISO 21434', 'es')).toEqual(['ISO 21434@0']);
    expect(named('Erfahrung mit ARINC 653', 'de')).toEqual(['ARINC 653@0']);
    // A name beside a known thing names which one is asked, and stands for it.
    expect(named('Experience with Infineon AURIX microcontrollers', 'en')).toEqual(['Infineon AURIX microcontrollers@0']);
    expect(named('Strong T-SQL is essential', 'en')).toEqual(['T-SQL@0']);
    expect(named('Experience with Apache Flink or Kafka Streams', 'en')).toEqual(['Apache Flink@0', 'Kafka Streams@0']);
    // Listed beside a known one, and on through the list.
    expect(named('Very good C and Ada', 'en')).toEqual(['C@0', 'Ada@1']);
    expect(named('Conocimientos de Estadística, Econometría, Álgebra o Cálculo', 'es')).toEqual(['Estadística@0', 'Econometría@0', 'Álgebra@0', 'Cálculo@0']);
    // German capitalises every noun: only a product-like spelling marks a name there.
    expect(named('Erfahrung mit Python und Teamarbeit', 'de')).toEqual(['Python@0']);
    // A capital that starts the sentence, or a place after its preposition, is no name.
    expect(named('Solid TypeScript, based in Lisbon', 'en')).toEqual(['TypeScript@0']);
  });
});
