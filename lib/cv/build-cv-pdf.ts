import 'server-only';
// pdfkit writes real PDF text (selectable, searchable) with embedded, subset TrueType fonts and link
// annotations, in plain Node: no browser, no React renderer. @react-pdf/renderer would add a second
// React reconciler for a single, fixed layout.
import PDFDocument from 'pdfkit';
import type { Locale } from '@/lib/contracts';
import { formatMonth } from '@/lib/i18n';
import type { Profile } from '@/lib/knowledge';
import { distinctHighlights, readBrandFont } from '@/lib/site';
import { profileLinks } from '@/lib/knowledge';

/** The CV's section headings and the word for a current role, in the CV's locale. */
export interface CvHeadings {
  summary: string;
  experience: string;
  projects: string;
  skills: string;
  education: string;
  languages: string;
  present: string;
  builtAt: string;
}

const FONT = { regular: 'Inter', semibold: 'Inter-SemiBold', bold: 'Inter-Bold' } as const;
const COLOR = { ink: '#111827', muted: '#4b5563', accent: '#0f766e', rule: '#d1d5db' } as const;
const SIZE = { name: 22, headline: 12, heading: 10, title: 10.5, body: 9.5, small: 8.5 } as const;
const MARGIN = 48;
/** Space kept at the bottom of a page before a heading or an entry starts a new one, so neither is orphaned. */
const KEEP_WITH_NEXT = 64;

type Document = InstanceType<typeof PDFDocument>;

function contentWidth(doc: Document): number {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

function ensureRoom(doc: Document, height: number): void {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

function heading(doc: Document, text: string): void {
  ensureRoom(doc, KEEP_WITH_NEXT);
  doc.moveDown(0.9);
  const left = doc.page.margins.left;
  doc.font(FONT.bold).fontSize(SIZE.heading).fillColor(COLOR.accent).text(text.toLocaleUpperCase(), left, doc.y, { characterSpacing: 0.8 });
  const y = doc.y + 2;
  doc.moveTo(left, y).lineTo(left + contentWidth(doc), y).lineWidth(0.5).strokeColor(COLOR.rule).stroke();
  doc.y = y + 6;
}

function paragraph(doc: Document, text: string, options: { color?: string; size?: number; font?: string } = {}): void {
  doc
    .font(options.font ?? FONT.regular)
    .fontSize(options.size ?? SIZE.body)
    .fillColor(options.color ?? COLOR.ink)
    .text(text, doc.page.margins.left, doc.y, { width: contentWidth(doc), lineGap: 1.5 });
}

function bullets(doc: Document, items: string[]): void {
  const left = doc.page.margins.left;
  for (const item of items) {
    const y = doc.y + 1;
    doc.font(FONT.regular).fontSize(SIZE.body).fillColor(COLOR.muted).text('•', left + 2, y);
    doc.fillColor(COLOR.ink).text(item, left + 12, y, { width: contentWidth(doc) - 12, lineGap: 1.5 });
  }
}

/** A bold title on the left and a muted note (dates) on the right of the same line. */
function titleLine(doc: Document, { title, note }: { title: string; note: string }): void {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  doc.font(FONT.regular).fontSize(SIZE.small);
  const noteWidth = doc.widthOfString(note) + 4;
  const y = doc.y;
  doc.font(FONT.semibold).fontSize(SIZE.title).fillColor(COLOR.ink).text(title, left, y, { width: width - noteWidth - 8 });
  const after = doc.y;
  doc.font(FONT.regular).fontSize(SIZE.small).fillColor(COLOR.muted).text(note, left, y + 1.5, { width, align: 'right' });
  doc.y = Math.max(after, doc.y);
}

function header(doc: Document, { profile, locale }: { profile: Profile; locale: Locale }): void {
  const { person, contact } = profile;
  const left = doc.page.margins.left;
  doc.font(FONT.bold).fontSize(SIZE.name).fillColor(COLOR.ink).text(person.name, left, doc.page.margins.top);
  doc.font(FONT.regular).fontSize(SIZE.headline).fillColor(COLOR.accent).text(person.headline[locale]);
  doc.moveDown(0.35);
  const place = `${person.location.city}, ${person.location.country[locale]}`;
  // Where the owner is and how to write, then the links elsewhere: one short line each.
  const lines: { text: string; link?: string }[][] = [
    [{ text: place }, { text: contact.email, link: `mailto:${contact.email}` }],
    profileLinks({ profile }).map((link) => ({ text: link.display, link: link.href })),
  ];
  doc.font(FONT.regular).fontSize(SIZE.small).fillColor(COLOR.muted);
  for (const items of lines.filter((line) => line.length > 0)) {
    doc.x = left;
    items.forEach((item, index) => {
      const last = index === items.length - 1;
      doc.text(item.text, { continued: !last, link: item.link ?? null });
      if (!last) doc.text('  ·  ', { continued: true, link: null });
    });
  }
}

/**
 * The owner's CV as a PDF, generated from the profile in one locale: header with contact links, summary,
 * experience (newest first), projects, skills, education and languages. A4, selectable text, Inter embedded.
 * `now` is the document's creation date (injected, so the output is reproducible).
 */
export async function buildCvPdf({ profile, locale, headings, now }: { profile: Profile; locale: Locale; headings: CvHeadings; now: Date }): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN + 6, right: MARGIN + 6 },
    lang: locale,
    displayTitle: true,
    // The first font is ours, so no unembedded standard font ends up in the file.
    font: readBrandFont({ weight: 400 }) as unknown as string,
    info: {
      Title: `${profile.person.name} — CV`,
      Author: profile.person.name,
      Subject: profile.person.headline[locale],
      CreationDate: now,
      ModDate: now,
    },
  });
  doc.registerFont(FONT.regular, readBrandFont({ weight: 400 }));
  doc.registerFont(FONT.semibold, readBrandFont({ weight: 600 }));
  doc.registerFont(FONT.bold, readBrandFont({ weight: 700 }));
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  header(doc, { profile, locale });

  heading(doc, headings.summary);
  paragraph(doc, profile.person.introduction[locale]);

  heading(doc, headings.experience);
  profile.experience.forEach((job, index) => {
    ensureRoom(doc, KEEP_WITH_NEXT);
    if (index > 0) doc.moveDown(0.6);
    const end = job.end ? formatMonth({ date: job.end, locale }) : headings.present;
    titleLine(doc, { title: `${job.role[locale]} · ${job.company}`, note: `${formatMonth({ date: job.start, locale })} – ${end}` });
    paragraph(doc, job.location[locale], { color: COLOR.muted, size: SIZE.small });
    doc.moveDown(0.2);
    paragraph(doc, job.summary[locale]);
    bullets(doc, distinctHighlights({ summary: job.summary[locale], highlights: job.highlights.map((highlight) => highlight[locale]) }));
    if (job.stack.length > 0) paragraph(doc, job.stack.join(' · '), { color: COLOR.muted, size: SIZE.small });
  });

  if (profile.projects.length > 0) {
    heading(doc, headings.projects);
    profile.projects.forEach((project, index) => {
      ensureRoom(doc, 40);
      if (index > 0) doc.moveDown(0.45);
      const employer = profile.experience.find((job) => job.id === project.employerId);
      titleLine(doc, { title: project.name, note: employer ? `${headings.builtAt} ${employer.company}` : '' });
      paragraph(doc, project.summary[locale]);
      const link = project.url ?? project.repository;
      if (link) {
        doc.font(FONT.regular).fontSize(SIZE.small).fillColor(COLOR.accent).text(link.replace(/^https:\/\//, ''), { link, width: contentWidth(doc) });
      }
    });
  }

  heading(doc, headings.skills);
  for (const group of profile.skills.groups) {
    doc.font(FONT.semibold).fontSize(SIZE.body).fillColor(COLOR.ink).text(`${group.title[locale]}: `, doc.page.margins.left, doc.y, { continued: true, width: contentWidth(doc), lineGap: 1.5 });
    doc.font(FONT.regular).text(group.skills.join(', '));
  }

  heading(doc, headings.education);
  for (const entry of profile.education) paragraph(doc, `${entry.degree[locale]}, ${entry.institution}, ${entry.year}`);

  heading(doc, headings.languages);
  paragraph(doc, profile.languages.map((language) => `${language.name[locale]}: ${language.level[locale]}`).join(' · '));

  doc.end();
  return finished;
}
