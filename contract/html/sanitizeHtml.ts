/**
 * Allow-list HTML sanitiser for notice bodies (reliability.md §1.4: blocklists fail; notices were
 * the stored-XSS hole in RuoYi and PandaX). It tokenises tolerantly, keeps only known tags and
 * attributes, decodes attribute values before checking them and re-encodes everything it emits, so
 * what the browser parses is exactly what was checked. The client sanitises again with DOMPurify.
 */

const ALLOWED_TAGS = new Set([
  'p', 'br', 'span', 'div', 'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'del', 'sub', 'sup', 'small', 'font',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'blockquote', 'pre', 'code', 'hr',
  'a', 'img', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th', 'caption', 'colgroup', 'col',
]);
const VOID_TAGS = new Set(['br', 'hr', 'img', 'col']);
/** Dropped together with everything inside them. */
const DROP_WITH_CONTENT = new Set([
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'noscript', 'noembed', 'noframes',
  'template', 'svg', 'math', 'textarea', 'title', 'xmp', 'plaintext', 'select', 'head', 'form', 'button', 'audio', 'video',
]);

const GLOBAL_ATTRS = new Set(['class', 'style', 'title', 'align']);
const TAG_ATTRS: Record<string, Set<string>> = {
  a: new Set(['href', 'target']),
  img: new Set(['src', 'alt', 'width', 'height']),
  td: new Set(['colspan', 'rowspan', 'width']),
  th: new Set(['colspan', 'rowspan', 'width']),
  col: new Set(['span', 'width']),
  ol: new Set(['start']),
  font: new Set(['color', 'size']),
  table: new Set(['border', 'width']),
};
const URL_ATTRS = new Set(['href', 'src']);

const STYLE_PROPS = new Set([
  'color', 'background-color', 'text-align', 'font-size', 'font-weight', 'font-style', 'font-family', 'text-decoration',
  'text-indent', 'line-height', 'margin', 'margin-left', 'margin-right', 'margin-top', 'margin-bottom', 'padding',
  'padding-left', 'padding-right', 'width', 'height', 'border', 'border-collapse', 'vertical-align',
]);

const NAMED: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', colon: ':', tab: '\t', newline: '\n',
  lpar: '(', rpar: ')', sol: '/', bsol: '\\', semi: ';', comma: ',', period: '.', excl: '!', num: '#', equals: '=',
};

/** Decodes character references the way a browser would for the ones that matter to URL checks. */
export function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (m, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff) return '\ufffd';
      return String.fromCodePoint(code);
    }
    const name = body.toLowerCase();
    // Unknown names (and Object's own members, such as &constructor;) stay literal; they are
    // re-encoded on output, so the browser sees literal text too.
    return Object.hasOwn(NAMED, name) ? NAMED[name] : m;
  });
}

const escapeText = (s: string) => s.replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** http(s), mailto, tel, in-page and relative links; images may also be inline raster data. */
export function safeUrl(raw: string, attr: 'href' | 'src'): string | null {
  // Browsers ignore control characters and whitespace inside a scheme ("jav\tascript:").
  const url = decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u009f\u200b-\u200f\u2028\u2029\ufeff]/g, '');
  if (!url) return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url);
  if (!scheme) {
    // Scheme-relative URLs (//host) point off-site in unexpected ways; relative paths are fine.
    return url.startsWith('//') || url.startsWith('\\') ? null : decodeEntities(raw).trim();
  }
  const s = scheme[1].toLowerCase();
  if (s === 'http' || s === 'https') return decodeEntities(raw).trim();
  if (attr === 'href' && (s === 'mailto' || s === 'tel')) return decodeEntities(raw).trim();
  if (attr === 'src' && /^data:image\/(png|jpe?g|gif|webp|bmp);base64,[a-z0-9+/=]+$/i.test(url)) return url;
  return null;
}

function safeStyle(raw: string): string | null {
  const css = decodeEntities(raw);
  // Anything that can load or evaluate: url(), expression(), behaviours, escapes, comments.
  if (/url\s*\(|expression|behavior|binding|javascript|vbscript|@import|\\|\/\*|[<>]/i.test(css)) return null;
  const kept: string[] = [];
  for (const decl of css.split(';')) {
    const i = decl.indexOf(':');
    if (i < 0) continue;
    const prop = decl.slice(0, i).trim().toLowerCase();
    const value = decl.slice(i + 1).trim();
    if (STYLE_PROPS.has(prop) && value && /^[#a-z0-9\s.,%()'"+-]*$/i.test(value)) kept.push(`${prop}: ${value}`);
  }
  return kept.length ? kept.join('; ') : null;
}

interface Attr {
  name: string;
  value: string;
}

/** Parses attributes the way HTML does: name, optional = and a double-, single- or unquoted value. */
function parseAttrs(src: string): Attr[] {
  const attrs: Attr[] = [];
  const re = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(src))) attrs.push({ name: m[1].toLowerCase(), value: m[2] ?? m[3] ?? m[4] ?? '' });
  return attrs;
}

function renderAttrs(tag: string, attrs: Attr[]): string {
  let out = '';
  const seen = new Set<string>();
  let blank = false;
  for (const { name, value } of attrs) {
    if (seen.has(name)) continue;
    seen.add(name);
    if (!GLOBAL_ATTRS.has(name) && !(Object.hasOwn(TAG_ATTRS, tag) && TAG_ATTRS[tag].has(name))) continue;
    let v: string | null = decodeEntities(value);
    if (URL_ATTRS.has(name)) v = safeUrl(value, name as 'href' | 'src');
    else if (name === 'style') v = safeStyle(value);
    else if (name === 'target') v = v === '_blank' ? '_blank' : null;
    else if (name === 'class') v = v.replace(/[^\w\s-]/g, '');
    if (v === null) continue;
    if (name === 'target') blank = true;
    out += ` ${name}="${escapeAttr(v)}"`;
  }
  if (tag === 'a' && blank) out += ' rel="noopener noreferrer"';
  return out;
}

/**
 * Elements a notice may nest: deeper opening tags are dropped (their text stays). Real notices nest
 * a dozen levels; 60,000 open <b> only cost the reader's browser.
 */
export const MAX_DEPTH = 100;

/**
 * The open elements, innermost last, with a count per tag name so that a closing tag of an element
 * that is not open costs nothing. Closing an open one scans back to it and pops everything above,
 * so each entry is scanned at most once after its push: the work is linear in the input.
 */
class OpenElements {
  private readonly stack: string[] = [];
  private readonly counts = new Map<string, number>();

  constructor(private readonly meter: { steps: number } | null) {}

  get depth() {
    return this.stack.length;
  }

  push(tag: string) {
    this.stack.push(tag);
    this.counts.set(tag, (this.counts.get(tag) ?? 0) + 1);
  }

  /** Closes `tag` and whatever is open inside it; the closing tags written, or '' when it is not open. */
  close(tag: string): string {
    if (!this.counts.get(tag)) return '';
    let out = '';
    for (;;) {
      if (this.meter) this.meter.steps++;
      const top = this.stack.pop()!;
      this.counts.set(top, this.counts.get(top)! - 1);
      out += `</${top}>`;
      if (top === tag) return out;
    }
  }

  closeAll(): string {
    let out = '';
    while (this.stack.length) out += `</${this.stack.pop()}>`;
    this.counts.clear();
    return out;
  }
}

export function sanitizeHtml(input: string): string {
  return sanitize(input, null);
}

/**
 * sanitizeHtml, counting its steps (tokens read, characters a tag's end was searched through, open
 * elements closed): tests hold the work on hostile input to a multiple of its length.
 */
export function sanitizeHtmlCounted(input: string): { html: string; steps: number } {
  const meter = { steps: 0 };
  const html = sanitize(input, meter);
  return { html, steps: meter.steps };
}

function sanitize(input: string, meter: { steps: number } | null): string {
  const html = String(input ?? '').replace(/\u0000/g, '');
  let out = '';
  let i = 0;
  const open = new OpenElements(meter);
  let dropping: string | null = null;
  let dropDepth = 0;
  while (i < html.length) {
    if (meter) meter.steps++;
    const lt = html.indexOf('<', i);
    if (lt < 0) {
      if (!dropping) out += escapeText(html.slice(i));
      break;
    }
    if (!dropping) out += escapeText(html.slice(i, lt));
    i = lt;
    // Comments, CDATA, doctype and processing instructions are dropped whole.
    if (html.startsWith('<!--', i)) {
      const end = html.indexOf('-->', i + 4);
      i = end < 0 ? html.length : end + 3;
      continue;
    }
    if (html[i + 1] === '!' || html[i + 1] === '?') {
      const end = html.indexOf('>', i);
      i = end < 0 ? html.length : end + 1;
      continue;
    }
    const tagMatch = /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)/.exec(html.slice(i, i + 64));
    if (!tagMatch) {
      // A lone '<' is text.
      if (!dropping) out += '&lt;';
      i += 1;
      continue;
    }
    // The tag runs to the first '>' outside quotes.
    let j = i + tagMatch[0].length;
    let quote: string | null = null;
    for (; j < html.length; j++) {
      const c = html[j];
      if (quote) {
        if (c === quote) quote = null;
      } else if (c === '"' || c === "'") {
        // Quotes only open a value right after '='.
        if (/=\s*$/.test(html.slice(Math.max(i, j - 16), j))) quote = c;
      } else if (c === '>') break;
    }
    if (meter) meter.steps += j - i;
    const closing = tagMatch[1] === '/';
    const tag = tagMatch[2].toLowerCase();
    const attrSrc = html.slice(i + tagMatch[0].length, j);
    i = j + 1;
    if (dropping) {
      if (tag === dropping) dropDepth += closing ? -1 : 1;
      if (dropDepth <= 0) dropping = null;
      continue;
    }
    if (DROP_WITH_CONTENT.has(tag)) {
      if (!closing && !/\/\s*$/.test(attrSrc)) {
        dropping = tag;
        dropDepth = 1;
      }
      continue;
    }
    if (!ALLOWED_TAGS.has(tag)) continue;
    if (closing) {
      out += open.close(tag);
      continue;
    }
    const isVoid = VOID_TAGS.has(tag);
    if (!isVoid && open.depth >= MAX_DEPTH) continue;
    out += `<${tag}${renderAttrs(tag, parseAttrs(attrSrc))}>`;
    if (!isVoid) open.push(tag);
  }
  return out + open.closeAll();
}
