import { findProjection, ProjectionRunner } from '@karier/projector';
import { entitlementsContract } from '../../../test-support/entitlements-contract.ts';
import { readModelEntitlements } from './read-model.ts';

// The same contract as the command side's event ledger (command-api entitlements/
// event-ledger.int.spec.ts): the read model answers every question alike once caught up.
entitlementsContract(
  (backend) => `entitlements from the read model (query side) on ${backend}`,
  async (storage) => {
    const runner = new ProjectionRunner(storage.store, [
      findProjection('entitlements'),
      findProjection('order-usage'),
    ]);
    await runner.prepare();
    return {
      entitlements: readModelEntitlements(storage.db.knex),
      sync: async () => {
        await runner.catchUp();
      },
    };
  },
);
