import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter as BullBoardFastifyAdapter } from '@bull-board/fastify';
import { authErrors, can } from '@oneway/contracts';
import type { Logger } from '@oneway/service-kit/edge';
import { Queue } from 'bullmq';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { DenyList } from '../../../application/sessions.js';
import type { OpsSessions } from '../../../application/ops-sessions.js';
import { sendProblem } from '../errors/problem.filter.js';

export const QUEUE_BOARD_PATH = '/ops/queues';
export const OPS_COOKIE = 'oneway_ops';

// Bull Board's page loads its own scripts and styles (and Google Fonts).
const BOARD_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline' https://fonts.googleapis.com",
  "font-src 'self' data: https://fonts.gstatic.com",
  "img-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Bull Board for the background-job queues (payments' release and payout queues), behind the
 * admin role: finance operations watch, retry or clean jobs there. The board reads the queues
 * straight from the shared Redis, so the services' ops ports stay private. Access needs the
 * ticket cookie from `POST /api/admin/queues/session`; each request re-checks that the
 * admin's session is still valid and still admin.
 */
export async function mountQueueBoard(
  app: FastifyInstance,
  o: { queueNames: string[]; connection: Redis; sessions: OpsSessions; denyList: DenyList; logger: Logger },
): Promise<{ close: () => Promise<void> }> {
  const queues = o.queueNames.map((name) => new Queue(name, { connection: o.connection }));
  const board = new BullBoardFastifyAdapter();
  board.setBasePath(QUEUE_BOARD_PATH);
  createBullBoard({
    queues: queues.map((q) => new BullMQAdapter(q)),
    // @bull-board/fastify pins its own copy of @bull-board/api: same shape, separate type declarations.
    serverAdapter: board as unknown as Parameters<typeof createBullBoard>[0]['serverAdapter'],
  });

  await app.register(async (scope) => {
    scope.addHook('onRequest', async (req, reply) => {
      try {
        const token = await o.sessions.find(req.cookies[OPS_COOKIE]);
        if (!token) throw authErrors.unauthenticated('Open the job queues from the admin dashboard.');
        if (o.denyList.check(token) !== 'allowed') throw authErrors.sessionRevoked();
        if (!can(token.actor.role, 'queues.board')) throw authErrors.forbidden();
      } catch (err) {
        sendProblem(err, req, reply, o.logger);
        return reply;
      }
    });
    scope.addHook('onSend', async (_req, reply, payload) => {
      reply.header('content-security-policy', BOARD_CSP);
      return payload;
    });
    await scope.register(board.registerPlugin() as never, { prefix: QUEUE_BOARD_PATH });
  });

  return { close: async () => void (await Promise.allSettled(queues.map((q) => q.close()))) };
}
