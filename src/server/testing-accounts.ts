/**
 * Test helper for accounts: a client that keeps its session cookie (as a browser does) and sends it with
 * every request, to any server over the same store.
 */

/** An answer: the status, the parsed body and the `set-cookie` headers. */
export interface Answered {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json: any;
  cookies: string[];
}

/** A person with a cookie jar of one session cookie (or none: signed out). */
export class Coach {
  /** `name=value` of the session cookie, or '' when signed out. */
  cookie = '';

  constructor(
    readonly name: string,
    readonly password = 'mot-de-passe-gobelin',
  ) {}

  /** A new account, signed in. */
  static async signUp(base: string, name: string): Promise<Coach> {
    const c = new Coach(name);
    const r = await c.req(base, 'POST', '/api/accounts', { name, password: c.password });
    if (r.status !== 201) throw new Error(`sign-up of ${name}: ${r.status} ${JSON.stringify(r.json)}`);
    return c;
  }

  /** JSON over HTTP with the session cookie; keeps the cookie the server sets or clears. */
  async req(base: string, method: string, path: string, body?: unknown): Promise<Answered> {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (this.cookie !== '') headers.cookie = this.cookie;
    const res = await fetch(base + path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const cookies = res.headers.getSetCookie();
    for (const c of cookies) {
      const pair = c.split(';')[0]!;
      this.cookie = pair.endsWith('=') ? '' : pair;
    }
    const text = await res.text();
    return { status: res.status, json: text === '' ? null : JSON.parse(text), cookies };
  }
}
