import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Payment } from '@karier/api-types';
import { PAYMENT_ID, payment } from '../../../testing/fixtures.ts';
import { renderPage } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { OrderHistory } from './order-history.tsx';

const paid = (refund: Partial<NonNullable<Payment['refund']>> = {}) =>
  payment({
    status: 'paid',
    settledAt: '2026-11-27T10:00:00.000Z',
    refund: {
      status: null,
      requestedAt: null,
      decidedAt: null,
      refundedAt: null,
      deadline: '2026-12-04T10:00:00.000Z',
      canRequest: true,
      ...refund,
    },
  });

function ordersAre(list: Payment[]) {
  server.use(
    http.get('/api/payments', () => HttpResponse.json({ success: true, data: list })),
    http.get(`/api/payments/${PAYMENT_ID}/receipt`, () =>
      HttpResponse.text('<p>Kuitansi</p>', { headers: { 'Content-Type': 'text/html' } }),
    ),
  );
}

describe('OrderHistory: asking for a refund', () => {
  it('sends the reason for that order and says the request was received', async () => {
    ordersAre([paid()]);
    const asked: { id: string; body: unknown }[] = [];
    server.use(
      http.post('/api/payments/:id/refund', async ({ request, params }) => {
        asked.push({ id: String(params.id), body: await request.json() });
        ordersAre([paid({ status: 'requested', canRequest: false })]);
        return HttpResponse.json({
          success: true,
          message: 'Permintaan pengembalian dana diterima.',
          data: paid({ status: 'requested', canRequest: false }),
          position: 41,
        });
      }),
    );
    const { user } = await renderPage(<OrderHistory />);
    const order = await screen.findByTestId('order');
    expect(within(order).getByText(/Garansi uang kembali berlaku hingga/)).toBeTruthy();
    await user.click(within(order).getByRole('button', { name: 'Minta pengembalian dana' }));

    const dialog = await screen.findByRole('dialog');
    await user.type(
      within(dialog).getByLabelText('Alasan'),
      '  CV revisi tidak sesuai harapan saya  ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Kirim permintaan' }));

    await screen.findByText('Permintaan pengembalian dana diterima.');
    expect(asked).toEqual([
      { id: PAYMENT_ID, body: { reason: 'CV revisi tidak sesuai harapan saya' } },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() =>
      expect(screen.getByTestId('order-status').textContent).toBe('Pengembalian dana diminta'),
    );
    expect(screen.queryByRole('button', { name: 'Minta pengembalian dana' })).toBeNull();
  });

  it('refuses a reason under 10 characters without asking the server', async () => {
    ordersAre([paid()]);
    let asked = 0;
    server.use(
      http.post('/api/payments/:id/refund', () => {
        asked++;
        return HttpResponse.json({ success: true, message: 'ok', data: paid(), position: 1 });
      }),
    );
    const { user } = await renderPage(<OrderHistory />);
    await user.click(await screen.findByRole('button', { name: 'Minta pengembalian dana' }));
    const dialog = await screen.findByRole('dialog');
    const reason = within(dialog).getByLabelText('Alasan');
    await user.type(reason, 'jelek');
    await user.click(within(dialog).getByRole('button', { name: 'Kirim permintaan' }));
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(asked).toBe(0);
  });

  it("keeps the dialog and the reason, with the server's message, when it refuses", async () => {
    ordersAre([paid()]);
    server.use(
      http.post('/api/payments/:id/refund', () =>
        HttpResponse.json(
          {
            success: false,
            error: 'REFUND_WINDOW_CLOSED',
            message: 'Masa garansi 7 hari untuk pesanan ini sudah lewat.',
          },
          { status: 409 },
        ),
      ),
    );
    const { user } = await renderPage(<OrderHistory />);
    await user.click(await screen.findByRole('button', { name: 'Minta pengembalian dana' }));
    const dialog = await screen.findByRole('dialog');
    const reason = within(dialog).getByLabelText('Alasan') as HTMLTextAreaElement;
    await user.type(reason, 'Saya berubah pikiran soal ini');
    await user.click(within(dialog).getByRole('button', { name: 'Kirim permintaan' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Masa garansi 7 hari untuk pesanan ini sudah lewat.',
    );
    expect(reason.value).toBe('Saya berubah pikiran soal ini');
  });

  it('offers no refund once the guarantee has run out', async () => {
    ordersAre([paid({ canRequest: false, deadline: '2026-11-01T10:00:00.000Z' })]);
    await renderPage(<OrderHistory />);
    await screen.findByTestId('order');
    expect(screen.queryByRole('button', { name: 'Minta pengembalian dana' })).toBeNull();
  });
});
