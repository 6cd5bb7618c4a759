import type { ReadStore, TokenService } from '@karier/store';
import type { Projection, ProjectionProgress, ProjectionStatus } from '@karier/projector';

/** What the query side is built from (createQueryApp); route modules take their part of it. */
export interface QueryDeps {
  store: ReadStore;
  tokens: TokenService;
  progress: ProjectionProgress;
  projections: readonly Projection[];
  /**
   * Each read model's position and lag: the projector's `projectionStatus`, bound by the caller
   * (the query side imports the projector's types only, never its code).
   */
  projectionStatus(): Promise<ProjectionStatus[]>;
  /** The label of every event type in the activity log: the projector's `activityLabels`. */
  activityLabels: Readonly<Record<string, string>>;
  /** Longest a read waits for the projections to reach a client's position. */
  consistencyTimeoutMs?: number;
  /** Distributed mode: the topic the projections are fed from (for their status and lag). */
  busTopic?: string;
  /** The command side's payment gateway, shown with the price list (default: simulated). */
  paymentGateway?: 'simulated' | 'midtrans';
}
