export * from './app.ts';
export * from './config.ts';
export { userDecider, type UserCommand, type UserState } from './auth/user-decider.ts';
export { PaymentService, type PaymentsConfig } from './payments/service.ts';
export { promoteToAdmin, type PromoteResult } from './admin/promote.ts';
export { completePendingErasures, eraseUser } from './erasure/erase-user.ts';
export { completePendingCvDeletions } from './cv/delete-cv.ts';
export { createMailer, type Mailer } from './mail/mailer.ts';
export { sweepOrphanFiles, SWEEP_MIN_AGE_MS } from './files/sweep.ts';
