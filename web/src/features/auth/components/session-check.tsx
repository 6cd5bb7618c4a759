import { QueryLayer } from '../../../lib/query-layer.tsx';
import { useCurrentUser } from '../api/get-current-user.ts';

function CheckCurrentUser() {
  useCurrentUser();
  return null;
}

/**
 * Checks a stored token with the server on start (GET /api/auth/me): a rejected one ends the
 * session through the API client's 401 handler. Renders nothing; the root layout loads it only
 * while a token is stored, so a visitor without one never downloads the query library for it.
 */
export function SessionCheck() {
  return (
    <QueryLayer>
      <CheckCurrentUser />
    </QueryLayer>
  );
}
