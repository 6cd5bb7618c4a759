import { useState } from 'react';
import type { CvRevisionView } from '@karier/api-types';
import type { CvChange, LengkapiRevision } from '../api/lengkapi.ts';
import { LengkapiPanel } from './lengkapi-panel.tsx';
import { StructureEditor } from './structure-editor.tsx';

/** A change as the result lists it: with its source (issue 28), or an older plain sentence. */
export function isSourcedChange(change: unknown): change is CvChange {
  return typeof change === 'object' && change !== null && 'id' in change && 'source' in change;
}

/**
 * The revision the result carries, as Lengkapi shows it: its changes when they come with their
 * sources, its score (and the potential when the server gives one).
 */
export function revisionOfResult(
  revision: CvRevisionView | null | undefined,
): LengkapiRevision | null {
  if (!revision) return null;
  const changes = (revision.changes as unknown[]).filter(isSourcedChange);
  const potential = (revision as { potential?: unknown }).potential;
  return {
    score: {
      before: revision.before,
      after: revision.after,
      potential: typeof potential === 'number' ? potential : null,
    },
    changes,
  };
}

/**
 * The results page's Lengkapi part (its own chunk, loaded with the page): the questions and the
 * changes, and the reading's editor, which comes first and open when the reading is doubted.
 * Both rebuild the revision; the newest one is shown by both.
 */
export function LengkapiSection({
  cvId,
  originalScore,
  revision: fromResult,
  readingDoubted,
}: {
  cvId: string;
  originalScore: number;
  revision: CvRevisionView | null | undefined;
  readingDoubted: boolean;
}) {
  const [latest, setLatest] = useState<LengkapiRevision | null>(null);
  const revision = latest ?? revisionOfResult(fromResult);
  const editor = (
    <StructureEditor cvId={cvId} defaultOpen={readingDoubted} onRevision={setLatest} />
  );
  return (
    <>
      {readingDoubted && editor}
      <LengkapiPanel
        cvId={cvId}
        originalScore={originalScore}
        revision={revision}
        onRevision={setLatest}
      />
      {!readingDoubted && editor}
    </>
  );
}

export default LengkapiSection;
