import { diffLines } from 'diff';

/**
 * 知识文档: the difference between two versions of a document, line by line over its text (the
 * sanitised HTML with block elements as line breaks), from the `diff` package (Myers' algorithm).
 * Answered both inline (each part once, added / removed / same) and side by side (rows pairing the
 * old line with the new one, a removed and an added run facing each other).
 */

export interface InlinePart {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

export interface SideRow {
  left: string | null;
  right: string | null;
  kind: 'same' | 'changed' | 'added' | 'removed';
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

/** The readable text of a document's HTML, one line per paragraph, heading, list item or row. */
export function htmlToLines(html: string): string[] {
  const text = html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|li|tr|blockquote|pre)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (m) => ENTITIES[m]);
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.length > 0);
}

export function inlineDiff(oldHtml: string, newHtml: string): InlinePart[] {
  const a = htmlToLines(oldHtml).join('\n') + '\n';
  const b = htmlToLines(newHtml).join('\n') + '\n';
  const out: InlinePart[] = [];
  for (const part of diffLines(a, b)) {
    const kind = part.added ? 'added' : part.removed ? 'removed' : 'same';
    for (const line of part.value.split('\n')) if (line.length) out.push({ kind, text: line });
  }
  return out;
}

export function sideBySide(oldHtml: string, newHtml: string): SideRow[] {
  const parts = inlineDiff(oldHtml, newHtml);
  const rows: SideRow[] = [];
  let i = 0;
  while (i < parts.length) {
    const p = parts[i];
    if (p.kind === 'same') {
      rows.push({ left: p.text, right: p.text, kind: 'same' });
      i++;
      continue;
    }
    // a run of removed lines followed by a run of added ones: pair them as changed lines
    const removed: string[] = [];
    const added: string[] = [];
    while (i < parts.length && parts[i].kind === 'removed') removed.push(parts[i++].text);
    while (i < parts.length && parts[i].kind === 'added') added.push(parts[i++].text);
    for (let k = 0; k < Math.max(removed.length, added.length); k++) {
      const left = removed[k] ?? null;
      const right = added[k] ?? null;
      rows.push({ left, right, kind: left !== null && right !== null ? 'changed' : left !== null ? 'removed' : 'added' });
    }
  }
  return rows;
}

/** How many lines were added and removed. */
export function diffCounts(parts: InlinePart[]): { added: number; removed: number } {
  return { added: parts.filter((p) => p.kind === 'added').length, removed: parts.filter((p) => p.kind === 'removed').length };
}
