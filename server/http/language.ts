import type { FastifyRequest } from 'fastify';
import type { Lang } from '../../contract/rules/messages';
import { pickLang, t, type TextKey, type TextParams } from '../../contract/texts';

// The caller's language, read from Accept-Language only where a text is answered (errors,
// success messages): no per-request hook, so routes that answer data alone pay nothing.

export function langOf(req: FastifyRequest): Lang {
  return pickLang(req.headers['accept-language']);
}

/** A catalogue text in the caller's language, for `ok(data, say(req, 'updateSuccess'))`. */
export function say(req: FastifyRequest, key: TextKey, params?: TextParams): string {
  return t(key, params).render(langOf(req));
}
