import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown } from '../components/markdown';
import { markdownToText, parseMarkdown, safeHref } from '../markdown';

describe('parseMarkdown', () => {
  it('reads headings, paragraphs, both kinds of lists, links and bold', () => {
    const blocks = parseMarkdown(
      '## Title\n\nFirst line\ncontinued **bold** and [a link](/support).\n\n- one\n- two\n  wrapped\n\n1. first\n2. second',
    );
    expect(blocks.map((b) => b.type)).toEqual(['heading', 'paragraph', 'list', 'list']);
    expect(blocks[0]).toMatchObject({ level: 2, children: [{ type: 'text', value: 'Title' }] });
    expect(blocks[1]).toEqual({
      type: 'paragraph',
      children: [
        { type: 'text', value: 'First line continued ' },
        { type: 'strong', children: [{ type: 'text', value: 'bold' }] },
        { type: 'text', value: ' and ' },
        { type: 'link', href: '/support', external: false, children: [{ type: 'text', value: 'a link' }] },
        { type: 'text', value: '.' },
      ],
    });
    expect(blocks[2]).toMatchObject({ ordered: false, items: [[{ value: 'one' }], [{ value: 'two wrapped' }]] });
    expect(blocks[3]).toMatchObject({ ordered: true, items: [[{ value: 'first' }], [{ value: 'second' }]] });
  });

  it('gives the plain text for search', () => {
    expect(markdownToText('## Charge\n\nUse a **grounded** [socket](/x).\n\n- 900 VA')).toBe(
      'Charge Use a grounded socket. 900 VA',
    );
  });

  it('keeps snake_case and lone asterisks as text', () => {
    expect(markdownToText('file_name_here costs 2 * 3')).toBe('file_name_here costs 2 * 3');
  });
});

describe('safeHref', () => {
  it.each([
    ['/support/charging', '/support/charging'],
    ['#top', '#top'],
    ['https://example.com/a', 'https://example.com/a'],
    ['mailto:support@alva.example', 'mailto:support@alva.example'],
    ['tel:+62215550100', 'tel:+62215550100'],
  ])('allows %s', (href, expected) => {
    expect(safeHref(href)?.href).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    '//evil.example/x',
    '/\\evil.example',
    'https:/\\evil.example',
    '',
  ])('refuses %j', (href) => {
    expect(safeHref(href)).toBeNull();
  });
});

describe('<Markdown>', () => {
  it('renders structure with headings nested under the page title', () => {
    const { container } = render(
      <Markdown source={'# Big\n\n## Section\n\nText with **bold**.\n\n- a\n- b\n\n1. x'} headingLevel={2} />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Big' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Section' })).toBeInTheDocument();
    expect(container.querySelector('strong')?.textContent).toBe('bold');
    expect(container.querySelectorAll('ul > li')).toHaveLength(2);
    expect(container.querySelectorAll('ol > li')).toHaveLength(1);
  });

  it('shows <script> and other HTML as text, never as elements', () => {
    const { container } = render(
      <Markdown source={'Hello <script>window.hacked = true</script> <img src=x onerror="alert(1)"> <b>no</b>'} />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toContain('<script>window.hacked = true</script>');
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('turns javascript: and data: links into inert text', () => {
    const { container } = render(
      <Markdown
        source={'[click me](javascript:alert(1)) and [data](data:text/html,hi) and [ok](https://alva.example)'}
      />,
    );
    const links = container.querySelectorAll('a');
    expect(links).toHaveLength(1);
    expect(links[0].getAttribute('href')).toBe('https://alva.example');
    expect(links[0].getAttribute('rel')).toBe('noopener noreferrer');
    expect(container.textContent).toBe('click me and data and ok');
    expect(container.innerHTML).not.toMatch(/javascript:/i);
    expect(container.innerHTML).not.toMatch(/data:text/i);
  });

  it('renders site paths as links', () => {
    render(<Markdown source="See the [warranty](/warranty)." />);
    expect(screen.getByRole('link', { name: 'warranty' })).toHaveAttribute('href', '/warranty');
  });
});
