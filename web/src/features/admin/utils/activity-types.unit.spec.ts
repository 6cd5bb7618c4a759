import { describe, expect, it } from 'vitest';
import { activityLabel, activityTypes, hasActivityLabel } from './activity-types.ts';

describe('activity labels', () => {
  it('names each event type once, in both languages', () => {
    const types = activityTypes.map((a) => a.type);
    expect(new Set(types).size).toBe(types.length);
    for (const a of activityTypes) {
      expect(a.id.length, a.type).toBeGreaterThan(0);
      expect(a.en.length, a.type).toBeGreaterThan(0);
    }
  });

  it('shows the label of the UI language', () => {
    expect(activityLabel('CvRenamed', 'Mengganti judul CV', 'id')).toBe('Mengganti judul CV');
    expect(activityLabel('CvRenamed', 'Mengganti judul CV', 'en')).toBe('Renamed a CV');
  });

  it('knows which types have a label (their raw name is not shown)', () => {
    expect(hasActivityLabel('UserRoleChanged')).toBe(true);
    expect(hasActivityLabel('SomethingNewHappened')).toBe(false);
  });

  it("shows the server's label for a type the page does not know yet", () => {
    expect(activityLabel('SomethingNewHappened', 'Sesuatu terjadi', 'en')).toBe('Sesuatu terjadi');
    expect(activityLabel('SomethingNewHappened', '', 'en')).toBe('SomethingNewHappened');
  });
});
