import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError, Code, Msg } from '../../contract/errors';

/** HTTP status for an envelope code: session codes are 401, the rest mirror the code's class. */
export function httpStatus(code: number): number {
  if (code >= 600 && code <= 602) return 401;
  if (code >= 400 && code < 600) return code;
  return 200;
}

export function fail(code: number, msg: string, data: unknown = null): never {
  throw new ApiError(code, msg, data);
}

export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | ApiError, req, reply) => {
    if (err instanceof ApiError) {
      return reply.status(httpStatus(err.code)).send({ code: err.code, msg: err.message, data: err.data });
    }
    const fe = err as FastifyError;
    if (fe.validation) {
      const first = fe.validation[0];
      const field = first?.instancePath?.replace(/^\//, '') || (first?.params as { missingProperty?: string })?.missingProperty || '';
      return reply.status(400).send({
        code: Code.BadRequest,
        msg: `参数错误${field ? `：${field}` : ''} ${first?.message ?? ''}`.trim(),
        data: fe.validation.map((v) => ({ path: v.instancePath, message: v.message, params: v.params })),
      });
    }
    if (fe.statusCode === 413 || fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({ code: Code.TooLarge, msg: '请求内容过大', data: null });
    }
    if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
      return reply.status(fe.statusCode).send({ code: fe.statusCode, msg: fe.message || Msg.requestFailed, data: null });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ code: Code.ServerError, msg: Msg.requestFailed, data: null });
  });
  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api/')) {
      return reply.status(404).send({ code: Code.NotFound, msg: '接口不存在', data: null });
    }
    return reply.status(404).send('Not found');
  });
}
