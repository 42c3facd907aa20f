/**
 * A loopback stand-in for the Supabase auth endpoints Padyak Hub uses, so the
 * real supabase-js can be exercised with no network (jest and Playwright).
 *
 *   POST /auth/v1/signup                       email, password, data → session
 *   POST /auth/v1/token?grant_type=password    email, password → session
 *   POST /auth/v1/token?grant_type=refresh_token
 *   POST /auth/v1/logout
 *   GET  /auth/v1/user, PUT /auth/v1/user      (user metadata: { data }; a new password: { password })
 *   POST /auth/v1/recover?redirect_to=…        email → {} whether or not the account exists
 *   GET  /auth/v1/verify?token=…&type=recovery&redirect_to=…
 *                                              the emailed link: 303 to redirect_to with the session in the
 *                                              fragment (#access_token=…&type=recovery), or with
 *                                              #error=access_denied&error_code=otp_expired&… once used or expired
 *   GET  /auth/v1/health                       (no key needed: readiness probe)
 *   GET  /inbox?email=…                        (no key needed) the emails "sent", newest last, like a
 *                                              local mail catcher: how a browser test follows the link
 *
 * Users live in memory; access tokens are HS256 JWTs signed and verified with
 * `jose` and a test secret.
 * Every auth call must carry `apikey: <anon key>`; user calls also a bearer token.
 * Responses follow GoTrue's shapes and error bodies ({ code, error_code, msg }).
 *
 * Run alone: npx tsx tests/support/fake-supabase-auth.ts --port 54321
 */
import http from 'node:http';
import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SignJWT, jwtVerify, type JWTPayload } from 'jose';

export const FAKE_AUTH_PORT = 54321;
export const FAKE_JWT_SECRET = 'padyak-hub-test-secret-not-for-production';

/**
 * The secret as a JSON Web Key rather than bytes: jose tells bytes by `instanceof Uint8Array`, which
 * is false for Node's bytes inside jest's jsdom (another realm), where the unit tests run this server.
 */
const keyOf = (secret: string) => ({ kty: 'oct', k: Buffer.from(secret, 'utf8').toString('base64url') });

/** An HS256 JWT of these claims, as GoTrue signs its access tokens. */
export function signJwt(payload: JWTPayload, secret = FAKE_JWT_SECRET): Promise<string> {
  return new SignJWT(payload).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(keyOf(secret));
}

/** The claims of a token signed with HS256 and this secret, in date (exp, nbf); else null. */
export async function verifyJwt(token: string, secret = FAKE_JWT_SECRET): Promise<JWTPayload | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: ['HS256'] });
    return payload;
  } catch {
    return null; // any refusal (signature, algorithm, shape, dates) answers the same 401
  }
}

/**
 * The public anonymous key the test build is made with (package.json `build:test`).
 * Shaped like a real Supabase anon key: a JWT whose role is `anon`. Not a secret.
 */
export const FAKE_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJwYWR5YWstaHViLXRlc3QiLCJyb2xlIjoiYW5vbiIsImlhdCI6MTc2NDAwMDAwMCwiZXhwIjo0MTAyNDQ0ODAwfQ.Ns5MbuHML1bCrbb6Bn7TbyA5h4j2RPklyop9T6ndkiQ';

interface FakeUser {
  id: string;
  email: string;
  password: string;
  user_metadata: Record<string, unknown>;
  created_at: string;
  updated_at: string;
  /** The pending password-recovery link's token (one at a time, as GoTrue keeps one recovery_token). */
  recovery?: { token: string; sentAt: number };
}

export interface FakeEmail {
  to: string;
  subject: string;
  /** The link the email carries (GoTrue's {{ .ConfirmationURL }}). */
  link: string;
}

export interface FakeAuthServer {
  url: string;
  port: number;
  anonKey: string;
  /** Every request the server answered (method, path, headers), for assertions. */
  requests: { method: string; path: string; headers: http.IncomingHttpHeaders }[];
  users: Map<string, FakeUser>;
  /** The emails the server would have sent, oldest first. */
  inbox: FakeEmail[];
  /** Answer every auth call (health aside) with this status until cleared. */
  failWith(status: number | null): void;
  close(): Promise<void>;
}

export interface FakeAuthOptions {
  port?: number;
  host?: string;
  anonKey?: string;
  /** Access token lifetime in seconds (GoTrue's default is 3600). */
  expiresIn?: number;
  /** How long an emailed link stays valid, in seconds (GoTrue's mailer default is 3600). */
  linkLifetime?: number;
}

/** GoTrue's SMTP max frequency: one recovery email per address per 60 s. */
const EMAIL_MIN_INTERVAL_S = 60;
const MIN_PASSWORD_LENGTH = 6;

/** Where GoTrue may send a visitor back to: its allow-list here is "any page on this machine". */
function allowedRedirect(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname) ? url.href : null;
  } catch {
    return null;
  }
}

/** GoTrue builds the fragment with Go's url.Values.Encode(): keys sorted, spaces as '+'. */
function fragmentOf(values: Record<string, string | number>): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(values).sort()) params.set(key, String(values[key]));
  return params.toString();
}

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type, x-supabase-api-version',
  'Access-Control-Max-Age': '600',
};

function send(res: http.ServerResponse, status: number, body?: unknown): void {
  res.writeHead(status, {
    ...CORS_HEADERS,
    ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    'X-Supabase-Api-Version': '2024-01-01',
  });
  res.end(body === undefined ? undefined : JSON.stringify(body));
}

function fail(res: http.ServerResponse, status: number, errorCode: string, msg: string): void {
  send(res, status, { code: status, error_code: errorCode, msg });
}

async function readJson(req: http.IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return {};
  const parsed: unknown = JSON.parse(text);
  return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
}

export async function startFakeAuthServer(options: FakeAuthOptions = {}): Promise<FakeAuthServer> {
  const anonKey = options.anonKey ?? FAKE_ANON_KEY;
  const expiresIn = options.expiresIn ?? 3600;
  const linkLifetime = options.linkLifetime ?? 3600;
  const users = new Map<string, FakeUser>(); // by email
  const inbox: FakeEmail[] = [];
  const refreshTokens = new Map<string, string>(); // token → user id
  const revokedSessions = new Set<string>();
  const requests: FakeAuthServer['requests'] = [];
  let failStatus: number | null = null;

  const publicUser = (user: FakeUser) => ({
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: user.created_at,
    phone: '',
    confirmed_at: user.created_at,
    last_sign_in_at: new Date().toISOString(),
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: user.user_metadata,
    identities: [],
    created_at: user.created_at,
    updated_at: user.updated_at,
    is_anonymous: false,
  });

  const issueSession = async (user: FakeUser, sessionId: string = randomUUID(), method = 'password') => {
    const now = Math.floor(Date.now() / 1000);
    const accessToken = await signJwt({
      aud: 'authenticated',
      exp: now + expiresIn,
      iat: now,
      sub: user.id,
      email: user.email,
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: user.user_metadata,
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method, timestamp: now }],
      session_id: sessionId,
      is_anonymous: false,
    });
    const refreshToken = randomBytes(16).toString('hex');
    refreshTokens.set(refreshToken, `${user.id}|${sessionId}`);
    return {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: expiresIn,
      expires_at: now + expiresIn,
      refresh_token: refreshToken,
      user: publicUser(user),
    };
  };

  const userById = (id: string) => [...users.values()].find((user) => user.id === id);

  /** The user behind the request's bearer token, or null after answering 401/403. */
  const authenticate = async (req: http.IncomingMessage, res: http.ServerResponse): Promise<{ user: FakeUser; sessionId: string } | null> => {
    const header = req.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7) : '';
    const claims = token ? await verifyJwt(token) : null;
    if (!claims || claims.role !== 'authenticated' || typeof claims.sub !== 'string') {
      fail(res, 401, 'bad_jwt', 'invalid JWT: unable to parse or verify signature, token is unverifiable');
      return null;
    }
    const sessionId = String(claims.session_id);
    const user = userById(claims.sub);
    if (!user || revokedSessions.has(sessionId)) {
      fail(res, 403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
      return null;
    }
    return { user, sessionId };
  };

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const method = req.method ?? 'GET';
    if (method === 'OPTIONS') return send(res, 204);
    if (url.pathname === '/auth/v1/health') return send(res, 200, { version: 'fake', name: 'GoTrue', description: 'fake' });
    if (method === 'GET' && url.pathname === '/inbox') {
      const to = (url.searchParams.get('email') ?? '').trim().toLowerCase();
      return send(res, 200, { messages: inbox.filter((message) => message.to === to) });
    }
    requests.push({ method, path: `${url.pathname}${url.search}`, headers: req.headers });
    if (failStatus !== null) return send(res, failStatus, { message: 'An invalid response was received from the upstream server' });
    // The emailed link is opened by a mail app: no apikey, and the answer is a redirect, never JSON.
    if (method === 'GET' && url.pathname === '/auth/v1/verify') {
      const back = allowedRedirect(url.searchParams.get('redirect_to')) ?? `http://${req.headers.host ?? '127.0.0.1'}/`;
      const token = url.searchParams.get('token') ?? '';
      const user = token ? [...users.values()].find((candidate) => candidate.recovery?.token === token) : undefined;
      const fresh = user?.recovery && Date.now() - user.recovery.sentAt < linkLifetime * 1000;
      const target = new URL(back);
      if (!user || !fresh || url.searchParams.get('type') !== 'recovery') {
        target.hash = fragmentOf({ error: 'access_denied', error_code: 'otp_expired', error_description: 'Email link is invalid or has expired' });
      } else {
        delete user.recovery; // a link works once
        const session = await issueSession(user, randomUUID(), 'otp');
        const { user: _user, ...tokens } = session;
        target.hash = fragmentOf({ ...tokens, type: 'recovery' });
      }
      res.writeHead(303, { ...CORS_HEADERS, Location: target.href });
      return res.end();
    }
    if (req.headers.apikey !== anonKey) return send(res, 401, { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' });

    const body = method === 'POST' || method === 'PUT' ? await readJson(req) : {};
    const route = `${method} ${url.pathname}`;

    if (route === 'POST /auth/v1/signup') {
      const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
      const password = typeof body.password === 'string' ? body.password : '';
      if (!email || !password) return fail(res, 400, 'validation_failed', 'Signup requires a valid password');
      if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) return fail(res, 400, 'validation_failed', 'Unable to validate email address: invalid format');
      if (password.length < 6) {
        return send(res, 422, { code: 422, error_code: 'weak_password', msg: 'Password should be at least 6 characters.', weak_password: { reasons: ['length'] } });
      }
      if (users.has(email)) return fail(res, 422, 'user_already_exists', 'User already registered');
      const now = new Date().toISOString();
      const data = typeof body.data === 'object' && body.data !== null ? (body.data as Record<string, unknown>) : {};
      const user: FakeUser = { id: randomUUID(), email, password, user_metadata: { ...data }, created_at: now, updated_at: now };
      users.set(email, user);
      return send(res, 200, await issueSession(user)); // autoconfirm, like a project without email confirmation
    }

    if (route === 'POST /auth/v1/token') {
      const grant = url.searchParams.get('grant_type');
      if (grant === 'password') {
        const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
        const user = users.get(email);
        if (!user || user.password !== body.password) return fail(res, 400, 'invalid_credentials', 'Invalid login credentials');
        return send(res, 200, await issueSession(user));
      }
      if (grant === 'refresh_token') {
        const token = typeof body.refresh_token === 'string' ? body.refresh_token : '';
        const owner = refreshTokens.get(token);
        const [userId, sessionId] = owner ? owner.split('|') : [];
        const user = userId ? userById(userId) : undefined;
        if (!user || !sessionId || revokedSessions.has(sessionId)) return fail(res, 400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
        refreshTokens.delete(token);
        return send(res, 200, await issueSession(user, sessionId));
      }
      return fail(res, 400, 'validation_failed', 'unsupported_grant_type');
    }

    if (route === 'POST /auth/v1/recover') {
      const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
      if (!email) return fail(res, 400, 'validation_failed', 'Password recovery requires an email');
      if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) return fail(res, 400, 'validation_failed', 'Unable to validate email address: invalid format');
      const user = users.get(email);
      // GoTrue answers an unknown address exactly like a known one.
      if (!user) return send(res, 200, {});
      const waited = user.recovery ? (Date.now() - user.recovery.sentAt) / 1000 : Infinity;
      if (waited < EMAIL_MIN_INTERVAL_S) {
        const left = Math.ceil(EMAIL_MIN_INTERVAL_S - waited);
        return fail(res, 429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${left} seconds.`);
      }
      const token = randomBytes(28).toString('hex');
      user.recovery = { token, sentAt: Date.now() };
      const link = new URL(`http://${req.headers.host ?? '127.0.0.1'}/auth/v1/verify`);
      link.searchParams.set('token', token);
      link.searchParams.set('type', 'recovery');
      const redirectTo = url.searchParams.get('redirect_to');
      if (redirectTo) link.searchParams.set('redirect_to', redirectTo);
      inbox.push({ to: email, subject: 'Reset Your Password', link: link.href });
      return send(res, 200, {});
    }

    if (route === 'POST /auth/v1/logout') {
      const session = await authenticate(req, res);
      if (!session) return;
      revokedSessions.add(session.sessionId);
      return send(res, 204);
    }

    if (route === 'GET /auth/v1/user') {
      const session = await authenticate(req, res);
      if (!session) return;
      return send(res, 200, publicUser(session.user));
    }

    if (route === 'PUT /auth/v1/user') {
      const session = await authenticate(req, res);
      if (!session) return;
      // GoTrue checks a new password before it changes anything.
      if (typeof body.password === 'string') {
        if (body.password.length < MIN_PASSWORD_LENGTH) {
          return send(res, 422, {
            code: 422,
            error_code: 'weak_password',
            msg: `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`,
            weak_password: { reasons: ['length'] },
          });
        }
        if (body.password === session.user.password) {
          return fail(res, 422, 'same_password', 'New password should be different from the old password.');
        }
        session.user.password = body.password;
        // As GoTrue does: pending links die, and every other session of the account is signed out.
        delete session.user.recovery;
        for (const [token, owner] of refreshTokens) {
          const [userId, sessionId] = owner.split('|');
          if (userId === session.user.id && sessionId !== session.sessionId) {
            revokedSessions.add(sessionId as string);
            refreshTokens.delete(token);
          }
        }
      }
      if (typeof body.data === 'object' && body.data !== null) {
        // GoTrue merges the top-level keys of `data` into user_metadata.
        session.user.user_metadata = { ...session.user.user_metadata, ...(body.data as Record<string, unknown>) };
      }
      session.user.updated_at = new Date().toISOString();
      return send(res, 200, publicUser(session.user));
    }

    return fail(res, 404, 'not_found', `${method} ${url.pathname} is not served by the fake auth server`);
  };

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) fail(res, 400, 'bad_json', error instanceof Error ? error.message : 'Bad request');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    anonKey,
    requests,
    users,
    inbox,
    failWith(status) {
      failStatus = status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// Command line: npx tsx tests/support/fake-supabase-auth.ts --port 54321
if (require.main === module) {
  const portFlag = process.argv.indexOf('--port');
  const port = portFlag > 0 ? Number(process.argv[portFlag + 1]) : FAKE_AUTH_PORT;
  startFakeAuthServer({ port })
    .then((server) => {
      console.log(`Fake Supabase auth listening on ${server.url}/auth/v1`);
      const stop = () => void server.close().then(() => process.exit(0));
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
