import Router from '@koa/router';
import { contactSchema, type ContactResult } from '@karier/api-types';
import type { Context } from 'koa';
import { type EventStore, type TokenService } from '@karier/store';
import { answerCommand, bodyOf, parseInput } from '@karier/http';
import { limiterStoreOf } from '../kit/limiter-store.ts';
import { consumeOrRefuse } from '../kit/rate-limit.ts';
import { createRequireUser } from '../kit/require-user.ts';
import { receiveContactMessage } from './receive-message.ts';

export interface ContactDeps {
  store: EventStore;
  tokens: TokenService;
  now?: () => Date;
  /** Messages per IP per 10 minutes (default 5). */
  perIpPer10Min?: number;
}

export const CONTACT_SENT = 'Pesan Anda telah terkirim! Tim kami akan segera menghubungi Anda.';

const tooManyMessages = (seconds: number) =>
  `Terlalu banyak pesan dari alamat Anda. Coba lagi dalam ${Math.ceil(seconds / 60)} menit.`;

/**
 * POST /api/contact (issue 8): the public contact form. Each message is a
 * ContactMessageReceived (sealed), listed for admins; rate-limited per IP.
 */
export function contactRoutes(deps: ContactDeps): Router {
  const now = deps.now ?? (() => new Date());
  const limiter = limiterStoreOf(deps.store).create({
    keyPrefix: 'contact-ip',
    points: deps.perIpPer10Min ?? 5,
    duration: 600,
  });
  const requireUser = createRequireUser(deps);
  /** The form is public: a live session names the sender, anything else sends anonymously. */
  const senderOf = async (ctx: Context) =>
    ctx.get('authorization')
      ? await requireUser(ctx).then(
          (u) => u.claims,
          () => null,
        )
      : null;
  const router = new Router();

  router.post('/contact', async (ctx) => {
    const input = parseInput(contactSchema, bodyOf(ctx));
    await consumeOrRefuse(limiter, ctx.ip || 'unknown', tooManyMessages);
    const claims = await senderOf(ctx);
    const { messageId, position } = await receiveContactMessage(
      { ...deps, now },
      ctx,
      claims,
      input,
    );
    answerCommand<ContactResult>(
      ctx,
      201,
      {
        message: CONTACT_SENT,
        data: { id: messageId },
      },
      position,
    );
  });

  return router;
}
