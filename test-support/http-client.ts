/** Tiny JSON client for HTTP tests. */
export interface Res<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

export function client(base: string) {
  async function call<T = Record<string, unknown>>(
    method: string,
    path: string,
    opts: { body?: unknown; raw?: string; token?: string; headers?: Record<string, string> } = {},
  ): Promise<Res<T>> {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let body: string | undefined;
    if (opts.raw !== undefined) body = opts.raw;
    else if (opts.body !== undefined) body = JSON.stringify(opts.body);
    if (
      body !== undefined &&
      !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')
    ) {
      headers['content-type'] = 'application/json';
    }
    const res = await fetch(base + path, {
      method,
      headers,
      ...(body !== undefined ? { body } : {}),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    return { status: res.status, body: parsed as T, headers: res.headers };
  }
  return {
    call,
    register: (name: string, email: string, password = 'rahasia-123') =>
      call<{ token: string; user: { id: string; email: string; name: string }; position: number }>(
        'POST',
        '/api/auth/register',
        { body: { name, email, password } },
      ),
    login: (email: string, password: string) =>
      call<{ token: string; position: number; message: string }>('POST', '/api/auth/login', {
        body: { email, password },
      }),
    me: (token: string, position?: number) =>
      call<{ data: { id: string; name: string; email: string; role: string } }>(
        'GET',
        '/api/auth/me',
        {
          token,
          ...(position ? { headers: { 'X-Karier-Position': String(position) } } : {}),
        },
      ),
  };
}

let n = 0;
export const uniqueEmail = (tag = 'u') =>
  `${tag}-${Date.now().toString(36)}-${(n++).toString(36)}@example.com`;

/** `POST /api/process-cv` as a browser sends it: multipart with the file and any fields. */
export async function postCv<T = Record<string, unknown>>(
  base: string,
  token: string | null,
  file: { buffer: Buffer; name?: string; type?: string } | null,
  fields: Record<string, string> = {},
  headers: Record<string, string> = {},
): Promise<Res<T>> {
  const form = new FormData();
  if (file) {
    form.append(
      'file',
      new Blob([new Uint8Array(file.buffer)], { type: file.type ?? 'application/pdf' }),
      file.name ?? 'cv.pdf',
    );
  }
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const res = await fetch(`${base}/api/process-cv`, {
    method: 'POST',
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as T, headers: res.headers };
}
