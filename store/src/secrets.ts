import { hkdfSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface Secrets {
  /** 32-byte key that wraps every per-user data key. */
  masterKey: Buffer;
  /** HMAC key for blind indexes (email look-ups without storing the email in clear). */
  indexKey: Buffer;
  /** Secret for signing JWTs unless JWT_SECRET is given. */
  jwtSecret: string;
  /** Password of the embedded database's local socket, for the project's own CLIs. */
  dbWriterPassword: string;
}

const derive = (ikm: Buffer | string, info: string) =>
  Buffer.from(hkdfSync('sha256', ikm, 'karier', info, 32));

/**
 * Secrets come from KARIER_SECRET when set (required when several processes share a database);
 * otherwise they are generated once into `<dataDir>/secrets.json` (mode 0600) and reused.
 */
export function loadSecrets(opts: { secret?: string | undefined; dataDir: string }): Secrets {
  let root: Buffer;
  if (opts.secret) {
    root = Buffer.from(opts.secret, 'utf8');
  } else {
    const file = path.join(opts.dataDir, 'secrets.json');
    if (fs.existsSync(file)) {
      const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as { root?: string };
      if (!parsed.root) throw new Error(`${file} is missing its root secret`);
      root = Buffer.from(parsed.root, 'base64');
    } else {
      fs.mkdirSync(opts.dataDir, { recursive: true });
      root = randomBytes(32);
      try {
        fs.writeFileSync(file, JSON.stringify({ root: root.toString('base64') }), {
          mode: 0o600,
          flag: 'wx',
        });
      } catch (err) {
        // Another process created it first: use theirs.
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
        return loadSecrets(opts);
      }
    }
  }
  return {
    masterKey: derive(root, 'master-key'),
    indexKey: derive(root, 'blind-index'),
    jwtSecret: derive(root, 'jwt').toString('base64'),
    dbWriterPassword: derive(root, 'db-socket-writer').toString('base64url'),
  };
}
