import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

export interface StubIdentity {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
}

/**
 * A tiny OpenID Connect issuer on 127.0.0.1 for tests: discovery, JWKS, an /authorize that
 * signs in `identity` at once and redirects back with a code, and /token with an RS256 id_token.
 */
export async function startOidcStub(clientId: string) {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  const codes = new Map<string, { nonce: string; identity: StubIdentity }>();
  const stub = {
    issuer: '',
    identity: {
      sub: 'google-1',
      email: 'g@example.com',
      email_verified: true,
      name: 'G',
    } as StubIdentity,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', stub.issuer);
    const json = (body: unknown) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/.well-known/openid-configuration') {
      return json({
        issuer: stub.issuer,
        authorization_endpoint: `${stub.issuer}/authorize`,
        token_endpoint: `${stub.issuer}/token`,
        jwks_uri: `${stub.issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
      });
    }
    if (url.pathname === '/jwks') return json({ keys: [jwk] });
    if (url.pathname === '/authorize') {
      const code = randomUUID();
      codes.set(code, { nonce: url.searchParams.get('nonce') ?? '', identity: stub.identity });
      const back = new URL(url.searchParams.get('redirect_uri') ?? '');
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      res.writeHead(302, { location: back.href });
      return res.end();
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => {
        const form = new URLSearchParams(raw);
        const grant = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        if (!grant) {
          res.writeHead(400, { 'content-type': 'application/json' });
          return res.end(JSON.stringify({ error: 'invalid_grant' }));
        }
        void new SignJWT({ ...grant.identity, nonce: grant.nonce })
          .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
          .setIssuer(stub.issuer)
          .setAudience(clientId)
          .setIssuedAt()
          .setExpirationTime('5m')
          .sign(privateKey)
          .then((idToken) =>
            json({ access_token: 'at', token_type: 'Bearer', expires_in: 300, id_token: idToken }),
          );
      });
      return;
    }
    res.writeHead(404);
    res.end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const address = server.address();
  stub.issuer = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return stub;
}
