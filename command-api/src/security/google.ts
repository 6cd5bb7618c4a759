import type * as Oidc from 'openid-client';

/** openid-client, loaded on the first Google sign-in: most processes never start one. */
let oidcModule: Promise<typeof Oidc> | null = null;
const loadOidc = () => (oidcModule ??= import('openid-client'));

export interface GoogleSettings {
  clientId: string;
  clientSecret: string;
  issuer: string;
}

export interface GoogleIdentity {
  subject: string;
  email: string;
  name: string;
}

export interface GoogleStart {
  url: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

const isLoopback = (u: URL) =>
  u.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(u.hostname);

/** Google sign-in (OpenID Connect, authorization code with PKCE, state and nonce). */
export class GoogleSignIn {
  private config: Promise<Oidc.Configuration> | null = null;

  constructor(
    private readonly settings: GoogleSettings,
    readonly redirectUri: string,
  ) {}

  /** Discovery once (retried after a failure). Plain http only for a loopback test issuer. */
  private configuration(): Promise<Oidc.Configuration> {
    if (!this.config) {
      const issuer = new URL(this.settings.issuer);
      this.config = loadOidc()
        .then((oidc) =>
          oidc.discovery(
            issuer,
            this.settings.clientId,
            this.settings.clientSecret,
            undefined,
            isLoopback(issuer) ? { execute: [oidc.allowInsecureRequests] } : undefined,
          ),
        )
        .catch((err: unknown) => {
          this.config = null;
          throw err;
        });
    }
    return this.config;
  }

  async start(): Promise<GoogleStart> {
    const config = await this.configuration();
    const oidc = await loadOidc();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: this.redirectUri,
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { url: url.href, state, nonce, codeVerifier };
  }

  /** Exchanges the code of the callback and returns the verified identity. */
  async finish(
    query: string,
    checks: { state: string; nonce: string; codeVerifier: string },
  ): Promise<GoogleIdentity> {
    const config = await this.configuration();
    const oidc = await loadOidc();
    const current = new URL(this.redirectUri);
    current.search = query;
    const tokens = await oidc.authorizationCodeGrant(config, current, {
      pkceCodeVerifier: checks.codeVerifier,
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('no id_token');
    const email = typeof claims.email === 'string' ? claims.email.toLowerCase() : '';
    if (!email || claims.email_verified !== true) throw new Error('email not verified');
    const name = typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim() : email;
    return { subject: claims.sub, email, name: name.slice(0, 100) };
  }
}
