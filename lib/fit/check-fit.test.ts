import { describe, expect, it } from 'vitest';
import { checkFit } from '@/lib/fit/check-fit';
import type { FitResult } from '@/lib/fit/fit-types';
import type { Locale } from '@/lib/contracts';
import { buildChunks } from '@/lib/knowledge';
import type { Profile } from '@/lib/knowledge';
import { profile as secondPerson } from '@/test/fixtures/profiles/second-person';
import { profile as sample } from '@/test/fixtures/profiles/sample-profile';
import { profile as thirdPerson } from '@/test/fixtures/profiles/third-person';

const today = new Date('2026-11-30T12:00:00Z');

function check(jobDescription: string, { profile = sample, locale = 'en' }: { profile?: Profile; locale?: Locale } = {}): FitResult {
  return checkFit({ jobDescription, locale, profile, chunks: buildChunks({ profile, today }), today });
}

const row = (result: FitResult, fragment: string) => {
  const found = result.requirements.find((requirement) => requirement.text.includes(fragment));
  if (!found) throw new Error(`no requirement contains "${fragment}"`);
  return found;
};

const POSTING = `Senior Frontend Engineer

Requirements
- 5+ years of React
- 6+ years of TypeScript
- Kubernetes
- React Native or iOS
- Fluent English and German (C1)
- Remote within US time zones
- Experience in crypto trading platforms

Nice to have
- Experience with Storybook

What we offer
- A great salary`;

describe('checkFit against the sample fixture profile', () => {
  const result = check(POSTING);

  it('gives each requirement the verdict the profile supports', () => {
    expect(row(result, '5+ years of React').verdict).toBe('evidence');
    expect(row(result, 'TypeScript').verdict).toBe('partial');
    expect(row(result, 'Kubernetes').verdict).toBe('no_evidence');
    expect(row(result, 'React Native').verdict).toBe('not_offered');
    expect(row(result, 'German').verdict).toBe('partial');
    expect(row(result, 'US time zones').verdict).toBe('not_offered');
    expect(row(result, 'crypto').verdict).toBe('not_offered');
    expect(row(result, 'Storybook')).toMatchObject({ verdict: 'no_evidence', importance: 'nice', section: 'nice_to_have' });
  });

  it('quotes evidence from the profile in the visitor’s locale, linked to portfolio anchors', () => {
    const react = row(result, '5+ years of React');
    expect(react.evidence.length).toBeGreaterThan(0);
    for (const item of react.evidence) {
      expect(item.href).toMatch(/^\/en#(experience-|project-|skills|about|contact)/);
      const chunk = buildChunks({ profile: sample, today }).find((candidate) => candidate.id === item.chunkId);
      expect(chunk?.localizedText.en).toContain(item.quote.replace(/…$/, ''));
    }
    const spanish = check(POSTING, { locale: 'es' });
    expect(row(spanish, 'TypeScript').evidence[0]?.href).toMatch(/^\/es#/);
    expect(row(spanish, 'TypeScript').note).toMatch(/Se pide: 6 años/);
  });

  it('says what is missing instead of claiming it: gaps have no evidence and a note', () => {
    const gap = row(result, 'Kubernetes');
    expect(gap.evidence).toEqual([]);
    expect(gap.note).toMatch(/Kubernetes/);
    expect(row(result, 'TypeScript').note).toMatch(/6 years.*4 years and 8 months/);
  });

  it('skips benefits, computes coverage (partial counts half) and summarises in the locale', () => {
    expect(result.requirements.some((requirement) => /salary/.test(requirement.text))).toBe(false);
    const points = result.requirements.reduce((sum, requirement) => sum + (requirement.verdict === 'evidence' ? 1 : requirement.verdict === 'partial' ? 0.5 : 0), 0);
    expect(result.coverage).toBeCloseTo(points / result.requirements.length, 3);
    expect(result.summary).toMatch(/of 8 requirements/);
    expect(check(POSTING, { locale: 'de' }).summary).toMatch(/von 8 Anforderungen/);
  });

  it('is deterministic: identical input and profile give identical output', () => {
    expect(JSON.stringify(check(POSTING))).toBe(JSON.stringify(result));
  });

  it('never claims evidence for technologies the profile does not hold', () => {
    const unknown = ['Haskell', 'Elixir', 'Terraform', 'Snowflake', 'Kafka', 'Salesforce', 'SAP ABAP', 'Unity', 'Solidity', 'COBOL'];
    const far = check(`Requirements\n${unknown.map((name) => `- Experience with ${name}`).join('\n')}`);
    expect(far.requirements).toHaveLength(unknown.length);
    expect(far.requirements.filter((requirement) => requirement.verdict === 'evidence')).toEqual([]);
  });

  it('answers an empty or requirement-free text with no rows and a localized summary', () => {
    const empty = check('Hello there, how are you?', { locale: 'fr' });
    expect(empty).toEqual({ requirements: [], coverage: 0, summary: expect.stringMatching(/Aucune exigence/) });
  });
});

describe('checkFit against a different person', () => {
  it('derives every verdict from that profile, not from the sample person', () => {
    const result = check('Requirements\n- 3+ years of Python and SQL\n- Frontend development with React\n- Experience with Kafka\n- Sports betting platforms', { profile: secondPerson });
    expect(row(result, 'Python').verdict).toBe('evidence');
    expect(row(result, 'React').verdict).toBe('not_offered');
    expect(row(result, 'Kafka').verdict).toBe('evidence');
    expect(row(result, 'betting').verdict).toBe('not_offered');
    const sampleResult = check('Requirements\n- Experience with Kafka');
    expect(sampleResult.requirements[0]?.verdict).toBe('no_evidence');
  });
});

/** The examples of issue 21: postings nobody here wrote, in four locales, against the fixture people. */
describe('checkFit never claims what the profile does not hold', () => {
  const one = (text: string, options: { profile?: Profile; locale?: Locale } = {}) => {
    const result = check(`Requirements\n- ${text}`, options);
    expect(result.requirements).toHaveLength(1);
    return result.requirements[0]!;
  };
  const quotedChunks = (result: FitResult) => result.requirements.flatMap((requirement) => requirement.evidence.map((item) => item.chunkId));

  it('HIPAA is not GDPR-compliant health data: a regulation needs the regulation itself', () => {
    expect(one('Experience with HIPAA compliance').verdict).toBe('no_evidence');
    expect(one('GDPR-compliant handling of patient data').verdict).toBe('evidence');
  });

  it('LangChain is not the Vercel AI SDK: a category never stands for one of its members', () => {
    expect(one('Experience with LangChain').verdict).toBe('no_evidence');
    expect(one('Experience integrating LLMs into products').verdict).toBe('evidence');
  });

  it('"AWS-Zertifizierung" needs a certification, not AWS', () => {
    const certification = one('AWS-Zertifizierung', { locale: 'de' });
    expect(certification.verdict).toBe('no_evidence');
    expect(certification.note).toMatch(/AWS Zertifizierung/);
    expect(one('Erfahrung mit AWS', { locale: 'de' }).verdict).toBe('evidence');
  });

  it('a real-time bus map is no evidence of real-time odds feeds or trading systems', () => {
    const result = check('Requirements\n- Experience with real-time odds feeds or trading systems');
    expect(result.requirements[0]?.verdict).not.toBe('evidence');
    expect(quotedChunks(result)).not.toContain('project-transit-pulse');
  });

  it('"8+ years" is judged on the dated jobs and never quotes a gap statement', () => {
    const career = one('8+ years of experience');
    expect(career.verdict).toBe('evidence');
    expect(career.evidence.every((item) => item.chunkId.startsWith('experience-'))).toBe(true);
    const data = one('8+ years of experience in data engineering', { profile: secondPerson });
    expect(data.verdict).toBe('partial');
    expect(data.note).toMatch(/8 years.*6 years/);
    expect(data.evidence.every((item) => item.chunkId.startsWith('experience-'))).toBe(true);
  });

  it('years in a category named with a thing of it are years of that thing ("Im Backend … 3 Jahre mit Node.js")', () => {
    expect(one('Im Backend hast du mindestens 3 Jahre mit Node.js gearbeitet.', { locale: 'de' }).verdict).toBe('partial');
    expect(one('5+ años desarrollando firmware en C para microcontroladores Arm Cortex-M', { profile: thirdPerson, locale: 'es' }).verdict).toBe('evidence');
  });

  it('alternatives after a figure stand together: one the owner declines does not decline the one they hold', () => {
    expect(one('You have at least 5 years of backend experience, ideally in Go or Kotlin').verdict).toBe('partial');
  });

  it('reads a language written or read as asked ("You write clear English"), and a team size against the largest led', () => {
    expect(one('You write clear English').verdict).toBe('evidence');
    expect(one('Leading teams of 10+ engineers', { profile: thirdPerson }).verdict).toBe('partial');
    expect(one('Experience leading a team of 4 engineers', { profile: thirdPerson }).verdict).toBe('evidence');
    expect(one('You have led engineers before.', { profile: thirdPerson }).verdict).toBe('evidence');
    // No team led is counted, but six engineers mentored.
    expect(one('Liderarás un equipo de cinco desarrolladores frontend', { locale: 'es' }).verdict).toBe('evidence');
    expect(one('Leading teams of 10+ engineers').verdict).toBe('partial');
  });

  it('office days in the owner\'s own city are silence for a remote-first owner, not evidence', () => {
    expect(one('Modelo híbrido: dos días por semana en nuestra oficina de Valencia.', { locale: 'es' }).verdict).toBe('no_evidence');
  });

  it('a degree\'s field is its telling word: Computer Science is not Data Science, "Masterabschluss" is a degree word', () => {
    expect(one("Master's degree in Computer Science", { profile: secondPerson }).verdict).toBe('no_evidence');
    expect(one('Masterabschluss in Informatik', { profile: secondPerson, locale: 'de' }).verdict).toBe('no_evidence');
    expect(one('Bac+5 en informatique, mathématiques appliquées ou data science', { profile: secondPerson, locale: 'fr' }).verdict).toBe('evidence');
  });

  it('asks a credential named by no reader, certifies a product after the word, and lists names spelled like products', () => {
    expect(one('Es obligatorio contar con la habilitación personal de seguridad (HPS) de grado Reservado', { profile: thirdPerson, locale: 'es' }).verdict).toBe('no_evidence');
    expect(one('Experiencia certificando producto según IEC 61508 o ISO 13849', { profile: thirdPerson, locale: 'es' }).verdict).toBe('evidence');
    expect(one('You have a record of publications at NeurIPS, ICML or ICLR', { profile: secondPerson }).verdict).toBe('no_evidence');
  });

  it('years of work no reader knows are not years in the field it is done in; a name before its figure is its subject', () => {
    expect(one('Al menos 5 años de experiencia comercial en el sector energético', { profile: secondPerson, locale: 'es' }).verdict).toBe('no_evidence');
    expect(one('Three or more years supporting an energy trading desk', { profile: secondPerson }).verdict).toBe('no_evidence');
    expect(one('2+ years of experience in the energy sector', { profile: secondPerson }).verdict).toBe('evidence');
    expect(one('Vous pratiquez ROS 2 depuis au moins 8 ans.', { profile: thirdPerson, locale: 'fr' }).verdict).toBe('partial');
  });

  it('a named thing is partly shown when no kind of it given as example is shown, not when the example only glosses it', () => {
    expect(one('Cloud experience (Azure)').verdict).toBe('partial');
    expect(one('Maîtrise de BigQuery et de Dataflow (Apache Beam)', { profile: secondPerson, locale: 'fr' }).verdict).toBe('evidence');
    expect(one('Solid understanding of force limitation for collaborative robots (ISO/TS 15066)', { profile: thirdPerson }).verdict).toBe('partial');
  });

  it('the one-line bio is never evidence: quotes name what they show', () => {
    const posting = 'Requirements\n- You set performance budgets and bring LLM-powered features to production';
    const sample = check(posting);
    expect(quotedChunks(sample)).not.toContain('core-bio');
    expect(sample.requirements[0]?.evidence.map((item) => item.quote).join(' ')).toMatch(/bundle budget|LLM/);
    expect(check(posting, { profile: secondPerson }).requirements[0]?.verdict).not.toBe('evidence');
  });

  it('"Spanish is a plus" is judged against the languages the profile holds, as a nice-to-have', () => {
    expect(one('Spanish is a plus')).toMatchObject({ verdict: 'evidence', importance: 'nice' });
  });

  it('"Deutsch ist kein Muss" is no failed must-have', () => {
    expect(one('Deutsch ist kein Muss', { locale: 'de' })).toMatchObject({ verdict: 'no_evidence', importance: 'nice' });
  });

  it('"ideally in PostgreSQL" is evidence when PostgreSQL is a listed skill', () => {
    expect(one('Experience with relational databases, ideally in PostgreSQL').verdict).toBe('evidence');
    expect(one('Databases: ideally in PostgreSQL').verdict).toBe('evidence');
  });

  it('«microservicios» is evidence when the profile names Go inventory microservices', () => {
    expect(one('Experiencia con microservicios', { locale: 'es' }).verdict).toBe('evidence');
  });

  it('an OpenAI integration is evidence without the words "REST APIs"', () => {
    expect(one('Experience integrating the OpenAI API').verdict).toBe('evidence');
    expect(one('Experience designing REST APIs').verdict).toBe('no_evidence');
  });

  it('a Spanish posting written as paragraphs gives its mentoring, WCAG and Angular requirements', () => {
    const posting = 'Buscamos una persona con experiencia en React, que haga mentoría a perfiles junior, que cuide la accesibilidad web (WCAG 2.1) y que pueda mantener código en Angular cuando haga falta. Valoraremos que hayas trabajado con Vue.';
    const result = check(posting, { locale: 'es' });
    expect(row(result, 'mentoría').verdict).toBe('evidence');
    expect(row(result, 'WCAG').verdict).toBe('partial');
    expect(row(result, 'Angular').note).toMatch(/Angular/);
    expect(row(result, 'Vue')).toMatchObject({ verdict: 'evidence', importance: 'nice' });
  });

  it('a German note says the level asked (C2) in German only', () => {
    const german = one('Verhandlungssichere Deutschkenntnisse (mindestens C2)', { profile: thirdPerson, locale: 'de' });
    expect(german.verdict).toBe('partial');
    expect(german.note).toBe('Gefordert: Deutsch C2; Profil: Deutsch C1.');
    const missing = one('Erfahrung mit technischer Führung und Kubernetes', { profile: secondPerson, locale: 'de' });
    expect(missing.note).toBe('Im Profil nicht belegt: Kubernetes.');
    expect(missing.matches).toEqual([{ asked: 'technischer Führung', found: expect.any(String) }, { asked: 'Kubernetes', found: null }]);
  });

  it('says for each verdict which words of the requirement matched which words of the profile', () => {
    expect(one('Experience with Next.js and Storybook').matches).toEqual([{ asked: 'Next.js', found: 'Next.js' }, { asked: 'Storybook', found: null }]);
    expect(one('Fluent English', { locale: 'fr' }).matches).toEqual([{ asked: 'anglais C1', found: 'anglais C2' }]);
    expect(one('A calm and kind colleague').matches).toEqual([]);
  });

  it('never takes what the profile says it does without, or a word of another sense, for evidence', () => {
    // The sample's own assistant project is written "… without embeddings": lexical search is shown, embeddings are not.
    expect(one('Vous avez mis en place une recherche sémantique à base d’embeddings.', { locale: 'fr' }).verdict).not.toBe('evidence');
    // "seguridad" alone is safety as often as security: a safety controller is no cybersecurity.
    expect(one('También será un plus conocer la ciberseguridad de vehículos', { profile: thirdPerson, locale: 'es' }).verdict).toBe('no_evidence');
    // Another standard of a family the profile names, and a product named more precisely than the profile does.
    expect(one('Conocer la norma ISO 21434', { profile: thirdPerson, locale: 'es' }).verdict).toBe('no_evidence');
    expect(one('Strong T-SQL is essential', { profile: secondPerson }).verdict).toBe('no_evidence');
  });

  it('never takes a neighbouring product, a part of what the profile names or a regulated hosting term for evidence', () => {
    expect(one('Kenntnisse in Style Dictionary und Design Tokens', { locale: 'de' }).verdict).toBe('no_evidence');
    expect(one('Familiarity with Azure OpenAI Service').verdict).toBe('no_evidence');
    expect(one('AWS Amplify für das Hosting der Frontends', { locale: 'de' }).verdict).not.toBe('evidence');
    expect(one('La connaissance de la certification HDS (hébergement de données de santé)', { locale: 'fr' }).verdict).toBe('no_evidence');
    expect(one('Praxis mit PROFIsafe oder Safety over EtherCAT (FSoE)', { profile: thirdPerson, locale: 'de' }).verdict).toBe('no_evidence');
    expect(one('Vous maîtrisez la localisation et cartographie simultanées (SLAM)', { profile: thirdPerson, locale: 'fr' }).verdict).toBe('no_evidence');
  });

  it('reads the words of each language for what the profiles show: evaluation sets, freight, teaching adults, appointments and their reminders, MC/DC, FMEA', () => {
    expect(one('Valoraremos que sepas diseñar conjuntos de evaluación', { locale: 'es' }).verdict).toBe('evidence');
    expect(one('Expérience dans le fret ou le suivi d’expéditions', { profile: secondPerson, locale: 'fr' }).verdict).toBe('evidence');
    expect(one('Capacidad para impartir formaciones a clientes', { profile: secondPerson, locale: 'es' }).verdict).toBe('evidence');
    expect(one('Connaissance des plateformes de prise de rendez-vous médicaux', { locale: 'fr' }).verdict).toBe('evidence');
    expect(one('SMS- oder E-Mail-Erinnerungen, die Terminausfälle senken', { locale: 'de' }).verdict).toBe('evidence');
    expect(one('Maîtrise de la couverture structurelle MC/DC', { profile: thirdPerson, locale: 'fr' }).verdict).toBe('evidence');
    expect(one('Vous savez mener une AMDEC', { profile: thirdPerson, locale: 'fr' }).verdict).toBe('evidence');
    expect(one('Experiencia con arquitecturas de microservicios', { locale: 'es' }).verdict).toBe('evidence');
  });

  it('reads products, languages and industries the profiles do not show, and what a profile declines under another word', () => {
    expect(one('La programmation d’automates sous CODESYS', { profile: thirdPerson, locale: 'fr' }).verdict).toBe('no_evidence');
    expect(one('Sehr gute Kenntnisse in C und Ada', { profile: thirdPerson, locale: 'de' }).verdict).toBe('partial');
    expect(one('Du integrierst Funkprotokolle wie Zigbee und Bluetooth Low Energy', { profile: thirdPerson, locale: 'de' }).verdict).toBe('partial');
    expect(one('Unit testing experience with Jest').verdict).toBe('no_evidence');
    expect(one('Haber trabajado en el sector aeroespacial', { profile: thirdPerson, locale: 'es' }).verdict).toBe('no_evidence');
    // Sales leads are no leading of people.
    expect(one('Experience generating qualified leads and managing a sales pipeline').verdict).toBe('no_evidence');
    // An owner who declines arms still builds robot arms.
    expect(one('Motion control and force-limited control of robot arms', { profile: thirdPerson }).verdict).toBe('evidence');
    expect(one('Entraînement de modèles d’apprentissage par renforcement', { profile: thirdPerson, locale: 'fr' }).verdict).toBe('not_offered');
    expect(one('Sie arbeiten an Projekten für Kunden aus dem Verteidigungsbereich', { profile: secondPerson, locale: 'de' }).verdict).toBe('not_offered');
  });

  it('never takes the field a requirement only qualifies for evidence of it', () => {
    expect(one('Knowledge of hospital procurement tenders').verdict).toBe('no_evidence');
    expect(one('A clinical background (nurse, physician or pharmacist)').verdict).toBe('no_evidence');
    expect(one('Experience in healthcare').verdict).toBe('evidence');
  });
  it('never takes a role held below the one asked, a role never held, or office days for a remote-first owner for evidence', () => {
    // Principal is above staff: the staff engineer has not held it; a role said as the one hired is no ask.
    expect(one('Previous experience in a Principal Engineer role').verdict).not.toBe('evidence');
    expect(one('Experiencia previa como Principal Engineer', { locale: 'es' }).verdict).not.toBe('evidence');
    expect(one('Als Principal Engineer bist du Mentor:in für junge Engineers', { locale: 'de' }).verdict).toBe('evidence');
    // A past role no reader knows is asked as itself, whatever field the sentence shares with the profile.
    expect(one('A clinical background as a nurse, physician or pharmacist').verdict).toBe('no_evidence');
    // "The other days remote" is part of the office week asked, no remote option.
    expect(one('Präsenz an drei Tagen pro Woche in unserer Zentrale in München, an den übrigen Tagen mobiles Arbeiten', { profile: secondPerson, locale: 'de' }).verdict).not.toBe('evidence');
    expect(one('Entwicklung mobiler Apps mit Kotlin Multiplatform', { profile: secondPerson, locale: 'de' }).verdict).toBe('not_offered');
  });
  it('reads a degree whatever weighs it, and German degree compounds', () => {
    expect(one('Un doctorat serait un atout.', { profile: thirdPerson, locale: 'fr' }).verdict).toBe('evidence');
    expect(one('Abgeschlossenes Masterstudium in Mechatronik oder Elektrotechnik', { profile: thirdPerson, locale: 'de' }).verdict).toBe('evidence');
    expect(one('A degree in Mathematics or Physics is a plus').verdict).toBe('no_evidence');
  });
});

