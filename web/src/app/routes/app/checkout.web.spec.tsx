import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { PAYMENT_ID, PRICING, accountPlan, payment } from '../../../testing/fixtures.ts';
import { renderPage } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { CheckoutRoute } from './checkout.tsx';

describe('/checkout?plan=premium', () => {
  it("buys Premium at the server's price with the chosen method, then shows what it gave", async () => {
    const created: unknown[] = [];
    let status: 'pending' | 'paid' = 'pending';
    server.use(
      http.get('/api/pricing', () => HttpResponse.json({ success: true, data: PRICING })),
      http.get('/api/account/plan', () =>
        HttpResponse.json({
          success: true,
          data: accountPlan({
            plan: 'premium',
            analysesLimit: 9,
            analysesLeft: 9,
            premiumUntil: '2026-12-05T10:00:00.000Z',
          }),
        }),
      ),
      http.post('/api/payments', async ({ request }) => {
        created.push(await request.json());
        return HttpResponse.json(
          { success: true, data: payment({ product: 'premium', cvId: null }), position: 50 },
          { status: 201 },
        );
      }),
      http.get(`/api/payments/${PAYMENT_ID}`, () => {
        const answer = payment({ product: 'premium', cvId: null, status });
        status = 'paid';
        return HttpResponse.json({ success: true, data: answer });
      }),
    );
    const { user } = await renderPage(<CheckoutRoute />, { url: '/checkout?plan=premium' });
    const form = await screen.findByTestId('checkout-premium');
    expect((await within(form).findByTestId('checkout-amount')).textContent).toBe('Rp 99.000');
    await user.click(within(form).getByRole('radio', { name: /E-wallet/ }));
    await user.click(within(form).getByRole('button', { name: 'Bayar Rp 99.000' }));

    const paid = await screen.findByTestId('checkout-paid', {}, { timeout: 4000 });
    expect(paid.textContent).toContain('Pembayaran berhasil — paket Premium aktif');
    expect(created).toEqual([{ product: 'premium', cvId: null, method: 'ewallet' }]);
  });

  it("shows the server's refusal and charges nothing", async () => {
    server.use(
      http.get('/api/pricing', () => HttpResponse.json({ success: true, data: PRICING })),
      http.post('/api/payments', () =>
        HttpResponse.json(
          { success: false, error: 'PREMIUM_ACTIVE', message: 'Premium Anda masih aktif.' },
          { status: 409 },
        ),
      ),
    );
    const { user } = await renderPage(<CheckoutRoute />, { url: '/checkout?plan=premium' });
    const form = await screen.findByTestId('checkout-premium');
    await within(form).findByTestId('checkout-amount');
    await user.click(within(form).getByRole('button', { name: 'Bayar Rp 99.000' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Premium Anda masih aktif.');
    expect(screen.queryByTestId('checkout-paid')).toBeNull();
  });
});
