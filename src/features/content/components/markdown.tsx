import Link from '@/components/ui/link';
import { createElement, Fragment, type ReactNode, useMemo } from 'react';
import { type Inline, parseMarkdown } from '../markdown';
import styles from './markdown.module.css';

interface MarkdownProps {
  source: string;
  /**
   * The HTML level of a `#` heading in the source, so headings nest under the page's own (`##` becomes
   * `headingLevel + 1`). Default 2: the page title is the h1.
   */
  headingLevel?: number;
  className?: string;
}

/**
 * Renders content-service Markdown as React elements. No HTML string from the back end ever reaches the page:
 * text is escaped by React, and unsafe links are dropped by the parser.
 */
export function Markdown({ source, headingLevel = 2, className }: MarkdownProps) {
  const blocks = useMemo(() => parseMarkdown(source), [source]);
  return (
    <div className={className ? `${styles.markdown} ${className}` : styles.markdown}>
      {blocks.map((block, index) => {
        if (block.type === 'heading') {
          const level = Math.min(6, Math.max(headingLevel, headingLevel + block.level - 1));
          return createElement(`h${level}`, { key: index }, renderInline(block.children));
        }
        if (block.type === 'list') {
          const Tag = block.ordered ? 'ol' : 'ul';
          return (
            <Tag key={index}>
              {block.items.map((item, itemIndex) => (
                <li key={itemIndex}>{renderInline(item)}</li>
              ))}
            </Tag>
          );
        }
        return <p key={index}>{renderInline(block.children)}</p>;
      })}
    </div>
  );
}

function renderInline(nodes: Inline[]): ReactNode {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return <Fragment key={index}>{node.value}</Fragment>;
      case 'strong':
        return <strong key={index}>{renderInline(node.children)}</strong>;
      case 'em':
        return <em key={index}>{renderInline(node.children)}</em>;
      case 'code':
        return <code key={index}>{node.value}</code>;
      case 'link':
        return node.external ? (
          <a key={index} href={node.href} rel="noopener noreferrer">
            {renderInline(node.children)}
          </a>
        ) : (
          <Link key={index} href={node.href}>
            {renderInline(node.children)}
          </Link>
        );
    }
  });
}
