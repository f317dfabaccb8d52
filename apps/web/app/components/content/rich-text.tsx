/**
 * Storyblok rich text as React elements (never as HTML strings): paragraphs, headings (h2–h6:
 * the page's title is its h1), lists, quotes, rules, line breaks and text with the marks bold,
 * italic, underline, strike, code and link. A link to a story or an internal path is a router
 * link in the page's store view; another site is a plain anchor with rel=noopener; any other
 * scheme (javascript:, data:) is dropped and only its text shown. An unknown node shows its text.
 */
import type { RichTextNode } from '@shop/contracts';
import { Fragment, type ReactNode } from 'react';
import { ContentLink } from './content-link.tsx';

interface Doc {
  content?: RichTextNode[];
}

export function RichText({ doc, className }: { doc: Doc | null | undefined; className?: string }) {
  const nodes = Array.isArray(doc?.content) ? doc.content : [];
  if (nodes.length === 0) return null;
  return <div className={className ?? 'prose'}>{renderNodes(nodes, 'n')}</div>;
}

function renderNodes(nodes: readonly RichTextNode[], keyPrefix: string): ReactNode[] {
  return nodes.map((node, index) => renderNode(node, `${keyPrefix}-${index}`));
}

function children(node: RichTextNode, key: string): ReactNode[] {
  return Array.isArray(node.content) ? renderNodes(node.content, key) : [];
}

function headingLevel(attrs: Record<string, unknown> | undefined): 2 | 3 | 4 | 5 | 6 {
  const level = Number(attrs?.level);
  if (!Number.isInteger(level)) return 2;
  return Math.min(6, Math.max(2, level)) as 2 | 3 | 4 | 5 | 6;
}

function renderNode(node: RichTextNode, key: string): ReactNode {
  switch (node.type) {
    case 'text':
      return <Fragment key={key}>{renderMarks(node.text ?? '', node.marks ?? [], key)}</Fragment>;
    case 'paragraph':
      return <p key={key}>{children(node, key)}</p>;
    case 'heading': {
      const Tag = `h${headingLevel(node.attrs)}` as const;
      return <Tag key={key}>{children(node, key)}</Tag>;
    }
    case 'bullet_list':
      return <ul key={key}>{children(node, key)}</ul>;
    case 'ordered_list':
      return <ol key={key}>{children(node, key)}</ol>;
    case 'list_item':
      return <li key={key}>{children(node, key)}</li>;
    case 'blockquote':
      return <blockquote key={key}>{children(node, key)}</blockquote>;
    case 'horizontal_rule':
      return <hr key={key} />;
    case 'hard_break':
      return <br key={key} />;
    case 'doc':
      return <Fragment key={key}>{children(node, key)}</Fragment>;
    default:
      // A node this renderer does not know: its text, without its form.
      return <Fragment key={key}>{node.text ?? children(node, key)}</Fragment>;
  }
}

function renderMarks(
  text: string,
  marks: readonly { type: string; attrs?: Record<string, unknown> }[],
  key: string,
): ReactNode {
  return marks.reduce<ReactNode>((inner, mark, index) => {
    const markKey = `${key}-m${index}`;
    switch (mark.type) {
      case 'bold':
        return <strong key={markKey}>{inner}</strong>;
      case 'italic':
        return <em key={markKey}>{inner}</em>;
      case 'underline':
        return <u key={markKey}>{inner}</u>;
      case 'strike':
        return <s key={markKey}>{inner}</s>;
      case 'code':
        return <code key={markKey}>{inner}</code>;
      case 'link': {
        const attrs = mark.attrs ?? {};
        const href = typeof attrs.href === 'string' ? attrs.href : '';
        const linktype = typeof attrs.linktype === 'string' ? attrs.linktype : 'url';
        const story = attrs.story as { full_slug?: unknown } | undefined;
        const slug = typeof story?.full_slug === 'string' ? story.full_slug : href;
        return (
          <ContentLink
            key={markKey}
            link={{
              linktype,
              url: href,
              cached_url: linktype === 'story' ? slug : href,
              anchor: typeof attrs.anchor === 'string' && attrs.anchor ? attrs.anchor : undefined,
              target: attrs.target === '_blank' ? '_blank' : undefined,
            }}
          >
            {inner}
          </ContentLink>
        );
      }
      default:
        return inner;
    }
  }, text);
}
