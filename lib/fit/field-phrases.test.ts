import { describe, expect, it } from 'vitest';
import { genericVocabulary } from '@/lib/fit/concept-vocabulary';
import { readRequirement } from '@/lib/fit/read-requirement';
import type { Locale } from '@/lib/contracts';

/** The field mentions of a requirement that only qualify something unknown, by the phrase that asks it. */
const qualified = (text: string, locales: readonly Locale[] = ['en']) =>
  readRequirement({ text, vocabulary: genericVocabulary(), cityKeys: new Set(), locales }).mentions.filter((mention) => mention.qualifies).map((mention) => mention.surface);

describe('fields that qualify something unknown', () => {
  it('reads a field beside a word no reader knows as the kind of that thing', () => {
    expect(qualified('Knowledge of hospital procurement tenders')).toEqual(['hospital procurement']);
    expect(qualified('A background in customs brokerage or freight forwarding operations')).toEqual(['freight forwarding']);
    expect(qualified('Habilitation secret défense', ['fr', 'en'])).toEqual(['secret défense']);
    expect(qualified('A proven track record of building your own pipeline of hospital leads')).toEqual(['pipeline of hospital']);
    expect(qualified('Puesta en marcha de robots industriales ABB o KUKA', ['es', 'en'])).toEqual(['robots industriales']);
  });

  it('reads a thing set in a field by "in" as what is asked, not the field; a wrapper word before "in" is not a thing', () => {
    expect(qualified('Knowledge of market communication in the energy industry')).toEqual(['communication in the energy']);
    expect(qualified('Kenntnisse der Marktkommunikation in der Energiewirtschaft', ['de', 'en'])).toEqual(['Marktkommunikation in der Energiewirtschaft']);
    expect(qualified('Experiencia previa en el sector salud', ['es', 'en'])).toEqual([]);
    expect(qualified('You have worked with ROS 2 in a product, not only in research.')).toEqual([]);
  });

  it('reads German compounds by their hyphens only, and a list in parentheses as the kinds asked', () => {
    expect(qualified('Kenntnisse zum Smart-Meter-Gateway', ['de', 'en'])).toEqual(['Smart-Meter-Gateway']);
    expect(qualified('Ausbildung als Elektroniker:in für Energie- und Gebäudetechnik', ['de', 'en'])).toEqual(['Energie- und Gebäudetechnik']);
    expect(qualified('DSGVO ist dir im Umgang mit Gesundheitsdaten vertraut', ['de', 'en'])).toEqual([]);
    expect(qualified('A clinical background (nurse, physician or pharmacist)')).toEqual(['clinical (nurse, physician)']);
    expect(qualified('Conocimiento de los datos de contadores inteligentes (lecturas horarias)', ['es', 'en'])).toEqual([]);
  });

  it('leaves a field that stands for itself, or beside wrapper words, alone', () => {
    expect(qualified('Experience in healthcare or health tech')).toEqual([]);
    expect(qualified('GDPR-compliant handling of patient data')).toEqual([]);
    expect(qualified('Motion control and force-limited control of robot arms')).toEqual([]);
    expect(qualified('Run A/B tests on the checkout funnel')).toEqual([]);
    expect(qualified('Turn meter readings and shipment records into dbt models')).toEqual([]);
    expect(qualified('You will turn raw invoices and meter readings into clean models')).toEqual([]);
  });
});
