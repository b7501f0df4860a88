import { describe, expect, it } from 'vitest';
import { intentVotes, routeIntent, type Intent } from '@/lib/retrieval/intent-router';
import { intentSignals } from '@/lib/retrieval/profile-signals';
import { profile } from '@/test/fixtures/profiles/sample-profile';
import { profile as secondPerson } from '@/test/fixtures/profiles/second-person';

const signals = intentSignals({ profile });

/** Visitors name a company by its first word ("Acme" for "Acme Corp"). */
const shortName = (name: string) => name.split(' ')[0]!;
// The fixture lists its jobs newest first; its first project is open source, its third a bus map.
const previousEmployer = shortName(profile.experience[1]!.company);
const earlierEmployer = shortName(profile.experience[2]!.company);
const openSourceProject = profile.projects[0]!.name;
const busMapProject = profile.projects[2]!.name;

const CASES: Array<[string, Intent]> = [
  ['What is your salary expectation', 'recruiter'],
  ['Are you available for new roles?', 'recruiter'],
  [`¿Cuánto tiempo estuviste en ${previousEmployer}?`, 'recruiter'],
  [`Combien de temps avez-vous travaillé chez ${previousEmployer} ?`, 'recruiter'],
  [`Wie lange warst du bei ${earlierEmployer}?`, 'recruiter'],
  ['Wie viele Jahre Berufserfahrung hast du?', 'recruiter'],
  ['What is your tech stack?', 'engineering'],
  ['¿Tienes conocimientos de arquitectura?', 'engineering'],
  ['Welche Datenbanken kennst du?', 'engineering'],
  ['How do you work in a team?', 'engineering'],
  [`Tell me about ${openSourceProject}`, 'project'],
  ['Quels sont tes projets open source ?', 'project'],
  [`Parlez-moi de ${busMapProject}`, 'project'],
  ['What did you write in your last blog post?', 'blog'],
  ['¿Sobre qué escribes en tu blog?', 'blog'],
  ['Worüber schreibst du in deinem Blog?', 'blog'],
  ['Why an AI on your portfolio?', 'portfolio_meta'],
  ['How does this chat work?', 'portfolio_meta'],
  ['Bist du eine KI?', 'portfolio_meta'],
  ['How can I contact you?', 'navigation_contact'],
  ['¿Cómo puedo contactarte?', 'navigation_contact'],
  ['Comment vous contacter ?', 'navigation_contact'],
  ['What is your GitHub profile?', 'navigation_contact'],
  ['¿Tienes perfil de LinkedIn?', 'navigation_contact'],
  ['Avez-vous un profil GitHub ?', 'navigation_contact'],
  ['Haben Sie ein GitHub-Profil?', 'navigation_contact'],
  ['Do you have a personal website?', 'navigation_contact'],
  ['hello', 'conversational'],
  ['Merci beaucoup !', 'conversational'],
  ['Danke!', 'conversational'],
  ['¿Estás casada?', 'general'],
  ['Write me a poem about the sea', 'general'],
];

describe('routeIntent', () => {
  it.each(CASES)('routes %j to %s', (question, intent) => {
    expect(routeIntent({ question, signals })).toBe(intent);
  });

  it('lets a real question win over a greeting', () => {
    expect(routeIntent({ question: 'Hi! What is your tech stack?', signals })).toBe('engineering');
    expect(routeIntent({ question: `Thanks, and how long were you at ${earlierEmployer}?`, signals })).toBe('recruiter');
  });

  it('breaks ties towards the narrower intent', () => {
    const question = 'Why an AI on your portfolio?';
    const votes = intentVotes({ question });
    expect(votes.portfolio_meta).toBe(votes.project);
    expect(routeIntent({ question })).toBe('portfolio_meta');
  });

  it('learns the owner, the projects and the stack from the profile, not from code', () => {
    expect(routeIntent({ question: `Tell me about ${openSourceProject}` })).not.toBe('project');
    expect(routeIntent({ question: `Tell me about ${openSourceProject}`, signals })).toBe('project');
    const second = intentSignals({ profile: secondPerson });
    const project = secondPerson.projects[0]?.name ?? '';
    expect(routeIntent({ question: `Tell me about ${project}`, signals: second })).toBe('project');
    expect(routeIntent({ question: `Tell me about ${project}`, signals })).not.toBe('project');
    expect(routeIntent({ question: `Are you ${secondPerson.person.firstName}?`, signals: second })).toBe('portfolio_meta');
    expect(routeIntent({ question: `How do I reach ${secondPerson.person.firstName}?`, signals: second })).toBe('navigation_contact');
  });

  it('treats a technology as technical whoever the owner is, and the owner’s own stack too', () => {
    expect(routeIntent({ question: 'What about Kubernetes?', signals })).toBe('engineering');
    const second = intentSignals({ profile: secondPerson });
    const ownTerm = secondPerson.skills.groups[0]?.skills[0] ?? '';
    expect(routeIntent({ question: `And ${ownTerm}?`, signals: second })).toBe('engineering');
  });

  it('does not read everyday words as technologies', () => {
    expect(routeIntent({ question: 'Where did you go to university?', signals })).not.toBe('engineering');
    expect(routeIntent({ question: 'Tell me the rest', signals })).toBe('general');
  });

  it('ignores diacritics and case', () => {
    expect(routeIntent({ question: 'ÊTES-VOUS DISPONIBLE ?' })).toBe('recruiter');
  });
});
