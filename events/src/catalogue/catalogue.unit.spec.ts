import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEvent } from './define.ts';
import { catalogue, EventCatalogue } from './index.ts';

describe('event catalogue', () => {
  it('has past-tense PascalCase types with a positive version and a description', () => {
    for (const def of catalogue) {
      expect(def.type).toMatch(/^[A-Z][A-Za-z]+(ed|In|Out)$/);
      expect(def.version).toBeGreaterThan(0);
      expect(def.description.length).toBeGreaterThan(10);
    }
  });

  it('declares a data subject for every event that carries personal data', () => {
    for (const def of catalogue) if (def.pii.length > 0) expect(def.subject).not.toBeNull();
  });

  it('upcasts stored data of an old version on read, step by step', () => {
    const NameChanged = defineEvent({
      type: 'NameChanged',
      version: 3,
      label: { id: 'Mengganti nama', en: 'Changed the name' },
      description: 'test event with two upcasters',
      schema: z.object({ first: z.string(), last: z.string(), source: z.string() }),
      upcasters: {
        1: (d) => ({
          first: String(d.fullName).split(' ')[0],
          last: String(d.fullName).split(' ')[1],
        }),
        2: (d) => ({ ...d, source: 'legacy' }),
      },
    });
    const c = new EventCatalogue([NameChanged]);
    expect(c.upcast('NameChanged', 1, { fullName: 'Ayu Lestari' })).toEqual({
      first: 'Ayu',
      last: 'Lestari',
      source: 'legacy',
    });
    expect(c.upcast('NameChanged', 3, { first: 'a', last: 'b', source: 'x' })).toEqual({
      first: 'a',
      last: 'b',
      source: 'x',
    });
  });

  it('reads a v1 CvRevisionGenerated as unmeasured (outcome null), and validates a v2 one', () => {
    const c = new EventCatalogue(catalogue);
    const v1 = {
      cvId: '3b920157-012e-4789-bc7c-8bf3270705f3',
      userId: '4b920157-012e-4789-bc7c-8bf3270705f3',
      revisionId: 'rev_0123456789abcdef',
      template: 'modern',
      provider: 'builtin',
      fileHash: 'a'.repeat(64),
      content: {},
      generatedAt: '2026-11-25T08:00:00.000Z',
    };
    const up = c.upcast('CvRevisionGenerated', 1, v1);
    expect(up).toEqual({ ...v1, outcome: null });
    expect(() => c.validate('CvRevisionGenerated', up)).not.toThrow();
    const outcome = {
      score: 81,
      subScores: { completeness: { score: 24, max: 25 } },
      changes: [{ code: 'action_verbs', count: 2 }],
      toAdd: [{ code: 'add_numbers', count: 1, role: 'Staf Pajak' }],
    };
    expect(() => c.validate('CvRevisionGenerated', { ...v1, outcome })).not.toThrow();
    expect(() =>
      c.validate('CvRevisionGenerated', { ...v1, outcome: { ...outcome, score: 101 } }),
    ).toThrow();
  });

  it('validates data against the current schema on append', () => {
    const c = new EventCatalogue(catalogue);
    expect(() =>
      c.validate('UserLoggedOut', { userId: 'not-a-uuid', sessionId: 's', loggedOutAt: 'x' }),
    ).toThrow();
    expect(() => c.validate('NoSuchEvent', {})).toThrow(/Unknown event type/);
  });
});
