// The throughput baseline of `bench:cv`'s end-to-end section, run in child processes (one per
// core): the engine's work of an upload — extraction, analysis, the revision written and read
// back — on each file it is sent, with no server, database, HTTP or pool in between.
import { analyseText } from '../src/analyse/index.ts';
import { buildRevision, revisionSummary, scoreRevisionDocx } from '../src/engine.ts';
import { extractDocument } from '../src/extract/index.ts';

/** The engine's work of one upload, in this process. */
export async function engineUpload(buffer: Uint8Array): Promise<void> {
  const doc = await extractDocument(buffer);
  const { parsed } = analyseText(doc.text, { ...(doc.hints ? { hints: doc.hints } : {}), seed: 0 });
  const revision = await buildRevision(parsed, revisionSummary(parsed), 'modern');
  await scoreRevisionDocx(revision.docx);
}

if (process.send) {
  process.on('message', (m: { file: Uint8Array }) => {
    void engineUpload(m.file).then(() => process.send!({ done: true }));
  });
  process.send({ ready: true });
}
