// The revision's after-score is read back (scoreRevisionDocx) within the upload's one CV task
// (in the child, with the reading), not by a second task. It must stay exactly what a user
// uploading the DOCX gets: here every revision is also uploaded for real, through the pool as
// the upload route runs it, and the two must agree on the score and every sub-score.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  englishTwoColumnCv,
  indonesianDocxCv,
  indonesianOneColumnCv,
  tableLayoutCv,
  twoPageCv,
} from '../test/fixtures/make-cvs.ts';
import { createCvEngine, scoreRevisionDocx, type CvEngine } from './engine.ts';
import { createCvWorkerPool, type CvWorkerPool } from './extract/pool.ts';
import { TEMPLATES } from './types.ts';

const corpusDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../shared/cv-corpus/pdf',
);
const CORPUS_FILES = 6;

async function cvs(): Promise<{ name: string; buffer: Uint8Array }[]> {
  const own = await Promise.all(
    [indonesianOneColumnCv, englishTwoColumnCv, tableLayoutCv, twoPageCv, indonesianDocxCv].map(
      (make) => make(),
    ),
  );
  const list = own.map((f) => ({ name: `fixture ${f.name}`, buffer: f.buffer }));
  if (fs.existsSync(corpusDir)) {
    const names = fs
      .readdirSync(corpusDir)
      .filter((n) => n.endsWith('.pdf'))
      .sort();
    // Spread over the corpus, not its first few files.
    const step = Math.max(1, Math.floor(names.length / CORPUS_FILES));
    for (let i = 0; i < names.length && list.length < own.length + CORPUS_FILES; i += step) {
      list.push({
        name: `corpus ${names[i]}`,
        buffer: fs.readFileSync(path.join(corpusDir, names[i]!)),
      });
    }
  } else {
    console.log(`revision read-back: corpus not found at ${corpusDir}; generated fixtures only`);
  }
  return list;
}

describe('revision read-back', () => {
  let pool: CvWorkerPool;
  let tasks = 0;
  let engine: CvEngine;
  let uploads: CvWorkerPool;
  beforeAll(() => {
    pool = createCvWorkerPool({ maxThreads: 1 });
    // The engine's own pool, counting the tasks it is given.
    const counted = createCvWorkerPool({ maxThreads: 1 });
    uploads = counted;
    engine = createCvEngine({
      pool: {
        ...counted,
        run: (task, opts) => {
          tasks++;
          return counted.run(task, opts);
        },
        get threads() {
          return counted.threads;
        },
        get pids() {
          return counted.pids;
        },
      },
    });
  });
  afterAll(async () => {
    await engine?.close();
    await uploads?.close();
    await pool?.close();
  });

  it('scores the revised DOCX exactly as uploading it does, on fixtures and corpus CVs', async () => {
    const list = await cvs();
    expect(list.length).toBeGreaterThanOrEqual(5);
    let compared = 0;
    for (const [i, cv] of list.entries()) {
      const template = TEMPLATES[i % TEMPLATES.length]!;
      const before = tasks;
      const processed = await engine.process({ buffer: cv.buffer, template });
      // One task per upload: the revision is not read by a second one.
      expect(tasks - before, cv.name).toBe(1);
      const after = processed.revision.after;
      expect(after, cv.name).not.toBeNull();
      // The real re-upload: the DOCX the user downloads, through a CV child process.
      const upload = await pool.run({ buffer: processed.revision.docx, seed: 0 });
      const subScores = Object.fromEntries(
        Object.entries(upload.result!.subScores).map(([k, v]) => [
          k,
          { score: v.score, max: v.max },
        ]),
      );
      expect(after, cv.name).toEqual({ score: upload.result!.score, subScores });
      expect(await scoreRevisionDocx(processed.revision.docx), cv.name).toEqual(after);
      compared++;
    }
    expect(compared).toBe(list.length);
  }, 300_000);
});
