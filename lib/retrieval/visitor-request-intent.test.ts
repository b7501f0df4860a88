import { describe, expect, it } from 'vitest';
import { detectVisitorRequestIntent } from '@/lib/retrieval/visitor-request-intent';

describe('detectVisitorRequestIntent', () => {
  it.each([
    ['Can I book a call with you?', 'intro_call'],
    ['Could we schedule a quick intro call next week?', 'intro_call'],
    ['¿Puedo reservar una llamada contigo?', 'intro_call'],
    ['¿Podemos agendar una reunión?', 'intro_call'],
    ['Puis-je réserver un appel avec vous ?', 'intro_call'],
    ['Peut-on organiser un rendez-vous ?', 'intro_call'],
    ['Kann ich einen Termin für ein Gespräch buchen?', 'intro_call'],
    ['Können wir ein Telefonat vereinbaren?', 'intro_call'],
    ['Can I leave you a message?', 'message'],
    ['¿Puedo dejarte un mensaje?', 'message'],
    ['Puis-je vous laisser un message ?', 'message'],
    ['Kann ich Ihnen eine Nachricht hinterlassen?', 'message'],
    ['Could I drop you a message in this chat?', 'message'],
    ['I’d like to schedule a call with you', 'intro_call'],
    ['Quisiera concertar una cita contigo', 'intro_call'],
    ['J’aimerais fixer un rendez-vous', 'intro_call'],
  ])('routes "%s" to %s', (question, kind) => {
    expect(detectVisitorRequestIntent({ question })).toBe(kind);
  });
  it.each([
    'What did you build at your last job?', 'How do you handle on-call?', '¿Qué tecnologías usas?', 'Wie arbeiten Sie im Team?',
    'Tell me about the meeting tool you built', 'How do you schedule your meetings?', 'Do you get a lot of calls?',
    '¿Cómo organizas tus reuniones?', 'Comment organisez-vous vos réunions ?', 'Wie planen Sie Ihre Termine?', 'Did you send a message to your team?',
  ])('leaves "%s" alone', (question) => {
    expect(detectVisitorRequestIntent({ question })).toBeNull();
  });
});
