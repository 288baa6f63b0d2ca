import pino, { type Logger } from 'pino';
import { currentContext } from './request-context.js';

export type { Logger };

/** JSON logs; every line inside a request/event carries its correlation id. */
export function createLogger(service: string, level = 'info'): Logger {
  return pino({
    level,
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    mixin() {
      const ctx = currentContext();
      return ctx ? { correlationId: ctx.correlationId, ...(ctx.actorId ? { actorId: ctx.actorId } : {}) } : {};
    },
    // Credentials never reach a log line, whatever object a caller passes.
    redact: {
      paths: [
        'password',
        '*.password',
        'newPassword',
        '*.newPassword',
        'token',
        '*.token',
        'refreshToken',
        '*.refreshToken',
        'authorization',
        '*.authorization',
        'headers.cookie',
        '*.cardNumber',
        'cardNumber',
        'cvc',
        '*.cvc',
      ],
      censor: '[redacted]',
    },
  });
}
