import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Profile } from '@karier/api-types';
import { ANSWERED, CV_ID, QUESTIONS, STRUCTURE, cvResult } from '../../../testing/fixtures.ts';
import { renderPage } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import type { LengkapiRevision } from '../api/lengkapi.ts';
import { LengkapiSection } from './lengkapi-section.tsx';

const api = (path: string) => `/api/cvs/${CV_ID}${path}`;

function questionsAre(data: unknown, status = 200) {
  server.use(
    http.get(api('/questions'), () =>
      status === 200
        ? HttpResponse.json({ success: true, data })
        : HttpResponse.json({ success: false, message: 'Server sedang sibuk.' }, { status }),
    ),
  );
}

/** Records the bodies POSTed to /answers and answers `revision`. */
function answersGive(revision: LengkapiRevision = ANSWERED) {
  const bodies: unknown[] = [];
  server.use(
    http.post(api('/answers'), async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ success: true, data: { revision }, position: 12 });
    }),
  );
  return bodies;
}

async function renderSection({ doubted = false, lang = 'id' as 'id' | 'en' } = {}) {
  return renderPage(
    <LengkapiSection
      cvId={CV_ID}
      originalScore={58}
      revision={cvResult().revision}
      readingDoubted={doubted}
    />,
    { lang },
  );
}

describe('Lengkapi CV: the questions', () => {
  it('names each entry, shows the example, sends only the answers given (not the skipped)', async () => {
    questionsAre(QUESTIONS);
    const bodies = answersGive();
    const { user } = await renderSection();

    const items = await screen.findAllByTestId('lengkapi-question');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText('Tentang: Kasir — Indomaret')).toBeTruthy();
    expect(within(items[1]!).getByText('Tentang: Kasir — Indomaret')).toBeTruthy();
    expect(within(items[2]!).queryByText(/^Tentang:/)).toBeNull();
    // A number question shows its unit beside the field.
    expect(within(items[0]!).getByText('pelanggan per hari')).toBeTruthy();
    expect(within(items[0]!).getByText('Angka')).toBeTruthy();
    const metric = screen.getByLabelText('Berapa pelanggan yang Anda layani per hari?');
    expect(metric.getAttribute('placeholder')).toBe('Contoh: 40 pelanggan per hari');

    await user.type(metric, '37 pelanggan per hari');
    // Typed, then skipped: a skipped question is not sent, whatever its field holds.
    const tool = screen.getByLabelText(
      'Alat atau aplikasi apa yang Anda pakai dalam pekerjaan ini?',
    );
    await user.type(tool, 'Mesin kasir');
    await user.click(within(items[1]!).getByRole('button', { name: 'Lewati' }));
    expect((tool as HTMLInputElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Perbarui CV revisi' }));

    await screen.findByText('CV revisi sudah diperbarui dari jawaban Anda.');
    expect(bodies).toEqual([
      { answers: [{ questionId: 'q-metric-1', answer: '37 pelanggan per hari' }] },
    ]);
  });

  it('lists every change with before → after, its reason and its source, and the score to potential', async () => {
    questionsAre(QUESTIONS);
    answersGive();
    const { user } = await renderSection();
    await user.type(
      await screen.findByLabelText('Berapa pelanggan yang Anda layani per hari?'),
      '37',
    );
    await user.click(screen.getByRole('button', { name: 'Perbarui CV revisi' }));

    await waitFor(() => expect(screen.getAllByTestId('lengkapi-change')).toHaveLength(2));
    const [date, metric] = screen.getAllByTestId('lengkapi-change');
    expect(within(date!).getByTestId('change-source').textContent).toBe('dari CV Anda');
    expect(within(date!).getByText('Jan 2022 - skrg')).toBeTruthy();
    expect(within(date!).getByText('Januari 2022 – sekarang')).toBeTruthy();
    expect(within(date!).getByText('Satu format tanggal')).toBeTruthy();
    expect(within(metric!).getByTestId('change-source').textContent).toBe('dari jawaban Anda');
    expect(within(metric!).getByText('Melayani rata-rata 37 pelanggan per hari')).toBeTruthy();
    // The section is named in the interface language, not by the API's key ("experience").
    expect(within(metric!).getByText('Pengalaman')).toBeTruthy();
    expect(within(metric!).queryByText('experience')).toBeNull();

    expect(screen.getByTestId('lengkapi-before').textContent).toBe('58');
    expect(screen.getByTestId('lengkapi-after').textContent).toBe('74');
    expect(screen.getByTestId('lengkapi-potential').textContent).toBe('83');
    // Two of the three questions are still open.
    expect(screen.getByTestId('lengkapi-gain').textContent).toBe(
      '+9 poin jika Anda menjawab 2 pertanyaan ini',
    );
  });

  it('undoes one change: the revert is sent for that change and the list and score follow', async () => {
    questionsAre(QUESTIONS);
    answersGive();
    const reverted: string[] = [];
    server.use(
      http.post(api('/changes/:changeId/revert'), ({ params }) => {
        reverted.push(String(params.changeId));
        return HttpResponse.json({
          success: true,
          data: {
            revision: {
              score: { before: 58, after: 61, potential: 83 },
              changes: ANSWERED.changes.filter((c) => c.id !== params.changeId),
            },
          },
        });
      }),
    );
    const { user } = await renderSection();
    await user.type(
      await screen.findByLabelText('Berapa pelanggan yang Anda layani per hari?'),
      '37',
    );
    await user.click(screen.getByRole('button', { name: 'Perbarui CV revisi' }));
    const undo = await screen.findByRole('button', {
      name: 'Urungkan perubahan: Melayani rata-rata 37 pelanggan per hari',
    });
    await user.click(undo);

    await screen.findByText('Perubahan sudah diurungkan.');
    expect(reverted).toEqual(['c-metric']);
    expect(screen.getAllByTestId('lengkapi-change')).toHaveLength(1);
    expect(screen.queryByText('Melayani rata-rata 37 pelanggan per hari')).toBeNull();
    expect(screen.getByTestId('lengkapi-after').textContent).toBe('61');
  });

  it('keeps the typed answers when the server fails, and sends them again', async () => {
    questionsAre(QUESTIONS);
    let calls = 0;
    server.use(
      http.post(api('/answers'), () => {
        calls++;
        return calls === 1
          ? HttpResponse.json({ success: false, message: 'Server sedang sibuk.' }, { status: 503 })
          : HttpResponse.json({ success: true, data: { revision: ANSWERED } });
      }),
    );
    const { user } = await renderSection();
    const metric = await screen.findByLabelText('Berapa pelanggan yang Anda layani per hari?');
    await user.type(metric, '37 pelanggan');
    await user.click(screen.getByRole('button', { name: 'Perbarui CV revisi' }));

    expect((await screen.findByRole('alert')).textContent).toContain('Server sedang sibuk.');
    expect((metric as HTMLInputElement).value).toBe('37 pelanggan');
    await user.click(screen.getByRole('button', { name: 'Perbarui CV revisi' }));
    await screen.findByText('CV revisi sudah diperbarui dari jawaban Anda.');
    expect(calls).toBe(2);
  });

  it('asks for one answer before sending nothing', async () => {
    questionsAre(QUESTIONS);
    const bodies = answersGive();
    const { user } = await renderSection();
    await screen.findAllByTestId('lengkapi-question');
    await user.click(screen.getByRole('button', { name: 'Perbarui CV revisi' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Isi minimal satu jawaban, atau lewati saja bagian ini.',
    );
    expect(bodies).toEqual([]);
  });

  it('says so when there is nothing to ask, and offers a retry when the questions fail', async () => {
    questionsAre([]);
    await renderSection();
    expect((await screen.findByTestId('lengkapi-empty')).textContent).toContain(
      'Tidak ada pertanyaan',
    );
  });

  it('retries the questions after a failure', async () => {
    questionsAre(null, 500);
    const { user } = await renderSection();
    expect((await screen.findByRole('alert')).textContent).toContain('Server sedang sibuk.');
    questionsAre(QUESTIONS);
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findAllByTestId('lengkapi-question')).toHaveLength(3);
  });

  it('speaks English in English', async () => {
    questionsAre(QUESTIONS);
    answersGive();
    const { user } = await renderSection({ lang: 'en' });
    const metric = await screen.findByLabelText('Berapa pelanggan yang Anda layani per hari?');
    expect(metric.getAttribute('placeholder')).toBe('E.g. 40 pelanggan per hari');
    await user.type(metric, '37');
    await user.click(screen.getByRole('button', { name: 'Update the revised CV' }));
    await waitFor(() => expect(screen.getAllByTestId('change-source')).toHaveLength(2));
    expect(screen.getAllByTestId('change-source').map((b) => b.textContent)).toEqual([
      'from your CV',
      'from your answer',
    ]);
    expect(screen.getByTestId('lengkapi-gain').textContent).toBe(
      '+9 points if you answer these 2 questions',
    );
  });
});

describe('Lengkapi CV: checking what was read', () => {
  it('stays closed (and unread) while the reading is not doubted', async () => {
    questionsAre(QUESTIONS);
    const { user } = await renderSection();
    const toggle = screen.getByRole('button', { name: 'Buka hasil baca' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    server.use(
      http.get(api('/structure'), () => HttpResponse.json({ success: true, data: STRUCTURE })),
    );
    await user.click(toggle);
    expect(((await screen.findByLabelText('Organisasi')) as HTMLInputElement).value).toBe(
      'Indomaret',
    );
  });

  it('opens by itself when the reading is doubted, and shows a 400 at the field it names', async () => {
    questionsAre(QUESTIONS);
    server.use(
      http.get(api('/structure'), () => HttpResponse.json({ success: true, data: STRUCTURE })),
    );
    const puts: unknown[] = [];
    server.use(
      http.put(api('/structure'), async ({ request }) => {
        puts.push(await request.json());
        return HttpResponse.json(
          {
            success: false,
            error: 'VALIDATION_ERROR',
            field: 'sections[0].entries[0].start',
            message: 'Tanggal mulai tidak dikenali',
          },
          { status: 400 },
        );
      }),
    );
    const { user } = await renderSection({ doubted: true });
    expect(
      screen.getByRole('button', { name: 'Tutup hasil baca' }).getAttribute('aria-expanded'),
    ).toBe('true');
    const start = (await screen.findByLabelText('Mulai')) as HTMLInputElement;
    expect(start.value).toBe('Jan 2022');
    await user.clear(start);
    await user.type(start, 'awal 2022');
    await user.click(screen.getByRole('button', { name: 'Simpan hasil baca' }));

    await waitFor(() => expect(start.getAttribute('aria-invalid')).toBe('true'));
    const message = document.getElementById(start.getAttribute('aria-describedby')!)!;
    expect(message.textContent).toBe('Tanggal mulai tidak dikenali');
    expect(document.activeElement).toBe(start);
    // The correction stays in the form.
    expect(start.value).toBe('awal 2022');
    const sent = puts[0] as typeof STRUCTURE;
    expect(sent.sections[0]!.entries[0]!.start).toBe('awal 2022');
    expect(sent.sections[0]!.entries[0]!.bullets).toEqual([
      'Melayani pelanggan',
      'Menghitung kas harian',
    ]);
    expect(sent.sections[1]!.items).toEqual(['Microsoft Excel']);
  });

  it('saves a correction: the rebuilt revision lists its changes', async () => {
    questionsAre(QUESTIONS);
    server.use(
      http.get(api('/structure'), () => HttpResponse.json({ success: true, data: STRUCTURE })),
      http.put(api('/structure'), () =>
        HttpResponse.json({ success: true, data: { revision: ANSWERED } }),
      ),
    );
    const { user } = await renderSection({ doubted: true });
    const org = (await screen.findByLabelText('Organisasi')) as HTMLInputElement;
    await user.clear(org);
    await user.type(org, 'PT Indomarco Prismatama');
    await user.click(screen.getByRole('button', { name: 'Simpan hasil baca' }));
    await screen.findByText('Tersimpan. CV revisi sudah dibuat ulang dari hasil baca Anda.');
    expect(screen.getAllByTestId('lengkapi-change')).toHaveLength(2);
  });

  it('"Simpan ke profil" adds the corrected entries to the profile, once', async () => {
    questionsAre(QUESTIONS);
    const profile: Profile = {
      userId: 'u1',
      name: 'Sari Wulandari',
      email: 'sari@example.com',
      phone: '+6281234567890',
      phoneDisplay: '0812-3456-7890',
      location: 'Kota Bandung',
      about: 'Kasir',
      skills: ['SAP'],
      experience: [],
      education: [],
      complete: true,
      version: 4,
      updatedAt: null,
    };
    const saved: unknown[] = [];
    server.use(
      http.get(api('/structure'), () => HttpResponse.json({ success: true, data: STRUCTURE })),
      http.get('/api/profile/me', () => HttpResponse.json({ success: true, data: profile })),
      http.post('/api/profile', async ({ request }) => {
        saved.push(await request.json());
        await delay(5);
        return HttpResponse.json({ success: true, data: profile, position: 20 }, { status: 201 });
      }),
    );
    const { user } = await renderSection({ doubted: true });
    await screen.findByLabelText('Organisasi');
    await user.click(screen.getByRole('button', { name: 'Simpan ke profil' }));
    await screen.findByText('1 entri ditambahkan ke profil Anda.');
    expect(saved).toEqual([
      {
        phone: '+6281234567890',
        location: 'Kota Bandung',
        about: 'Kasir',
        skills: ['SAP'],
        experience: [
          {
            title: 'Kasir',
            company: 'Indomaret',
            from: 2022,
            to: null,
            current: true,
            description: 'Melayani pelanggan\nMenghitung kas harian',
          },
        ],
        education: [],
        expectedVersion: 4,
      },
    ]);
  });
});
