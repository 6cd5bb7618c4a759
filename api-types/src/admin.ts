/** The admin API's answers (query-api/src/admin, command-api/src/admin). */

import type { UserRole } from './roles.ts';
import type { CvCompletion } from './cv.ts';
import type { DataBody, Paged } from './common.ts';

/** `erased`: the account was deleted; its row stays, its personal data reads '[dihapus]'. */
export type UserStatusCode = 'active' | 'inactive' | 'banned' | 'erased';

/** One row of GET /api/admin/users. */
export interface AdminUser {
  id: string;
  name: string;
  email: string;
  role: UserRole;
  registeredDate: string;
  lastLogin: string | null;
  cvCount: number;
  /** The server's Indonesian label: Aktif, Tidak Aktif, Diblokir, Dihapus. */
  status: string;
  statusCode: UserStatusCode;
}

/** One row of GET /api/admin/cvs. */
export interface AdminCv {
  id: string;
  title: string;
  userId: string;
  userName: string;
  createdAt: string;
  status: 'completed' | 'draft' | string;
  aiGenerated: boolean;
  score: number | null;
  /** Issue 28: the answers and undone changes of "Lengkapi CV". */
  completion?: CvCompletion;
}

/** One row of GET /api/admin/activities. */
export interface AdminActivity {
  /** The event's position. */
  id: number;
  type: string;
  /** The server's Indonesian label of `type`. */
  action: string;
  actorId: string | null;
  actorName: string | null;
  actorRole: string;
  targetType: string;
  targetId: string;
  /** The target user's name, the CV's title or the order number; null when none applies. */
  targetName: string | null;
  ip: string | null;
  userAgent: string | null;
  occurredAt: string;
}

export interface MonthChange {
  thisMonth: number;
  lastMonth: number;
  /** Null when last month had nothing to compare with. */
  changePercent: number | null;
}

export interface DailyPoint {
  date: string;
  signups: number;
  cvsAnalysed: number;
  /** Rupiah settled that day. */
  revenue: number;
}

/** GET /api/admin/stats */
export interface AdminStats {
  totalUsers: number;
  activeUsers: number;
  totalCVs: number;
  aiGeneratedCVs: number;
  /** CVs the analyser scored (built-in or a model). */
  analysedCVs: number;
  monthOverMonth: {
    totalUsers: MonthChange;
    activeUsers: MonthChange;
    totalCVs: MonthChange;
    aiGeneratedCVs: MonthChange;
    analysedCVs: MonthChange;
    revenue: MonthChange;
  };
  daily: DailyPoint[];
  currency: string;
  timeZone: string;
}

/** One event of GET /api/admin/users/{id}/events. */
export interface TimelineEvent {
  position: number;
  streamId: string;
  streamVersion: number;
  type: string;
  action: string;
  occurredAt: string;
  data: unknown;
  metadata: {
    actorId?: string | null;
    actorRole?: string | null;
    ip?: string | null;
    userAgent?: string | null;
    correlationId?: string | null;
    causationId?: string | null;
    [key: string]: unknown;
  };
}

export interface UserTimeline {
  success: true;
  user: { id: string; name: string; email: string; role: string };
  data: TimelineEvent[];
  total: number;
}

/** One projection of GET /api/admin/projections. */
export interface ProjectionStatus {
  name: string;
  version: number;
  description: string;
  /** The read-model tables it writes. */
  tables?: readonly string[];
  position: number;
  lag: number;
  updatedAt: string | null;
}

export interface ProjectionsOverview {
  head: number;
  projections: ProjectionStatus[];
}

/**
 * One event a projection could not apply after its retries and parked (issue 25): a reference
 * to the event, never its data. GET /api/admin/projections/parked.
 */
export interface ParkedEvent {
  projection: string;
  position: number;
  streamId: string;
  type: string;
  /** Bounded, without the values involved. */
  error: string;
  attempts: number;
  parkedAt: string;
}

export interface ParkedEvents {
  /** All parked events (the list holds the newest 100). */
  total: number;
  events: ParkedEvent[];
}

/** GET /api/admin/audit/verify */
export type AuditVerification =
  | { ok: true; events: number; head: number; headHash: string }
  | { ok: false; brokenAt: number; events: number; expected?: string; actual?: string };

/** What every admin command answers. */
export interface AdminCommandResult<T = unknown> {
  success: true;
  message: string;
  data: T;
  position: number | null;
}

/** One message of GET /api/admin/messages (the contact form). */
export interface AdminMessage {
  id: string;
  /** The sender's account when they were signed in. */
  userId: string | null;
  name: string;
  email: string;
  subject: string;
  message: string;
  receivedAt: string;
  handledAt: string | null;
  handledBy: string | null;
}

/** GET /api/admin/messages: a page of messages and how many are still waiting. */
export interface AdminMessages extends Paged<AdminMessage> {
  unhandled: number;
}

/** One order of GET /api/admin/payments (the "Pembayaran" tab). */
export interface AdminPayment {
  paymentId: string;
  userId: string;
  userName: string | null;
  userEmail: string | null;
  product: 'basic' | 'premium';
  amount: number;
  method: string;
  gateway: 'simulated' | 'midtrans';
  status: 'pending' | 'paid' | 'failed' | 'expired' | 'refunded';
  gatewayTransactionId: string | null;
  requestedAt: string;
  settledAt: string | null;
  refund: {
    /** failed: the gateway refused the last approval; the request is still open. */
    status: 'requested' | 'rejected' | 'failed' | 'approved' | 'refunded' | null;
    reason: string | null;
    requestedAt: string | null;
    decidedAt: string | null;
    note: string | null;
    error: string | null;
    gatewayRefundId: string | null;
    refundedAt: string | null;
  };
  /** What the order was used for, and the account's history: what a refund is weighed on. */
  usage: AdminOrderUsage;
}

/**
 * Why an account deserves a second look before a refund (thresholds in query-api
 * `refund-usage.ts`): `earlierRefunds` — 2 or more refunds of its other orders before this one;
 * `manyOrders` — 5 or more paid orders.
 */
export type RefundWarning = 'earlierRefunds' | 'manyOrders';

/** The usage of one order (issue 25), from the read models `payments` and `order-usage`. */
export interface AdminOrderUsage {
  /**
   * Revised CVs the owner downloaded while this order entitled them: from settlement to its
   * refund, of the CV it was bought for or (Premium) any of theirs in its 7 days. Admins'
   * downloads do not count.
   */
  downloads: { count: number; firstAt: string | null; lastAt: string | null };
  /**
   * Analyses (uploads) the owner ran from settlement to the end of that Asia/Jakarta month (or
   * the refund), free ones included; `included`: the analyses the order added to that month.
   */
  analyses: { used: number; included: number };
  account: {
    /** The owner's paid (settled) orders, this one included. */
    orders: { premium: number; basic: number };
    /** Refunds of the owner's other orders completed before this request; the 5 latest listed. */
    earlierRefunds: {
      count: number;
      /** Rupiah. */
      total: number;
      latest: {
        paymentId: string;
        product: 'basic' | 'premium';
        amount: number;
        refundedAt: string;
      }[];
    };
  };
  /** Empty when nothing stands out. */
  warnings: RefundWarning[];
}

export interface AdminPayments extends Paged<AdminPayment> {
  /** Refund requests waiting for a decision. */
  openRefunds: number;
}

/**
 * GET /api/admin/users. `totalCapped`: a search held by 1,000 accounts or more is counted only
 * that far, and `total` is then a lower bound (shown as "1.000+").
 */
export type AdminUsers = Paged<AdminUser> & { totalCapped: boolean };

/** GET /api/admin/cvs, /api/admin/activities */
export type AdminCvs = Paged<AdminCv>;
export type AdminActivities = Paged<AdminActivity>;

/** GET /api/admin/stats */
export type AdminStatsResponse = DataBody<AdminStats>;

/** GET /api/admin/projections */
export type ProjectionsResponse = DataBody<ProjectionsOverview>;

/** GET /api/admin/projections/parked */
export type ParkedEventsResponse = DataBody<ParkedEvents>;

/** GET /api/admin/audit/verify */
export type AuditVerificationResponse = DataBody<AuditVerification>;
