/**
 * The longest text, per locale, each profile field may hold: long enough for a real answer, short
 * enough that every fact chunk fits `CHAT_MAX_CHUNK_CHARS` and the page stays readable. Keys are field
 * paths without list positions; `npm run knowledge:check` quotes the limit it applies.
 */
export const PROFILE_TEXT_LIMITS: Readonly<Record<string, number>> = {
  'person.headline': 120,
  'person.workMode': 300,
  'person.introduction': 900,
  'person.location.country': 60,
  'languages.name': 40,
  'languages.level': 80,
  'education.degree': 150,
  'experience.role': 100,
  'experience.location': 120,
  'experience.summary': 600,
  'experience.highlights': 300,
  'careerBreaks.description': 400,
  'skills.groups.title': 60,
  'skills.notOffered.note': 300,
  'projects.summary': 600,
  'projects.highlights': 300,
  'workingStyle.items': 300,
  'mindset.items': 300,
  'strengths.items': 200,
  'availability.roles': 200,
  'availability.conditions': 200,
  'availability.notInterestedIn': 300,
  'contact.note': 300,
  'boundaries.topic': 140,
  'boundaries.reply': 500,
  'faq.question': 200,
  'faq.answer': 900,
  'blog.topics': 80,
  'blog.notIndexedReply': 500,
  'suggestedQuestions': 120,
  'assistant.disclosure': 400,
  'assistant.unknown': 400,
  'assistant.offTopic': 400,
};

/** Any localized text not listed above. */
export const DEFAULT_TEXT_LIMIT = 600;
