/** The envelopes every API answer comes in. */

/** Every error the API sends: `{ success:false, error, message }`, sometimes naming a field. */
export interface ApiErrorBody {
  success: false;
  error: string;
  message: string;
  field?: string;
  /** What a 4xx error adds, e.g. `retryAfterSeconds`, or each offending field of a form. */
  details?: Record<string, unknown>;
}

/**
 * A request body as the server receives it, before its hand-written checks: the request type's
 * fields, each still `unknown` (for the bodies without a zod schema, whose rules live in code).
 */
export type UncheckedBody<T> = { [K in keyof T]?: unknown };

/** A read's answer: `{ success:true, data }`. */
export interface DataBody<T> {
  success: true;
  data: T;
}

/**
 * A command's answer: what it did and the event position it wrote (null when it wrote none),
 * which the next read passes on to see its own write.
 */
export interface CommandBody<T = unknown> {
  success: true;
  message: string;
  data: T;
  position: number | null;
}

/** A command's answer without a message. */
export interface CommandDataBody<T> {
  success: true;
  data: T;
  position: number | null;
}

/** A command's answer that carries only a message. */
export interface CommandMessageBody {
  success: true;
  message: string;
  position: number | null;
}

/** One page of a list (the admin lists). */
export interface Paged<T> {
  success: true;
  data: T[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
}
