import { describe, expect, it } from 'vitest';
import { officeDays } from '@/lib/fit/office-days';
import { foldText } from '@/lib/text';

const days = (text: string) => officeDays({ folded: foldText({ text }) });

describe('officeDays', () => {
  it('reads the days a week in the office in four languages, whole weeks included', () => {
    expect(days('Hybrid: two days a week on site in Stuttgart, the rest from home.')).toEqual({ from: 2, to: 2 });
    expect(days('Hybrides Arbeiten mit zwei Präsenztagen pro Woche')).toEqual({ from: 2, to: 2 });
    expect(days('Modelo híbrido con dos días presenciales a la semana')).toEqual({ from: 2, to: 2 });
    expect(days('Présence au bureau de La Valette cinq jours par semaine')).toEqual({ from: 5, to: 5 });
    expect(days('El trabajo es 100 % presencial en nuestras instalaciones')).toEqual({ from: 5, to: 5 });
    expect(days('The role is fully on site.')).toEqual({ from: 5, to: 5 });
  });

  it('reads the working week said by its days, presence as being on site, and the office a few words on', () => {
    expect(days('Trabajo presencial de lunes a viernes en Tres Cantos.')).toEqual({ from: 5, to: 5 });
    expect(days('On site Monday to Friday in our Lyon office')).toEqual({ from: 5, to: 5 });
    expect(days('Anwesenheit an vier Tagen pro Woche in Tuttlingen')).toEqual({ from: 4, to: 4 });
    expect(days('Hybrid: two days a week in our Freiburg office')).toEqual({ from: 2, to: 2 });
  });

  it('does not read days a month or a quarter as days of the week', () => {
    expect(days('Télétravail complet, avec deux jours par mois dans nos locaux parisiens.')).toBeNull();
    expect(days('Fully remote; we meet two days a quarter in Lisbon.')).toBeNull();
    expect(days('Zwei Präsenztage pro Woche an unserem Standort in Freiburg')).toEqual({ from: 2, to: 2 });
  });

  it('counts remote days as the office days left, and reads ranges', () => {
    expect(days('En hybride avec deux jours de télétravail par semaine')).toEqual({ from: 3, to: 3 });
    expect(days('Hybrid (2–3 days on site)')).toEqual({ from: 2, to: 3 });
  });

  it('says nothing without a count of days in a place', () => {
    expect(days('Freiburg, Germany (on-site)')).toBeNull();
    expect(days('einmal im Quartal für zwei bis drei Tage nach Hamburg reisen')).toBeNull();
  });
});
