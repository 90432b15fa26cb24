import type { FastifyInstance } from 'fastify';

// Browser protections on every answer of the product server (issue 11, attack 9). A small hook
// rather than @fastify/helmet: helmet's defaults would have to be switched off one by one
// here (its CSP adds upgrade-insecure-requests, which breaks the plain-http school intranets the
// product is deployed on; HSTS and Cross-Origin-Resource-Policy do not fit either), and the policy
// depends on configuration (FRAME_ANCESTORS) and must yield to the sandbox policy the file routes
// put on uploaded files. Storybook is a separate static build and never passes through here.

/**
 * One CSP source expression of frame-ancestors: 'self', 'none', a scheme (`https:`) or a host
 * (`https://portal.example.edu.cn`, `*.example.edu.cn`, with an optional port). Anything else, in
 * particular `;` or `,`, would let configuration inject other directives.
 */
const ANCESTOR_SOURCE = /^(?:'self'|'none'|[a-z][a-z0-9+.-]*:|(?:[a-z][a-z0-9+.-]*:\/\/)?(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::(?:\d{1,5}|\*))?)$/i;

/** Pure: FRAME_ANCESTORS (space-separated) as a list of sources; throws one clear line when invalid. */
export function parseFrameAncestors(raw: string | undefined): string[] {
  const list = (raw ?? '').split(/\s+/).filter(Boolean);
  if (list.length === 0) return ["'self'"];
  for (const source of list) {
    if (!ANCESTOR_SOURCE.test(source)) throw new Error(`FRAME_ANCESTORS: "${source}" is not a CSP source ('self', 'none', https:, https://host, *.host)`);
  }
  if (list.includes("'none'") && list.length > 1) throw new Error(`FRAME_ANCESTORS: 'none' cannot be combined with other sources`);
  return list;
}

/**
 * Pure: the policy of the app shell and the API.
 * - script-src 'self': the build is plain module scripts, nothing inline. 'unsafe-eval' stays
 *   because the forms validate with ajv (@rjsf/validator-ajv8), which compiles the page schemas
 *   the server sends into functions at run time; without it every form fails to validate.
 *   Injected markup still cannot run script: no inline script, no foreign source.
 * - style-src 'unsafe-inline': antd's CSS-in-JS writes <style> elements at run time, echarts'
 *   tooltips and the rich-text editor's content carry style attributes. Styles cannot run script.
 * - frame-src http: https:: type-7 `_self` menus embed pages of other hosts by design.
 * - img-src data: blob:: chat images are shown from blob URLs, widgets and emoji draw data: images.
 */
export function contentSecurityPolicy(frameAncestors: string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self' blob: data:",
    "frame-src 'self' http: https:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors.join(' ')}`,
  ].join('; ');
}

/**
 * Pure: X-Frame-Options for browsers that predate frame-ancestors. It can only say "same origin"
 * or "nowhere"; an allow-list of other hosts is left to frame-ancestors alone (a SAMEORIGIN beside
 * it would make old browsers refuse the hosts the deployment allowed).
 */
export function frameOptions(frameAncestors: string[]): string | null {
  if (frameAncestors.length === 1 && frameAncestors[0] === "'self'") return 'SAMEORIGIN';
  if (frameAncestors.length === 1 && frameAncestors[0] === "'none'") return 'DENY';
  return null;
}

export function securityHeaders(frameAncestors: string[]): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(frameAncestors),
    'X-Content-Type-Options': 'nosniff',
    // Our own URLs carry one-time tickets (?iframeToken=, ?ticket=): other sites get the origin only.
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
  const xfo = frameOptions(frameAncestors);
  if (xfo) headers['X-Frame-Options'] = xfo;
  return headers;
}

/**
 * Puts the headers on every answer. They go on the raw response as the request arrives rather
 * than in an onSend hook, so the answers written straight to the socket (prepared list answers,
 * http/preparedAnswer.ts) carry them too; a route's own header of the same name still wins (the
 * file routes' sandbox policy on uploaded files), as Node lets writeHead's headers override these.
 */
export function installSecurityHeaders(app: FastifyInstance, opts: { frameAncestors: string[] }) {
  const headers = Object.entries(securityHeaders(opts.frameAncestors));
  app.addHook('onRequest', (_req, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of headers) raw.setHeader(name, value);
    done();
  });
}
