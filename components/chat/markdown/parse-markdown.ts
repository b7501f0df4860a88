import { parseInline, type InlineNode } from '@/components/chat/markdown/parse-inline';

/** Block-level Markdown, as data. */
export type BlockNode =
  | { type: 'paragraph'; children: InlineNode[] }
  | { type: 'list'; ordered: boolean; start: number; items: InlineNode[][] }
  | { type: 'code-block'; text: string };

interface ListDraft {
  ordered: boolean;
  start: number;
  items: string[];
}

const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*(\d{1,9})[.)]\s+(.*)$/;
const HEADING = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/;
const FENCE = /^\s*(```|~~~)/;
const RULE = /^\s{0,3}([-*_])(\s*\1){2,}\s*$/;
const QUOTE = /^\s{0,3}>\s?(.*)$/;

/**
 * Parses the Markdown subset a chat answer needs: paragraphs, bullet and numbered lists, fenced code,
 * headings (shown as bold paragraphs) and quotes (shown as paragraphs). Everything else is text.
 */
export function parseMarkdown({ text }: { text: string }): BlockNode[] {
  const blocks: BlockNode[] = [];
  let paragraph: string[] = [];
  // Held in an object: closures reassign it, which plain `let` narrowing cannot follow.
  const open: { list: ListDraft | null } = { list: null };
  let code: string[] | null = null;

  const closeParagraph = () => {
    if (paragraph.length > 0) blocks.push({ type: 'paragraph', children: parseInline({ text: paragraph.join('\n') }) });
    paragraph = [];
  };
  const closeList = () => {
    const { list } = open;
    if (list) blocks.push({ type: 'list', ordered: list.ordered, start: list.start, items: list.items.map((item) => parseInline({ text: item })) });
    open.list = null;
  };

  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    if (code) {
      if (FENCE.test(line)) {
        blocks.push({ type: 'code-block', text: code.join('\n') });
        code = null;
      } else {
        code.push(line);
      }
      continue;
    }
    if (FENCE.test(line)) {
      closeParagraph();
      closeList();
      code = [];
      continue;
    }
    if (line.trim() === '' || RULE.test(line)) {
      closeParagraph();
      closeList();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      closeParagraph();
      closeList();
      blocks.push({ type: 'paragraph', children: [{ type: 'strong', children: parseInline({ text: heading[1] ?? '' }) }] });
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    if (bullet || numbered) {
      closeParagraph();
      const ordered = numbered !== null;
      if (open.list?.ordered !== ordered) closeList();
      const list = (open.list ??= { ordered, start: numbered ? Number(numbered[1]) : 1, items: [] });
      list.items.push((bullet ? bullet[1] : numbered?.[2]) ?? '');
      continue;
    }
    if (open.list && /^\s+/.test(line)) {
      // An indented line continues the last list item.
      const { items } = open.list;
      items[items.length - 1] += ` ${line.trim()}`;
      continue;
    }
    closeList();
    paragraph.push(QUOTE.exec(line)?.[1] ?? line);
  }
  // A fence still open (an answer mid-stream) shows what arrived so far as code.
  if (code) blocks.push({ type: 'code-block', text: code.join('\n') });
  closeParagraph();
  closeList();
  return blocks;
}
