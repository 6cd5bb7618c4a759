import { randomUUID } from 'node:crypto';
import { cvStreamId, paymentStreamId, systemContext, type KarierEvent } from '@karier/events';
import { expect, it } from 'vitest';
import { forEachBackend } from '../../../test-support/backends.ts';
import { projectionSpec, type GivenAppend } from '../../../test-support/projection-spec.ts';
import { cvsProjection } from './cvs.ts';

const t0 = Date.parse('2026-11-01T08:00:00.000Z');
const at = (minutes: number) => new Date(t0 + minutes * 60_000).toISOString();
const hash = 'a'.repeat(64);

function uploadEvents(cvId: string, userId: string, minutes: number): KarierEvent[] {
  return [
    {
      type: 'CvUploaded',
      data: {
        cvId,
        userId,
        title: 'CV Ayu Lestari',
        fileName: 'CV Ayu Lestari.pdf',
        fileHash: hash,
        format: 'pdf',
        sizeBytes: 1234,
        pages: 2,
        ocr: false,
        template: 'modern',
        extractedText: 'Ayu Lestari\nPengalaman Kerja\nStaff Marketing',
        uploadedAt: at(minutes),
      },
    },
    {
      type: 'CvAnalysed',
      data: {
        cvId,
        userId,
        engine: 'builtin-1',
        language: 'id',
        industry: 'marketing/sales',
        score: 64,
        subScores: { completeness: { score: 20, max: 25 } },
        sections: ['summary', 'experience'],
        skills: ['Digital Marketing', 'Microsoft Excel'],
        jobMatch: null,
        parsed: { contact: { name: 'Ayu Lestari' } },
        strengths: [],
        recommendations: [
          { code: 'quantify_role', impact: 5, params: { role: 'Staff Marketing' } },
        ],
        summary: 'Ringkasan pertama.',
        jobDescription: '',
        analysedAt: at(minutes),
      },
    },
    {
      type: 'CvRevisionGenerated',
      data: {
        cvId,
        userId,
        revisionId: `rev_${cvId.slice(0, 8)}_first`,
        template: 'modern',
        provider: 'builtin',
        fileHash: hash,
        content: { summary: 'Ringkasan pertama.' },
        generatedAt: at(minutes),
      },
    },
  ];
}

forEachBackend(
  (backend) => `cvs projection on ${backend}`,
  (backend) => {
    const userId = randomUUID();
    const cvA = randomUUID();
    const cvB = randomUUID();
    const paidA = 'KRR-paidA0000000000000001';
    const secondA = 'KRR-paidA0000000000000002';
    const settledOrder = (paymentId: string, minutes: number): GivenAppend => [
      paymentStreamId(paymentId),
      [
        {
          type: 'PaymentRequested',
          data: {
            paymentId,
            userId,
            cvId: cvA,
            product: 'basic',
            amount: 25_000,
            currency: 'IDR',
            method: 'bank_transfer',
            gateway: 'simulated',
            requestedAt: at(minutes),
            expiresAt: at(minutes + 1440),
          },
        },
        {
          type: 'PaymentSettled',
          data: {
            paymentId,
            userId,
            cvId: cvA,
            product: 'basic',
            amount: 25_000,
            gateway: 'simulated',
            gatewayTransactionId: `FP${t0 + minutes}`,
            settledAt: at(minutes),
          },
        },
      ],
    ];

    const spec = projectionSpec(backend, cvsProjection, { batchSize: 2 }).given(
      [
        [cvStreamId(cvA), uploadEvents(cvA, userId, 1)],
        [cvStreamId(cvB), uploadEvents(cvB, userId, 2)],
        // Issue 26: a new summary is offered, then picked with the revision rebuilt from it.
        [
          cvStreamId(cvA),
          {
            type: 'SummaryRegenerated',
            data: {
              cvId: cvA,
              userId,
              variant: 1,
              summary: 'Ringkasan kedua.',
              applied: false,
              regeneratedAt: at(4),
            },
          },
        ],
        [
          cvStreamId(cvA),
          [
            {
              type: 'SummaryPicked',
              data: {
                cvId: cvA,
                userId,
                variant: 1,
                summary: 'Ringkasan kedua.',
                pickedAt: at(5),
              },
            },
            {
              type: 'CvRevisionGenerated',
              data: {
                cvId: cvA,
                userId,
                revisionId: `rev_${cvA.slice(0, 8)}_second`,
                template: 'classic',
                provider: 'builtin',
                fileHash: hash,
                content: { summary: 'Ringkasan kedua.' },
                outcome: {
                  score: 79,
                  subScores: { completeness: { score: 24, max: 25 } },
                  changes: [{ code: 'summary_role' }, { code: 'action_verbs', count: 3 }],
                  toAdd: [{ code: 'add_numbers', count: 2, role: 'Staff Marketing' }],
                },
                generatedAt: at(5),
              },
            },
          ],
        ],
        // cvA is paid (twice over: a second settled order for the same CV changes nothing).
        settledOrder(paidA, 6),
        settledOrder(secondA, 7),
        // cvB gets a summary offered and not picked (issue 26), then is renamed (issue 17), and
        // its owner checks a reading the engine doubted (issue 27).
        [
          cvStreamId(cvB),
          [
            {
              type: 'SummaryRegenerated',
              data: {
                cvId: cvB,
                userId,
                variant: 1,
                summary: 'Ringkasan tawaran.',
                applied: false,
                regeneratedAt: at(7),
              },
            },
            {
              type: 'CvRenamed',
              data: { cvId: cvB, userId, title: 'CV Marketing 2026', renamedAt: at(8) },
            },
            {
              type: 'CvReadingConfirmed',
              data: { cvId: cvB, userId, parts: ['experience'], confirmedAt: at(8) },
            },
          ],
        ],
      ],
      { context: systemContext(new Date(at(0))) },
    );
    const cvRows = () =>
      spec.thenRows('cvs', (q) => q.where({ user_id: userId }).orderBy('created_at'));
    const cvRow = async (cvId: string) =>
      (await spec.thenRows('cvs', (q) => q.where({ cv_id: cvId })))[0]!;

    it('keeps one row per CV with its analysis and latest revision', async () => {
      const rows = await cvRows();
      expect(rows.map((r) => r.cv_id)).toEqual([cvA, cvB]);
      expect(rows[0]!.title).toMatch(/^pii:v1:/);
      const [opened] = await spec.opened(rows, ['title']);
      expect(opened!.title).toBe('CV Ayu Lestari');
      expect(rows[0]).toMatchObject({
        status: 'completed',
        payment_status: 'paid',
        payment_id: paidA,
        score: 64,
        language: 'id',
        industry: 'marketing/sales',
        skills: ['Digital Marketing', 'Microsoft Excel'],
        sections: ['summary', 'experience'],
        revision_id: `rev_${cvA.slice(0, 8)}_second`,
        revised_score: 79,
        template: 'classic',
        summary_variant: 1,
        offered_summary: null,
        reading_confirmed: false,
        version: 6,
      });
      expect(new Date(rows[0]!.updated_at).toISOString()).toBe(at(5));
      expect(rows[1]).toMatchObject({
        revision_id: `rev_${cvB.slice(0, 8)}_first`,
        // a revision stored without its measure (as every v1 one)
        revised_score: null,
        status: 'draft',
        payment_status: 'pending',
        payment_id: null,
        summary_variant: 1,
        reading_confirmed: true,
        version: 6,
      });
    });

    it('keeps the stored result of each CV, sealed: text, latest analysis, summary, revision', async () => {
      const rows = await cvRows();
      expect(rows[0]!.extracted_text).toMatch(/^pii:v1:/);
      expect(rows[0]!.summary).toMatch(/^pii:v1:/);
      expect(rows[0]!.analysis).toMatchObject({
        score: 64,
        subScores: { completeness: { score: 20, max: 25 } },
      });
      expect(rows[0]!.analysis.parsed).toMatch(/^pii:v1j:/);
      expect(rows[0]!.analysis.recommendations).toMatch(/^pii:v1a:/);
      expect(rows[0]!.revision.content).toMatch(/^pii:v1j:/);
      const open = async (r: Record<string, unknown>) => {
        const [o] = await spec.opened(
          [
            {
              extracted_text: r.extracted_text,
              summary: r.summary,
              ...(r.analysis as object),
              ...(r.revision as object),
            } as Record<string, unknown>,
          ],
          [
            'extracted_text',
            'summary',
            'parsed',
            'strengths',
            'recommendations',
            'jobMatch',
            'content',
            'outcome',
          ],
        );
        return o!;
      };
      expect(await open(rows[0]!)).toMatchObject({
        extracted_text: 'Ayu Lestari\nPengalaman Kerja\nStaff Marketing',
        // picked after the analysis
        summary: 'Ringkasan kedua.',
        parsed: { contact: { name: 'Ayu Lestari' } },
        strengths: [],
        recommendations: [
          { code: 'quantify_role', impact: 5, params: { role: 'Staff Marketing' } },
        ],
        jobMatch: null,
        // the latest revision
        template: 'classic',
        content: { summary: 'Ringkasan kedua.' },
        outcome: { score: 79, toAdd: [{ code: 'add_numbers', count: 2, role: 'Staff Marketing' }] },
      });
      // An offer not picked: the summary and the revision stay as they were.
      expect(rows[1]!.offered_summary).toMatch(/^pii:v1:/);
      const [offer] = await spec.opened([rows[1]!], ['offered_summary']);
      expect(offer!.offered_summary).toBe('Ringkasan tawaran.');
      expect(await open(rows[1]!)).toMatchObject({
        summary: 'Ringkasan pertama.',
        template: 'modern',
        content: { summary: 'Ringkasan pertama.' },
        // a revision stored without its measure
        outcome: null,
      });
    });

    it('shows the new title of a renamed CV, sealed like the first', async () => {
      const row = await cvRow(cvB);
      expect(row.title).toMatch(/^pii:v1:/);
      const [opened] = await spec.opened([row], ['title']);
      expect(opened!.title).toBe('CV Marketing 2026');
      expect(new Date(row.updated_at).toISOString()).toBe(at(8));
    });

    it('is idempotent: re-applying all events (older ones late) changes nothing', async () => {
      const before = await spec.checksums();
      await spec.reapply(async (events, trx) => {
        for (const e of events) await cvsProjection.applyBatch!([e], trx);
        await cvsProjection.applyBatch!(events, trx);
        await cvsProjection.applyBatch!(events.slice(0, 3), trx);
      });
      expect(await spec.checksums()).toEqual(before);
    });

    it('a refunded order no longer pays for its CV; re-delivery and rebuild agree', async () => {
      const order = 'KRR-refundB000000000000001';
      const context = systemContext(new Date(at(20)));
      const base = {
        paymentId: order,
        userId,
        cvId: cvB,
        product: 'basic' as const,
        amount: 25_000,
      };
      await spec.storage.store.append(
        paymentStreamId(order),
        [
          {
            type: 'PaymentRequested',
            data: {
              ...base,
              currency: 'IDR',
              method: 'ewallet',
              gateway: 'simulated',
              requestedAt: at(20),
              expiresAt: at(1460),
            },
          },
          {
            type: 'PaymentSettled',
            data: {
              ...base,
              gateway: 'simulated',
              gatewayTransactionId: 'FP20',
              settledAt: at(21),
            },
          },
        ],
        { expectedVersion: 'no_stream', context },
      );
      await spec.runner.catchUp();
      expect(await cvRow(cvB)).toMatchObject({
        payment_status: 'paid',
        payment_id: order,
      });
      await spec.storage.store.append(
        paymentStreamId(order),
        [
          {
            type: 'PaymentRefunded',
            data: { ...base, gateway: 'simulated', gatewayRefundId: 'RF22', refundedAt: at(22) },
          },
        ],
        { expectedVersion: 2, context },
      );
      await spec.runner.catchUp();
      expect(await cvRow(cvB)).toMatchObject({
        payment_status: 'pending',
        payment_id: null,
        // no longer paid: a draft again, as a rebuild (settled and refunded in one batch) has it
        status: 'draft',
      });
      // the settlement delivered again, after its refund, changes nothing
      const before = await spec.checksums();
      await spec.reapply(async (events, trx) => {
        for (const e of events) await cvsProjection.applyBatch!([e], trx);
      });
      expect(await spec.checksums()).toEqual(before);
    });

    it('counts the answers and undone changes of Lengkapi CV and keeps the revision basis (issue 28)', async () => {
      const cvC = randomUUID();
      const context = systemContext(new Date(at(30)));
      const [upload, analysed, first] = uploadEvents(cvC, userId, 30);
      const fromProfile = {
        ...upload!,
        data: { ...(upload!.data as object), origin: 'profile' },
      } as KarierEvent;
      await spec.storage.store.append(cvStreamId(cvC), [fromProfile, analysed!, first!], {
        expectedVersion: 'no_stream',
        context,
      });
      const change = (id: string) => ({
        id,
        source: 'answer' as const,
        section: 'experience',
        before: null,
        after: 'Melayani rata-rata 37 pelanggan per hari',
        reason: 'Dari jawaban Anda',
      });
      const revision = (
        n: number,
        basis: 'answers' | 'revert',
        changes: string[],
      ): KarierEvent => ({
        type: 'CvRevisionGenerated',
        data: {
          cvId: cvC,
          userId,
          revisionId: `rev_${cvC.slice(0, 8)}_lengkapi${n}`,
          template: 'modern',
          provider: 'builtin',
          fileHash: hash,
          content: { summary: 'Ringkasan pertama.' },
          outcome: { score: 80 + n, subScores: {}, changes: [], toAdd: [] },
          basis,
          changes: changes.map(change),
          generatedAt: at(30 + n),
        },
      });
      const reverted = (n: number, changeId: string): KarierEvent => ({
        type: 'CvChangeReverted',
        data: { cvId: cvC, userId, changeId, revertedAt: at(30 + n) },
      });
      await spec.storage.store.append(
        cvStreamId(cvC),
        [
          {
            type: 'CvQuestionsAnswered',
            data: {
              cvId: cvC,
              userId,
              answers: [
                { questionId: 'metric:experience:0', answer: '37 pelanggan per hari' },
                { questionId: 'tool:experience:0', answer: 'Microsoft Excel' },
              ],
              answeredAt: at(31),
            },
          },
          revision(1, 'answers', ['answer:metric:experience:0', 'answer:tool:experience:0']),
          reverted(2, 'answer:metric:experience:0'),
          revision(2, 'revert', ['answer:tool:experience:0']),
          reverted(3, 'answer:tool:experience:0'),
          revision(3, 'revert', []),
          {
            type: 'CvStructureCorrected',
            data: {
              cvId: cvC,
              userId,
              structure: { contact: { name: 'Ayu Lestari' }, summary: null, sections: [] },
              correctedAt: at(34),
            },
          },
        ],
        { expectedVersion: 3, context },
      );
      await spec.runner.catchUp();
      const row = await cvRow(cvC);
      expect(row).toMatchObject({
        origin: 'profile',
        revision_basis: 'revert',
        answered_questions: 2,
        reverted_changes: 2,
        revised_score: 83,
        revision_id: `rev_${cvC.slice(0, 8)}_lengkapi3`,
      });
      // the changes hold the CV's and the answers' words: sealed like the content
      expect(String(row.revision.changes)).toMatch(/^pii:/);
      expect(String(row.structure)).toMatch(/^pii:/);
      // re-delivered, one by one and all at once, nothing is counted twice
      const before = await spec.checksums();
      await spec.reapply(async (events, trx) => {
        for (const e of events) await cvsProjection.applyBatch!([e], trx);
        await cvsProjection.applyBatch!(events, trx);
      });
      expect(await spec.checksums()).toEqual(before);
    });

    it('rebuilds to the same rows', async () => {
      const before = await spec.checksums();
      await spec.rebuild();
      expect(await spec.checksums()).toEqual(before);
    });
  },
);
