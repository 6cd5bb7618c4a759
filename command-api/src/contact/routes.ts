import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import {
  CONTACT_EMAIL_INDEX,
  contactStreamId,
  type EventStore,
  type TokenService,
} from '@karier/events';
import { bodyOf, commandContext, parseInput, POSITION_HEADER } from '@karier/http';
import { limiterStoreOf } from '../auth/limiter-store.ts';
import { consumeOrRefuse } from '../auth/rate-limit.ts';
import { z } from 'zod';
import { createRequireUser } from '../auth/require-user.ts';

export interface ContactDeps {
  store: EventStore;
  tokens: TokenService;
  now?: () => Date;
  /** Messages per IP per 10 minutes (default 5). */
  perIpPer10Min?: number;
}

export const CONTACT_SENT = 'Pesan Anda telah terkirim! Tim kami akan segera menghubungi Anda.';

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} harus diisi` })
    .trim()
    .min(1, `${label} harus diisi`)
    .max(max, `${label} maksimal ${max} karakter`);

export const contactSchema = z.object(
  {
    name: text('Nama', 100),
    email: z
      .string({ error: 'Email harus diisi' })
      .trim()
      .min(1, 'Email harus diisi')
      .pipe(z.email('Format email tidak valid').max(254, 'Email terlalu panjang')),
    subject: text('Subjek', 200),
    message: text('Pesan', 5000).refine((m) => m.length >= 10, 'Pesan minimal 10 karakter'),
  },
  { error: 'Data harus berupa objek JSON.' },
);

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
  const router = new Router();

  router.post('/contact', async (ctx) => {
    const input = parseInput(contactSchema, bodyOf(ctx));
    await consumeOrRefuse(
      limiter,
      ctx.ip || 'unknown',
      (seconds) =>
        `Terlalu banyak pesan dari alamat Anda. Coba lagi dalam ${Math.ceil(seconds / 60)} menit.`,
    );
    // The form is public: a live session names the sender, anything else sends anonymously.
    const claims = ctx.get('authorization')
      ? await requireUser(ctx).then(
          (u) => u.claims,
          () => null,
        )
      : null;
    const at = now();
    const messageId = randomUUID();
    const result = await deps.store.append(
      contactStreamId(messageId),
      [
        {
          type: 'ContactMessageReceived',
          data: {
            messageId,
            userId: claims?.sub ?? null,
            name: input.name,
            email: input.email,
            subject: input.subject,
            message: input.message,
            // Erasing an account with this email finds (and shreds) the message by it.
            emailIndex: deps.store.vault.blindIndex(CONTACT_EMAIL_INDEX, input.email),
            receivedAt: at.toISOString(),
          },
        },
      ],
      {
        expectedVersion: 'no_stream',
        context: commandContext(
          ctx,
          claims ? { id: claims.sub, role: claims.role } : { id: null, role: 'anonymous' },
          at,
        ),
      },
    );
    ctx.status = 201;
    ctx.set(POSITION_HEADER, String(result.position));
    ctx.body = {
      success: true,
      message: CONTACT_SENT,
      data: { id: messageId },
      position: result.position,
    };
  });

  return router;
}
