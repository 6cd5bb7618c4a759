import { expect } from 'vitest';

/** A decider: pure `decide(command, state) → events` and `evolve(state, event) → state`. */
export interface Decider<C, S, E> {
  decide(command: C, state: S): E[];
  evolve(state: S, event: E): S;
  initialState(): S;
}

/**
 * given(events) / when(command) / then(events) | thenThrows(check), the way emmett's
 * DeciderSpecification reads.
 */
export function deciderSpec<C, S, E>(decider: Decider<C, S, E>) {
  return {
    given(events: E[]) {
      const state = events.reduce(decider.evolve, decider.initialState());
      return {
        when(command: C) {
          const run = () => decider.decide(command, state);
          return {
            then(expected: E[]) {
              expect(run()).toEqual(expected);
            },
            thenMatches(check: (events: E[]) => void) {
              check(run());
            },
            thenThrows(check: (err: unknown) => boolean | void) {
              let thrown: unknown;
              try {
                run();
              } catch (err) {
                thrown = err;
              }
              expect(thrown, 'expected the command to be rejected').toBeDefined();
              const verdict = check(thrown);
              if (verdict === false) throw new Error(`unexpected error: ${String(thrown)}`);
            },
          };
        },
      };
    },
  };
}
