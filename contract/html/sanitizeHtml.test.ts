import { describe, expect, it } from 'vitest';
import { MAX_DEPTH, sanitizeHtml, sanitizeHtmlCounted, safeUrl } from './sanitizeHtml';

/** Classic payloads (OWASP XSS filter evasion cheat sheet and the RuoYi notice reports). */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil/x.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<<script>alert(1)//<</script>',
  '<img src=x onerror=alert(1)>',
  '<img src="x" ONERROR="alert(1)">',
  '<img/src="x"/onerror=alert(1)>',
  '<IMG SRC=JaVaScRiPt:alert(1)>',
  '<IMG SRC="jav\tascript:alert(1);">',
  '<IMG SRC="jav&#x09;ascript:alert(1);">',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<body onload=alert(1)>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<div style="width: expression(alert(1))">x</div>',
  '<p title="a" onmouseover="alert(1)">x</p>',
  '<p title="x\'><img src=x onerror=alert(1)>">y</p>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<details open ontoggle=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<a href="jav&NewLine;ascript:alert(1)">x</a>',
  '<img src="x` `<script>alert(1)</script>"` `>',
  '<style>@import "javascript:alert(1)";</style>',
];

/** Parses the output as a browser would and looks for anything that can run. */
function dangerous(html: string): boolean {
  const host = document.createElement('div');
  host.innerHTML = html;
  for (const el of Array.from(host.querySelectorAll('*'))) {
    if (/^(script|svg|math|iframe|object|embed|style|form|input|body|details|button)$/i.test(el.tagName)) return true;
    for (const a of Array.from(el.attributes)) {
      if (/^on/i.test(a.name)) return true;
      if ((a.name === 'href' || a.name === 'src') && /^\s*(?!https?:|mailto:|tel:|data:image\/)[a-z][a-z0-9+.-]*:/i.test(a.value)) return true;
      if (a.name === 'style' && /url\(|expression/i.test(a.value)) return true;
    }
  }
  return false;
}

describe('sanitizeHtml', () => {
  it.each(PAYLOADS)('neutralises %s', (payload) => {
    const out = sanitizeHtml(payload);
    expect(dangerous(out), out).toBe(false);
  });

  it('keeps the rich text a notice needs', () => {
    const html =
      '<h2>开学工作安排</h2><p style="text-align: center; color: #e60000">各校：</p><ol><li><strong>报到</strong>时间</li></ol>' +
      '<p><a href="https://edu.example.cn/a?x=1&amp;y=2" target="_blank">链接</a><img src="/api/Common/Image/image/a.png" alt="图"></p>' +
      '<table><tbody><tr><td colspan="2">表格</td></tr></tbody></table>';
    const out = sanitizeHtml(html);
    expect(out).toContain('<h2>开学工作安排</h2>');
    expect(out).toContain('style="text-align: center; color: #e60000"');
    expect(out).toContain('<strong>报到</strong>');
    expect(out).toContain('href="https://edu.example.cn/a?x=1&amp;y=2" target="_blank" rel="noopener noreferrer"');
    expect(out).toContain('<img src="/api/Common/Image/image/a.png" alt="图">');
    expect(out).toContain('<td colspan="2">表格</td>');
  });

  it('closes what it opened and escapes stray brackets', () => {
    expect(sanitizeHtml('<p><strong>a < b')).toBe('<p><strong>a &lt; b</strong></p>');
    expect(sanitizeHtml('1 > 0')).toBe('1 &gt; 0');
  });

  it('accepts only web, mail and telephone links and raster data images', () => {
    expect(safeUrl('https://a.cn', 'href')).toBe('https://a.cn');
    expect(safeUrl('mailto:a@b.cn', 'href')).toBe('mailto:a@b.cn');
    expect(safeUrl('//evil.cn/x', 'href')).toBeNull();
    expect(safeUrl('data:image/png;base64,iVBORw0KGgo=', 'src')).not.toBeNull();
    expect(safeUrl('data:image/svg+xml;base64,PHN2Zz4=', 'src')).toBeNull();
    expect(safeUrl('data:image/png;base64,iVBORw0KGgo=', 'href')).toBeNull();
  });

  it('does a bounded amount of work on the notice that stalled the server (<b>×60,000 + </i>×30,000)', () => {
    const hostile = (n: number) => '<b>'.repeat(2 * n) + '</i>'.repeat(n);
    const big = sanitizeHtmlCounted(hostile(30_000));
    // Stray closing tags cost nothing; the open elements are capped, then closed once.
    expect(big.html).toBe('<b>'.repeat(MAX_DEPTH) + '</b>'.repeat(MAX_DEPTH));
    expect(big.steps).toBeLessThanOrEqual(3 * hostile(30_000).length);
    // Linear: twice the input is about twice the work (a quadratic sanitiser is four times).
    const small = sanitizeHtmlCounted(hostile(15_000));
    expect(big.steps / small.steps).toBeLessThan(2.1);
  });

  it('closes deep nesting in linear work when each closing tag names the outermost element', () => {
    const input = '<div><span>'.repeat(50) + 'x' + '</div>'.repeat(50);
    const { html, steps } = sanitizeHtmlCounted(input);
    expect(html).toBe('<div><span>'.repeat(50) + 'x' + '</span></div>'.repeat(50));
    expect(steps).toBeLessThanOrEqual(3 * input.length);
  });

  it('keeps prototype names literal: &constructor; is text, not a function', () => {
    expect(sanitizeHtml('a &constructor; b &toString;')).toBe('a &constructor; b &toString;');
    expect(sanitizeHtml('<p constructor="x" __proto__="y">t</p>')).toBe('<p>t</p>');
  });
});
