import { Fragment, useMemo, type ReactNode } from 'react';
import type { InlineNode } from '@/components/chat/markdown/parse-inline';
import { parseMarkdown, type BlockNode } from '@/components/chat/markdown/parse-markdown';

function renderInline(nodes: InlineNode[]): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return <Fragment key={index}>{node.text}</Fragment>;
      case 'break':
        return <br key={index} />;
      case 'strong':
        return <strong key={index}>{renderInline(node.children)}</strong>;
      case 'emphasis':
        return <em key={index}>{renderInline(node.children)}</em>;
      case 'code':
        return (
          <code key={index} className="rounded bg-surface-muted px-1 py-0.5 font-mono text-[0.9em]">
            {node.text}
          </code>
        );
      case 'link':
        return (
          <a
            key={index}
            href={node.href}
            className="font-medium text-accent underline underline-offset-2"
            {...(node.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {renderInline(node.children)}
          </a>
        );
    }
  });
}

function renderBlock(block: BlockNode, index: number): ReactNode {
  switch (block.type) {
    case 'paragraph':
      return <p key={index}>{renderInline(block.children)}</p>;
    case 'code-block':
      return (
        <pre key={index} className="overflow-x-auto rounded-lg bg-surface-muted p-3 font-mono text-sm">
          <code>{block.text}</code>
        </pre>
      );
    case 'list': {
      const items = block.items.map((item, itemIndex) => <li key={itemIndex}>{renderInline(item)}</li>);
      return block.ordered ? (
        <ol key={index} start={block.start} className="list-decimal space-y-1 pl-6">
          {items}
        </ol>
      ) : (
        <ul key={index} className="list-disc space-y-1 pl-6">
          {items}
        </ul>
      );
    }
  }
}

/** Renders an answer's Markdown as React elements (never as HTML): raw HTML shows as text, images as their alt text. */
export default function MarkdownView({ text }: { text: string }) {
  const blocks = useMemo(() => parseMarkdown({ text }), [text]);
  return <div className="flex flex-col gap-3 break-words">{blocks.map(renderBlock)}</div>;
}
