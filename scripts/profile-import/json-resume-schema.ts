import { z } from 'zod';

/*
 * The JSON Resume document (jsonresume.org, schema 1.0.0), written out from the published schema's fields: every
 * field optional, the sections' objects open to extra keys as the schema allows, the top level closed. Dates are
 * the schema's ISO 8601 subset (a year, a month or a day); URLs and emails are checked as the schema's formats.
 */

const iso8601 = z.string().regex(/^([1-2][0-9]{3}-[0-1][0-9]-[0-3][0-9]|[1-2][0-9]{3}-[0-1][0-9]|[1-2][0-9]{3})$/, 'use a date such as 2024-03-01, 2024-03 or 2024');
const uri = z.url('use a full address such as https://example.com/me');
const text = z.string();
const texts = z.array(z.string());

const location = z.looseObject({ address: text, postalCode: text, city: text, countryCode: text, region: text }).partial();
const socialProfile = z.looseObject({ network: text, username: text, url: uri }).partial();

const basics = z.looseObject({
  name: text,
  label: text,
  image: text,
  email: z.email('use an email address such as you@your-domain.com'),
  phone: text,
  url: uri,
  summary: text,
  location,
  profiles: z.array(socialProfile),
}).partial();

const work = z.looseObject({
  name: text,
  location: text,
  description: text,
  position: text,
  url: uri,
  startDate: iso8601,
  endDate: iso8601,
  summary: text,
  highlights: texts,
}).partial();

const volunteer = z.looseObject({ organization: text, position: text, url: uri, startDate: iso8601, endDate: iso8601, summary: text, highlights: texts }).partial();

const education = z.looseObject({
  institution: text,
  url: uri,
  area: text,
  studyType: text,
  startDate: iso8601,
  endDate: iso8601,
  score: text,
  courses: texts,
}).partial();

const award = z.looseObject({ title: text, date: iso8601, awarder: text, summary: text }).partial();
const certificate = z.looseObject({ name: text, date: iso8601, url: uri, issuer: text }).partial();
const publication = z.looseObject({ name: text, publisher: text, releaseDate: iso8601, url: uri, summary: text }).partial();
const skill = z.looseObject({ name: text, level: text, keywords: texts }).partial();
const language = z.looseObject({ language: text, fluency: text }).partial();
const interest = z.looseObject({ name: text, keywords: texts }).partial();
const reference = z.looseObject({ name: text, reference: text }).partial();

const project = z.looseObject({
  name: text,
  description: text,
  highlights: texts,
  keywords: texts,
  startDate: iso8601,
  endDate: iso8601,
  url: uri,
  roles: texts,
  entity: text,
  type: text,
}).partial();

const meta = z.looseObject({ canonical: uri, version: text, lastModified: text }).partial();

/** A JSON Resume document; keys outside the schema's sections are refused, as the schema refuses them. */
export const jsonResumeSchema = z.strictObject({
  $schema: uri,
  basics,
  work: z.array(work),
  volunteer: z.array(volunteer),
  education: z.array(education),
  awards: z.array(award),
  certificates: z.array(certificate),
  publications: z.array(publication),
  skills: z.array(skill),
  languages: z.array(language),
  interests: z.array(interest),
  references: z.array(reference),
  projects: z.array(project),
  meta,
}).partial();

export type JsonResume = z.infer<typeof jsonResumeSchema>;
