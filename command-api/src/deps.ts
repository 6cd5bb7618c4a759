import type { CvEngine } from '@karier/cv-engine';
import type { EventStore, FileStore, TokenService } from '@karier/store';
import type { CommandConfig } from './config.ts';
import type { Mailer } from './mail/mailer.ts';
import type { PaymentService } from './payments/service.ts';

/** What the command side is built from (createCommandApp); route modules take their part of it. */
export interface CommandDeps {
  store: EventStore;
  tokens: TokenService;
  config: CommandConfig;
  now?: () => Date;
  /** The CV engine and file store; without them the CV routes are not mounted. */
  cv?: CvDeps;
  /** Orders and their gateway; without it the payment routes are not mounted. */
  payments?: PaymentService;
  /** Uploaded and generated files (default: the CV engine's, else `<DATA_DIR>/files`). */
  files?: FileStore;
  /** Outgoing mail (default: SMTP or the file outbox of the config). */
  mailer?: Mailer;
  /** The live projections an admin may rebuild (without them that route is not mounted). */
  projections?: readonly { name: string; version: number }[];
}

export interface CvDeps {
  engine: CvEngine;
  files: FileStore;
  uploadsPerMinute: number;
}
