import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/contracts';
import { profile } from '@/test/fixtures/profiles/sample-profile';
import { checkPremise } from '@/lib/offline/check-premise';

const check = (question: string) => checkPremise({ question, profile });

// The fixture's names the questions below mention, read from it instead of retyped.
const currentCompany = profile.experience.find((job) => job.end === null)!.company;
const previousCompany = profile.experience[1]!.company;
const firstWord = (name: string) => name.split(' ')[0]!;
const firstProjectName = profile.projects[0]!.name;
const goProjectName = profile.projects.find((project) => project.stack.includes('Go'))!.name;
const currentJobProjectName = profile.projects.find((project) => project.employerId !== undefined)!.name;
/** An employer the profile lacks that shares its first word with the current one. */
const lookalikeCompany = `${firstWord(currentCompany)} Analytics`;

describe('checkPremise', () => {
  it.each([
    ['When did you work at Google?', 'employer', ['Google']],
    ['Why did you leave Google?', 'employer', ['Google']],
    ['¿Trabajaste en Amazon?', 'employer', ['Amazon']],
    ['Avez-vous travaillé chez Google ?', 'employer', ['Google']],
    ['Hast du bei Google gearbeitet?', 'employer', ['Google']],
    [`When did you work at ${lookalikeCompany}?`, 'employer', [lookalikeCompany]],
    ['Do you know Kubernetes?', 'skill', ['Kubernetes']],
    ['do you know kubernetes and docker', 'skill', ['kubernetes', 'docker']],
    ['¿Tienes experiencia con Kubernetes?', 'skill', ['Kubernetes']],
    ['Connaissez-vous Kubernetes ?', 'skill', ['Kubernetes']],
    ['Kennst du Kubernetes?', 'skill', ['Kubernetes']],
    ['Are you good with C++ or C#?', 'skill', ['C++', 'C#']],
    ['Háblame de tu etapa en Berlín.', 'place', ['Berlín']],
    ['Erzähl mir von deiner Zeit in Berlin.', 'place', ['Berlin']],
    ['Codez-vous en Rust ?', 'skill', ['Rust']],
    ['Hast du Erfahrung im Bankwesen?', 'skill', ['Bankwesen']],
    ['Did you work at a bank?', 'employer', ['bank']],
    ['Do you know Kubernetes, Docker and Terraform?', 'skill', ['Kubernetes', 'Docker', 'Terraform']],
    ['Have you used Angular.js?', 'skill', ['Angular.js']],
    ['Do you know K8s?', 'skill', ['K8s']],
    ['Haben Sie Erfahrung mit Rust-Services?', 'skill', ['Rust-Services']],
  ] as const)('finds the unknown thing in %j', (question, kind, items) => {
    expect(check(question)).toEqual({ type: 'unknown', kind, items });
  });

  it.each(['Do you do iOS apps?', 'Do you know React Native?', 'Machst du iOS-Apps?', '¿Programas en Swift?', 'Do you build Android apps with Kotlin?'])(
    'recognises the deliberately missing native-mobile skill in %j',
    (question) => {
      expect(check(question)).toEqual({ type: 'not-offered', note: profile.skills.notOffered[0]?.note });
    },
  );

  it('finds nothing in questions about things the profile mentions', () => {
    const questions = [
      ...profile.suggestedQuestions.flatMap((question) => LOCALES.map((locale) => question[locale])),
      ...profile.faq.flatMap((entry) => LOCALES.map((locale) => entry.question[locale])),
      `What did you build at ${currentCompany}?`,
      `Tell me about ${firstProjectName} and ${goProjectName}`,
      'Do you know Next.js, NodeJS and PostgreSQL?',
      `Did you use AWS Lambda at ${firstWord(previousCompany)}?`,
      'Do you have experience with cloud infrastructure?',
      `Do you know what you did at ${firstWord(currentCompany)}?`,
      'Do you know anyone hiring?',
      'Do you know React and how it works?',
      '¿Qué hiciste en 2019?',
      'Are you available in March?',
      `Hi ${profile.person.firstName}! What stack do you use?`,
      'Wie viele Jahre Erfahrung hast du mit TypeScript?',
      `Was hast du bei ${currentCompany} gebaut?`,
      `¿Qué hiciste en ${previousCompany}?`,
      `Qu’avez-vous construit chez ${currentCompany} ?`,
      'What about accessibility and WCAG?',
      'Haben Sie ein GitHub-Profil?',
      `Is the ${currentJobProjectName} open source?`,
      // Plain words after a trigger that name a covered topic, and small talk: not names.
      '¿Cómo te gusta trabajar en equipo?',
      '¿Te gusta trabajar en equipo o sola?',
      'Aimez-vous travailler en équipe ou seule ?',
      '¿Ha trabajado en el sector sanitario?',
      'Hat sie Erfahrung im Gesundheitswesen?',
      'Welche Programmiersprachen und Frameworks verwendest du am liebsten?',
      'Vielen Dank!',
      'Muchas gracias',
      // A move or a time zone is asked about hypothetically: the location facts answer it.
      'Can you relocate to Berlin?',
      'Could you relocate to Germany?',
      '¿Te mudarías a Alemania?',
      'Pourriez-vous déménager en Allemagne ?',
      'Würdest du nach Deutschland ziehen?',
      'Can you overlap with New York hours?',
      // Regions, abbreviations, plurals, amounts, dotted names and common words are not unknown entities.
      'Do you work US hours?',
      'Can you work with a US team?',
      '¿Puedes trabajar con un equipo de EE. UU.?',
      'Kannst du mit einem US-Team arbeiten?',
      'How big are your PRs usually?',
      'Tu relis beaucoup de PRs ?',
      'Are you familiar with TS?',
      'Have you worked with APIs?',
      `Could ${firstProjectName} handle 10k users?`,
      'Have you used Vue.js?',
      'Hast du Erfahrung mit Vue.js?',
      'Do you have experience with styling in React?',
      '¿Tienes experiencia en maquetación y styling?',
      'Kennst du dich mit Styling aus?',
      '¿Sabes testear bien tu código?',
      'As-tu de l’expérience en testing ?',
    ];
    expect(questions.filter((question) => check(question) !== null)).toEqual([]);
  });
});
