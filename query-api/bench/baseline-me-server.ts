// Baseline for the /auth/me benchmark: a bare node:http server doing the same JWT verification
// and the same SELECT (a named prepared statement, as Karier uses) with `pg` — no framework,
// no middleware.
import { createSecretKey } from 'node:crypto';
import http from 'node:http';
import jwt from 'jsonwebtoken';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const secret = createSecretKey(Buffer.from(process.env.JWT_SECRET!, 'utf8'));
const sql = `select u.id, u.name, u.email, u.role, u.status, u.registered_at, u.last_login_at
  from user_sessions s inner join users u on u.id = s.user_id
  where s.id = $1 and s.user_id = $2 and s.revoked_at is null and s.expires_at > $3 limit 1`;

http
  .createServer(async (req, res) => {
    const m = /^Bearer (.+)$/.exec(req.headers.authorization ?? '');
    try {
      const claims = jwt.verify(m?.[1] ?? '', secret, { algorithms: ['HS256'] }) as jwt.JwtPayload;
      const { rows } = await pool.query({
        name: 'session_user',
        text: sql,
        values: [claims.jti, claims.sub, new Date()],
      });
      if (!rows[0]) throw new Error('no session');
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: true, data: rows[0] }));
    } catch {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end('{"success":false}');
    }
  })
  .listen(Number(process.env.PORT), '127.0.0.1');
