import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WEB_LABELS_FILE, webLabelsJson } from '../labels-cli.ts';
import { catalogue, eventLabels } from './index.ts';

describe('event labels', () => {
  it('gives every event in the catalogue an Indonesian and an English label', () => {
    for (const def of catalogue) {
      for (const lang of ['id', 'en'] as const) {
        const label = def.label[lang];
        expect(label, `${def.type} ${lang}`).toBeTypeOf('string');
        expect(label.trim(), `${def.type} ${lang}`).toBe(label);
        expect(label.length, `${def.type} ${lang}`).toBeGreaterThan(0);
      }
    }
  });

  it('tells the types apart in each language (the activity log filter lists them by label)', () => {
    for (const lang of ['id', 'en'] as const) {
      const labels = catalogue.map((def) => def.label[lang]);
      expect(new Set(labels).size, lang).toBe(labels.length);
    }
  });

  it('keys the labels by type, in catalogue order', () => {
    expect(Object.keys(eventLabels)).toEqual(catalogue.map((def) => def.type));
  });

  it("matches the web's copy (run `npm run events:labels` after adding an event)", () => {
    expect(fs.readFileSync(WEB_LABELS_FILE, 'utf8')).toBe(webLabelsJson());
  });
});
