import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eventLabels } from './catalogue/index.ts';

/** The web's copy of the event labels: labels only, so the web bundle never holds the schemas. */
export const WEB_LABELS_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../web/src/features/admin/utils/event-labels.generated.json',
);

/** The copy as written: every type's `{ id, en }` in catalogue order (prettier leaves it as is). */
export function webLabelsJson(): string {
  return `${JSON.stringify(eventLabels, null, 2)}\n`;
}

/**
 * `npm run events:labels`: writes the web's copy of the labels from the catalogue, after an
 * event was added or a label changed (`labels.unit.spec.ts` fails while the copy is stale).
 */
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  fs.writeFileSync(WEB_LABELS_FILE, webLabelsJson());
  console.log(
    `${path.relative(process.cwd(), WEB_LABELS_FILE)}: ${Object.keys(eventLabels).length} event types`,
  );
}
