import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError, Code } from '../../contract/errors';
import { joinTexts, LocalText, renderTexts, t, verbatim } from '../../contract/texts';
import { langOf } from './language';

/** HTTP status for an envelope code: session codes are 401, the rest mirror the code's class. */
export function httpStatus(code: number): number {
  if (code >= 600 && code <= 602) return 401;
  if (code >= 400 && code < 600) return code;
  return 200;
}

export function fail(code: number, msg: LocalText, data: unknown = null): never {
  throw new ApiError(code, msg, data);
}

/**
 * One refused field of a 400: its message is rendered in the caller's language when answered
 * (a catalogue text, or `verbatim(...)` for words that are data, such as a designer's own message).
 */
export interface FieldError {
  field: string;
  message: LocalText;
}

/** Answers 400 with every field error as data and their messages joined as msg. */
export function failFields(errors: FieldError[], msg: LocalText = joinTexts(errors.map((e) => e.message))): never {
  throw new ApiError(Code.BadRequest, msg, errors);
}

export function assertFields(errors: FieldError[]) {
  if (errors.length) failFields(errors);
}

// Texts are rendered here, on the way out, for the caller's Accept-Language (contract/texts.ts):
// only failing calls read the header.
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | ApiError, req, reply) => {
    if (err instanceof ApiError) {
      const lang = langOf(req);
      return reply.status(httpStatus(err.code)).send({ code: err.code, msg: err.text.render(lang), data: renderTexts(err.data, lang) });
    }
    const fe = err as FastifyError;
    if (fe.validation) {
      const first = fe.validation[0];
      const field = first?.instancePath?.replace(/^\//, '') || (first?.params as { missingProperty?: string })?.missingProperty || '';
      const detail = first?.message ?? '';
      const msg = field ? t('badParam', { field, detail }) : t('badParamUnnamed', { detail });
      return reply.status(400).send({
        code: Code.BadRequest,
        msg: msg.render(langOf(req)).trim(),
        data: fe.validation.map((v) => ({ path: v.instancePath, message: v.message, params: v.params })),
      });
    }
    if (fe.statusCode === 413 || fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({ code: Code.TooLarge, msg: t('requestTooLarge').render(langOf(req)), data: null });
    }
    if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
      const msg = fe.message ? verbatim(fe.message) : t('requestFailed');
      return reply.status(fe.statusCode).send({ code: fe.statusCode, msg: msg.render(langOf(req)), data: null });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ code: Code.ServerError, msg: t('requestFailed').render(langOf(req)), data: null });
  });
  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api/')) {
      return reply.status(404).send({ code: Code.NotFound, msg: t('apiNotFound').render(langOf(req)), data: null });
    }
    return reply.status(404).send('Not found');
  });
}
