import type { Locale } from '@/lib/i18n/locales';

/** The fit check's own words: the notes beside verdicts and the table's summary. Facts come from the profile. */
export interface FitCopy {
  silent: string;
  missing: (labels: string) => string;
  notOffered: string;
  declined: string;
  years: (options: { asked: string; have: string; subject: string | null }) => string;
  language: (options: { asked: string; have: string | null }) => string;
  zone: (options: { asked: string; have: string }) => string;
  place: (options: { place: string }) => string;
  relocation: string;
  travel: string;
  permit: string;
  lowerDegree: string;
  native: string;
  summary: (counts: { total: number; evidence: number; partial: number; notOffered: number; mustTotal: number; mustCovered: number }) => string;
  noRequirements: string;
  /** The table as Markdown: its title, column headers, verdict and importance names, the coverage line. */
  markdownTitle: string;
  columns: { requirement: string; importance: string; verdict: string; evidence: string };
  verdicts: Record<'evidence' | 'partial' | 'no_evidence' | 'not_offered', string>;
  importance: Record<'must' | 'nice', string>;
  coverage: (percent: string) => string;
}

export const FIT_COPY: Record<Locale, FitCopy> = {
  en: {
    silent: 'The profile does not mention this.',
    missing: (labels) => `Not shown in the profile: ${labels}.`,
    notOffered: 'The profile says this is not offered.',
    declined: 'The profile declines this kind of company or work.',
    years: ({ asked, have, subject }) => `Asked: ${asked}; profile: ${have}${subject ? ` (${subject})` : ''}.`,
    language: ({ asked, have }) => `Asked: ${asked}; profile: ${have ?? 'not listed'}.`,
    zone: ({ asked, have }) => `Asked: ${asked}; profile: ${have}.`,
    place: ({ place }) => `The profile is based in ${place}.`,
    relocation: 'The profile does not say whether relocating is possible.',
    travel: 'The profile does not mention travel.',
    permit: 'The profile does not mention work permits.',
    lowerDegree: 'The profile shows a lower degree.',
    native: 'native',
    summary: ({ total, evidence, partial, notOffered, mustTotal, mustCovered }) =>
      `Evidence in the profile: ${evidence} of ${total} requirements (${partial} partly). Must-haves with evidence: ${mustCovered} of ${mustTotal}.${notOffered > 0 ? ` Not offered: ${notOffered}.` : ''}`,
    noRequirements: 'No requirements were found in this text. Paste the job description with its requirements.',
    markdownTitle: 'Job description fit check',
    columns: { requirement: 'Requirement', importance: 'Priority', verdict: 'Verdict', evidence: 'From the profile' },
    verdicts: { evidence: 'Evidence', partial: 'Partial', no_evidence: 'No evidence', not_offered: 'Not offered' },
    importance: { must: 'Must-have', nice: 'Nice to have' },
    coverage: (percent) => `Coverage: ${percent}`,
  },
  es: {
    silent: 'El perfil no lo menciona.',
    missing: (labels) => `El perfil no muestra: ${labels}.`,
    notOffered: 'El perfil indica que no lo ofrece.',
    declined: 'El perfil descarta este tipo de empresa o de trabajo.',
    years: ({ asked, have, subject }) => `Se pide: ${asked}; el perfil: ${have}${subject ? ` (${subject})` : ''}.`,
    language: ({ asked, have }) => `Se pide: ${asked}; el perfil: ${have ?? 'no figura'}.`,
    zone: ({ asked, have }) => `Se pide: ${asked}; el perfil: ${have}.`,
    place: ({ place }) => `El perfil tiene su base en ${place}.`,
    relocation: 'El perfil no dice si es posible cambiar de residencia.',
    travel: 'El perfil no menciona viajes.',
    permit: 'El perfil no menciona permisos de trabajo.',
    lowerDegree: 'El perfil muestra un título de nivel inferior.',
    native: 'nativo',
    summary: ({ total, evidence, partial, notOffered, mustTotal, mustCovered }) =>
      `Evidencia en el perfil: ${evidence} de ${total} requisitos (${partial} en parte). Imprescindibles con evidencia: ${mustCovered} de ${mustTotal}.${notOffered > 0 ? ` No ofrecido: ${notOffered}.` : ''}`,
    noRequirements: 'No se encontraron requisitos en este texto. Pega la oferta de empleo con sus requisitos.',
    markdownTitle: 'Encaje con la oferta de empleo',
    columns: { requirement: 'Requisito', importance: 'Prioridad', verdict: 'Resultado', evidence: 'Según el perfil' },
    verdicts: { evidence: 'Con evidencia', partial: 'En parte', no_evidence: 'Sin evidencia', not_offered: 'No lo ofrece' },
    importance: { must: 'Imprescindible', nice: 'Deseable' },
    coverage: (percent) => `Cobertura: ${percent}`,
  },
  fr: {
    silent: 'Le profil n’en parle pas.',
    missing: (labels) => `Absent du profil : ${labels}.`,
    notOffered: 'Le profil indique que ce n’est pas proposé.',
    declined: 'Le profil exclut ce type d’entreprise ou de travail.',
    years: ({ asked, have, subject }) => `Demandé : ${asked} ; profil : ${have}${subject ? ` (${subject})` : ''}.`,
    language: ({ asked, have }) => `Demandé : ${asked} ; profil : ${have ?? 'non mentionné'}.`,
    zone: ({ asked, have }) => `Demandé : ${asked} ; profil : ${have}.`,
    place: ({ place }) => `Le profil est basé à ${place}.`,
    relocation: 'Le profil ne dit pas si un déménagement est possible.',
    travel: 'Le profil ne mentionne pas de déplacements.',
    permit: 'Le profil ne mentionne pas d’autorisation de travail.',
    lowerDegree: 'Le profil indique un diplôme de niveau inférieur.',
    native: 'langue maternelle',
    summary: ({ total, evidence, partial, notOffered, mustTotal, mustCovered }) =>
      `Étayé par le profil : ${evidence} exigences sur ${total} (${partial} en partie). Indispensables étayés : ${mustCovered} sur ${mustTotal}.${notOffered > 0 ? ` Non proposé : ${notOffered}.` : ''}`,
    noRequirements: 'Aucune exigence trouvée dans ce texte. Collez l’offre d’emploi avec ses exigences.',
    markdownTitle: 'Adéquation avec l’offre d’emploi',
    columns: { requirement: 'Exigence', importance: 'Priorité', verdict: 'Verdict', evidence: 'D’après le profil' },
    verdicts: { evidence: 'Étayé', partial: 'En partie', no_evidence: 'Non étayé', not_offered: 'Non proposé' },
    importance: { must: 'Indispensable', nice: 'Souhaité' },
    coverage: (percent) => `Couverture : ${percent}`,
  },
  de: {
    silent: 'Das Profil erwähnt das nicht.',
    missing: (labels) => `Im Profil nicht belegt: ${labels}.`,
    notOffered: 'Laut Profil wird das nicht angeboten.',
    declined: 'Diese Art von Unternehmen oder Arbeit schließt das Profil aus.',
    years: ({ asked, have, subject }) => `Gefordert: ${asked}; Profil: ${have}${subject ? ` (${subject})` : ''}.`,
    language: ({ asked, have }) => `Gefordert: ${asked}; Profil: ${have ?? 'nicht aufgeführt'}.`,
    zone: ({ asked, have }) => `Gefordert: ${asked}; Profil: ${have}.`,
    place: ({ place }) => `Das Profil ist in ${place} ansässig.`,
    relocation: 'Das Profil sagt nicht, ob ein Umzug möglich ist.',
    travel: 'Das Profil erwähnt keine Reisen.',
    permit: 'Das Profil erwähnt keine Arbeitserlaubnis.',
    lowerDegree: 'Das Profil zeigt einen niedrigeren Abschluss.',
    native: 'Muttersprache',
    summary: ({ total, evidence, partial, notOffered, mustTotal, mustCovered }) =>
      `Im Profil belegt: ${evidence} von ${total} Anforderungen (${partial} teilweise). Belegte Muss-Anforderungen: ${mustCovered} von ${mustTotal}.${notOffered > 0 ? ` Nicht angeboten: ${notOffered}.` : ''}`,
    noRequirements: 'In diesem Text wurden keine Anforderungen gefunden. Fügen Sie die Stellenanzeige mit ihren Anforderungen ein.',
    markdownTitle: 'Abgleich mit der Stellenanzeige',
    columns: { requirement: 'Anforderung', importance: 'Priorität', verdict: 'Ergebnis', evidence: 'Laut Profil' },
    verdicts: { evidence: 'Belegt', partial: 'Teilweise', no_evidence: 'Nicht belegt', not_offered: 'Nicht angeboten' },
    importance: { must: 'Muss', nice: 'Wünschenswert' },
    coverage: (percent) => `Abdeckung: ${percent}`,
  },
};
