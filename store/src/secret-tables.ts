/**
 * Tables no analyst reads (issue 25), in whatever schema they are (a `projector replay --into`
 * copy too): `db:reader` never grants them and `db:snapshot` leaves them out unless asked.
 * - pii_keys: the per-user data keys (wrapped by the master key) that open sealed personal data;
 * - user_sessions: which login tokens are live, with their (sealed) IP and User-Agent;
 * - rate_limits: keys derived from IPs and emails, and the counters an attacker would watch;
 * - stored_files, stored_file_chunks: uploaded CVs and generated revisions (the PostgreSQL file
 *   store, sealed with their owners' keys): nothing to analyse, and the bulk of a snapshot.
 * Every other table holds events (personal data sealed) or read models derived from them.
 */
export const SECRET_TABLES: readonly string[] = [
  'pii_keys',
  'user_sessions',
  'rate_limits',
  'stored_files',
  'stored_file_chunks',
];
