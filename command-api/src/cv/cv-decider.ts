import { decideOwnership, type OwnershipCommand } from './decider/ownership.ts';
import { decideRevision, type RevisionCommand } from './decider/revisions.ts';
import { evolve, initialState, type CvEvent, type CvState } from './decider/state.ts';

export * from './decider/state.ts';
export * from './decider/rules.ts';
export * from './decider/revisions.ts';
export * from './decider/ownership.ts';

/**
 * The CV aggregate: one stream per CV, one state (`decider/state.ts`, with `evolve`), the rules
 * its commands share (`decider/rules.ts`), and its commands decided by area — the analysis and
 * its revisions, and the owner's commands on a stored CV.
 */
export type CvCommand = RevisionCommand | OwnershipCommand;

export function decide(command: CvCommand, state: CvState): CvEvent[] {
  switch (command.type) {
    case 'RecordUpload':
    case 'RegenerateSummary':
    case 'PickSummary':
    case 'ReviseCv':
    case 'AnswerQuestions':
    case 'RevertChange':
    case 'CorrectStructure':
      return decideRevision(command, state);
    case 'RenameCv':
    case 'ConfirmReading':
    case 'DeleteCv':
      return decideOwnership(command, state);
    default: {
      const exhaustive: never = command;
      throw new Error(`Unknown command ${(exhaustive as { type: string }).type}`);
    }
  }
}

export const cvDecider = { decide, evolve, initialState };
