/**
 * A small Markdown reader for the content service's bodies (FAQ answers, blog posts, legal pages). It knows
 * headings, paragraphs, bulleted and numbered lists, links, bold, italics and inline code, and produces a tree that
 * the renderer turns into React elements. Nothing is ever treated as HTML: `<script>` stays the text `<script>`,
 * and a link whose target is not a site path, http(s), mailto or tel is shown as plain text.
 */

export type Inline =
  | { type: 'text'; value: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] }
  | { type: 'code'; value: string }
  | { type: 'link'; href: string; external: boolean; children: Inline[] };

export type Block =
  | { type: 'heading'; level: number; children: Inline[] }
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'list'; ordered: boolean; items: Inline[][] };

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const BULLET = /^\s{0,3}[-*+]\s+(.*)$/;
const NUMBERED = /^\s{0,3}\d{1,9}[.)]\s+(.*)$/;

/** Site paths, in-page anchors, http(s), mailto and tel; everything else (javascript:, data:, //host) is refused. */
export function safeHref(raw: string): { href: string; external: boolean } | null {
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:"): drop them before checking.
  const href = raw.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (!href) return null;
  if (href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\')) return { href, external: false };
  if (href.startsWith('#')) return { href, external: false };
  if (/^https?:\/\/[^/\\]/i.test(href)) return { href, external: true };
  if (/^(mailto|tel):[^/\\]/i.test(href)) return { href, external: true };
  return null;
}

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  // Held in an object: TypeScript does not see the closures below reassign a plain `let`.
  const open: { list: { ordered: boolean; items: string[] } | null } = { list: null };

  const flushParagraph = () => {
    if (paragraph.length) blocks.push({ type: 'paragraph', children: parseInline(paragraph.join(' ')) });
    paragraph = [];
  };
  const flushList = () => {
    const list = open.list;
    if (list) blocks.push({ type: 'list', ordered: list.ordered, items: list.items.map((item) => parseInline(item)) });
    open.list = null;
  };

  for (const rawLine of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = rawLine.trimEnd();
    if (!line.trim()) {
      flushParagraph();
      flushList();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flushParagraph();
      flushList();
      blocks.push({ type: 'heading', level: heading[1].length, children: parseInline(heading[2]) });
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    if (bullet || numbered) {
      flushParagraph();
      const ordered = Boolean(numbered);
      if (!open.list || open.list.ordered !== ordered) {
        flushList();
        open.list = { ordered, items: [] };
      }
      open.list.items.push((bullet ?? numbered)![1]);
      continue;
    }
    if (open.list && /^\s+/.test(rawLine)) {
      // An indented line continues the last list item.
      open.list.items[open.list.items.length - 1] += ` ${line.trim()}`;
      continue;
    }
    flushList();
    paragraph.push(line.trim());
  }
  flushParagraph();
  flushList();
  return blocks;
}

/** Inline syntax: `\` escapes, `code`, **bold**, *italic* / _italic_, [text](href). */
export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let buffer = '';
  const pushText = () => {
    if (buffer) out.push({ type: 'text', value: buffer });
    buffer = '';
  };

  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    if (ch === '\\' && i + 1 < text.length && /[\\`*_[\]()#+\-.!]/.test(text[i + 1])) {
      buffer += text[i + 1];
      i += 2;
      continue;
    }
    if (ch === '`') {
      const end = text.indexOf('`', i + 1);
      if (end > i + 1) {
        pushText();
        out.push({ type: 'code', value: text.slice(i + 1, end) });
        i = end + 1;
        continue;
      }
    }
    if (text.startsWith('**', i) || text.startsWith('__', i)) {
      const marker = text.slice(i, i + 2);
      const end = text.indexOf(marker, i + 2);
      if (end > i + 2) {
        pushText();
        out.push({ type: 'strong', children: parseInline(text.slice(i + 2, end)) });
        i = end + 2;
        continue;
      }
    }
    if ((ch === '*' || ch === '_') && text[i + 1] && text[i + 1] !== ' ') {
      const end = text.indexOf(ch, i + 1);
      // `_` inside a word (snake_case) is not emphasis.
      const wordBefore = ch === '_' && i > 0 && /\w/.test(text[i - 1]);
      if (end > i + 1 && text[end - 1] !== ' ' && !wordBefore) {
        pushText();
        out.push({ type: 'em', children: parseInline(text.slice(i + 1, end)) });
        i = end + 1;
        continue;
      }
    }
    if (ch === '[') {
      const link = readLink(text, i);
      if (link) {
        pushText();
        const children = parseInline(link.label);
        const safe = safeHref(link.href);
        if (safe) out.push({ type: 'link', href: safe.href, external: safe.external, children });
        else out.push(...children);
        i = link.end;
        continue;
      }
    }
    buffer += ch;
    i += 1;
  }
  pushText();
  return out;
}

/** `[label](href)` starting at `start`, with balanced brackets in the label. */
function readLink(text: string, start: number): { label: string; href: string; end: number } | null {
  let depth = 0;
  let close = -1;
  for (let j = start; j < text.length; j++) {
    if (text[j] === '\\') {
      j++;
      continue;
    }
    if (text[j] === '[') depth++;
    else if (text[j] === ']' && --depth === 0) {
      close = j;
      break;
    }
  }
  if (close < 0 || text[close + 1] !== '(') return null;
  // The target may itself contain balanced parentheses (…/Foo_(bar)).
  let parens = 1;
  let hrefEnd = -1;
  for (let j = close + 2; j < text.length; j++) {
    if (text[j] === '(') parens++;
    else if (text[j] === ')' && --parens === 0) {
      hrefEnd = j;
      break;
    }
  }
  if (hrefEnd < 0) return null;
  const href =
    text
      .slice(close + 2, hrefEnd)
      .trim()
      .split(/\s+/)[0] ?? '';
  return { label: text.slice(start + 1, close), href, end: hrefEnd + 1 };
}

function inlineText(nodes: Inline[]): string {
  return nodes.map((node) => ('children' in node ? inlineText(node.children) : node.value)).join('');
}

/** The plain text of a Markdown source (for search and descriptions). */
export function markdownToText(source: string): string {
  return parseMarkdown(source)
    .map((block) => (block.type === 'list' ? block.items.map(inlineText).join(' ') : inlineText(block.children)))
    .join(' ');
}

/** The first `max` characters of the plain text, cut at a word, for descriptions and snippets. */
export function markdownExcerpt(source: string, max = 160): string {
  const text = markdownToText(source);
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
