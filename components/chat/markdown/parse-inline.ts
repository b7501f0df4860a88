import { safeHref } from '@/components/chat/markdown/safe-href';

/** Inline Markdown, as data: the renderer turns it into React elements, so no HTML is ever parsed. */
export type InlineNode =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: InlineNode[] }
  | { type: 'emphasis'; children: InlineNode[] }
  | { type: 'code'; text: string }
  | { type: 'link'; href: string; external: boolean; children: InlineNode[] }
  | { type: 'break' };

const ESCAPABLE = /[\\`*_[\]()!#+\-.>]/;

function isWordCharacter(character: string | undefined): boolean {
  return character !== undefined && /[\p{L}\p{N}]/u.test(character);
}

function isSpace(character: string | undefined): boolean {
  return character === undefined || /\s/.test(character);
}

/** The index of the marker closing an emphasis opened before `from`, or -1. */
function findClosing({ text, marker, from }: { text: string; marker: string; from: number }): number {
  for (let index = text.indexOf(marker, from); index !== -1; index = text.indexOf(marker, index + 1)) {
    const single = marker.length === 1;
    // A single marker inside a double one (`*a **b** c*`) belongs to the inner pair.
    if (single && text[index + 1] === marker) {
      index += 1;
      continue;
    }
    if (index === from || isSpace(text[index - 1])) continue;
    if (marker.startsWith('_') && isWordCharacter(text[index + marker.length])) continue;
    return index;
  }
  return -1;
}

/**
 * The index of the `close` that balances the `open` just before `from`, or -1 (never past a line end):
 * URLs may contain parentheses, and a link's label may hold brackets, such as an image's.
 */
function closingDelimiter({ text, from, open, close }: { text: string; from: number; open: string; close: string }): number {
  let depth = 0;
  for (let index = from; index < text.length; index += 1) {
    const character = text[index];
    if (character === '\n') return -1;
    if (character === open) depth += 1;
    if (character === close) {
      if (depth === 0) return index;
      depth -= 1;
    }
  }
  return -1;
}

/** `[label](href "title")` starting at `start`, or null when the brackets do not form a link. */
function readLink({ text, start }: { text: string; start: number }): { label: string; href: string; end: number } | null {
  const labelEnd = closingDelimiter({ text, from: start + 1, open: '[', close: ']' });
  if (labelEnd === -1 || text[labelEnd + 1] !== '(') return null;
  const label = text.slice(start + 1, labelEnd);
  const hrefEnd = closingDelimiter({ text, from: labelEnd + 2, open: '(', close: ')' });
  if (hrefEnd === -1) return null;
  const target = text.slice(labelEnd + 2, hrefEnd).trim();
  return { label, href: target.split(/\s+/)[0] ?? '', end: hrefEnd + 1 };
}

/** Parses inline Markdown: bold, italic, inline code, links (allow-listed), escapes and line breaks. */
export function parseInline({ text, insideLink = false }: { text: string; insideLink?: boolean }): InlineNode[] {
  const nodes: InlineNode[] = [];
  let buffer = '';
  const flush = () => {
    if (buffer) nodes.push({ type: 'text', text: buffer });
    buffer = '';
  };
  let index = 0;
  while (index < text.length) {
    const character = text[index] ?? '';
    const next = text[index + 1];
    if (character === '\\' && next !== undefined && ESCAPABLE.test(next)) {
      buffer += next;
      index += 2;
      continue;
    }
    if (character === '\n') {
      flush();
      nodes.push({ type: 'break' });
      index += 1;
      continue;
    }
    if (character === '`') {
      const end = text.indexOf('`', index + 1);
      if (end > index + 1) {
        flush();
        nodes.push({ type: 'code', text: text.slice(index + 1, end) });
        index = end + 1;
        continue;
      }
    }
    if (character === '*' || character === '_') {
      const marker = next === character ? character + character : character;
      const opens = !isSpace(text[index + marker.length]) && (character === '*' || !isWordCharacter(text[index - 1]));
      const end = opens ? findClosing({ text, marker, from: index + marker.length }) : -1;
      if (end !== -1) {
        flush();
        const children = parseInline({ text: text.slice(index + marker.length, end), insideLink });
        nodes.push(marker.length === 2 ? { type: 'strong', children } : { type: 'emphasis', children });
        index = end + marker.length;
        continue;
      }
      buffer += marker;
      index += marker.length;
      continue;
    }
    // Images are never loaded: `![alt](src)` shows its alt text.
    const image = character === '!' && next === '[' ? readLink({ text, start: index + 1 }) : null;
    if (image) {
      buffer += image.label;
      index = image.end;
      continue;
    }
    const link = character === '[' && !insideLink ? readLink({ text, start: index }) : null;
    if (link) {
      flush();
      const target = safeHref({ href: link.href });
      const children = parseInline({ text: link.label, insideLink: true });
      if (target) nodes.push({ type: 'link', href: target.href, external: target.external, children });
      else nodes.push(...children);
      index = link.end;
      continue;
    }
    buffer += character;
    index += 1;
  }
  flush();
  return nodes;
}
