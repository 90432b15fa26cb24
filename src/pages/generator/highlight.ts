import hljs from 'highlight.js/lib/core';
import typescript from 'highlight.js/lib/languages/typescript';
import json from 'highlight.js/lib/languages/json';
import sql from 'highlight.js/lib/languages/sql';
import markdown from 'highlight.js/lib/languages/markdown';

// Loaded with the 代码生成 screen only (a dynamic import), and only the four languages it shows.
hljs.registerLanguage('typescript', typescript);
hljs.registerLanguage('json', json);
hljs.registerLanguage('sql', sql);
hljs.registerLanguage('markdown', markdown);

/** The code as highlighted HTML; highlight.js escapes the source, so the result is safe to insert. */
export function highlight(code: string, language: string): string {
  return hljs.getLanguage(language) ? hljs.highlight(code, { language }).value : hljs.highlightAuto(code).value;
}
