import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify, type JSONWebKeySet } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeAccessClaims } from '#common/auth/claims.ts';
import { signedInClient } from '../testing/signed-in-client.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_ENGINE } from '../testing/test-database.ts';
import { LTI_LAUNCH_TTL_MS } from './lti-launches.ts';

const LTI = 'https://purl.imsglobal.org/spec/lti/claim';
const TOOL = {
  id: 'code-lab',
  name: 'Code Lab',
  client_id: 'tj-code-lab-client',
  deployment_id: 'deployment-1',
  login_url: 'https://lab.example.org/lti/login?tenant=scuola',
  launch_url: 'https://lab.example.org/lti/launch',
  courses: [
    { id: 'git-basics', title: 'Git dalle basi', description: 'Commit, branch e merge.' },
    {
      id: 'linux-shell',
      title: 'La shell di Linux',
      target_link_uri: 'https://lab.example.org/lti/launch/shell',
    },
  ],
};
const OTHER_TOOL = {
  id: 'quiz-arena',
  name: 'Quiz Arena',
  client_id: 'tj-quiz-arena',
  deployment_id: 'dep-9',
  login_url: 'https://arena.example.org/oidc',
  launch_url: 'https://arena.example.org/launch',
  courses: [{ id: 'sql-intro', title: 'SQL per iniziare' }],
};
const STUDENT = 'studente2@demo.test';
const PROFESSOR = 'docente@demo.test';

let dir: string;
let toolsFile: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tj-lti-'));
  toolsFile = join(dir, 'lti-tools.json');
  await writeFile(toolsFile, JSON.stringify({ tools: [TOOL, OTHER_TOOL] }));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe(`LTI 1.3 platform, development environment (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let lti: ReturnType<typeof signedInClient>;
  beforeAll(async () => {
    t = await createTestApp({ config: { environment: 'development', ltiToolsFile: toolsFile } });
    lti = signedInClient(t, '/api/lti');
  });
  afterAll(async () => {
    await t.close();
  });

  const userIdOf = async (email: string) => decodeAccessClaims(await lti.tokenOf(email))!.user_id;

  /** Starts a launch and follows our redirect: the tool's login initiation address. */
  const launch = async (email: string, course = 'git-basics') => {
    const answer = await lti.post(email, `/courses/${course}/launch`);
    expect(answer.statusCode).toBe(200);
    const ours = new URL(answer.json<{ url: string }>().url);
    expect(ours.pathname).toMatch(/^\/api\/lti\/launches\/[A-Za-z0-9_-]{43}$/);
    const redirect = await t.app.inject({ method: 'GET', url: ours.pathname });
    expect(redirect.statusCode).toBe(303);
    expect(redirect.headers['cache-control']).toBe('no-store');
    return new URL(String(redirect.headers.location));
  };

  /** The tool's auth request for a login initiation, with `change` applied. */
  const authQuery = (login: URL, change: Record<string, string | undefined> = {}) => {
    const query: Record<string, string | undefined> = {
      scope: 'openid',
      response_type: 'id_token',
      response_mode: 'form_post',
      prompt: 'none',
      client_id: login.searchParams.get('client_id')!,
      redirect_uri: TOOL.launch_url,
      login_hint: login.searchParams.get('login_hint')!,
      lti_message_hint: login.searchParams.get('lti_message_hint')!,
      state: 'tool-state-123',
      nonce: `nonce-${Math.random()}`,
      ...change,
    };
    return Object.fromEntries(
      Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined),
    );
  };
  const authorize = (query: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/lti/auth', query });

  const formFields = (html: string) =>
    Object.fromEntries(
      [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [
        m[1],
        m[2]!
          .replace(/&quot;/g, '"')
          .replace(/&#39;/g, "'")
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&amp;/g, '&'),
      ]),
    );

  const verifyWithOurJwks = async (idToken: string, issuer: string, audience: string) => {
    const jwksAnswer = await t.app.inject({ method: 'GET', url: '/api/lti/.well-known/jwks.json' });
    expect(jwksAnswer.statusCode).toBe(200);
    const jwks = jwksAnswer.json<JSONWebKeySet>();
    // Public halves only.
    expect(JSON.stringify(jwks)).not.toMatch(/"(d|p|q|dp|dq|qi)":/);
    return jwtVerify(idToken, createLocalJWKSet(jwks), {
      issuer,
      audience,
      algorithms: ['RS256'],
    });
  };

  it("lists the tools' courses to students and professors only", async () => {
    const answer = await lti.get(STUDENT, '/courses');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual([
      {
        id: 'git-basics',
        title: 'Git dalle basi',
        description: 'Commit, branch e merge.',
        tool_id: 'code-lab',
        tool_name: 'Code Lab',
      },
      {
        id: 'linux-shell',
        title: 'La shell di Linux',
        description: '',
        tool_id: 'code-lab',
        tool_name: 'Code Lab',
      },
      {
        id: 'sql-intro',
        title: 'SQL per iniziare',
        description: '',
        tool_id: 'quiz-arena',
        tool_name: 'Quiz Arena',
      },
    ]);
    expect((await lti.get(PROFESSOR, '/courses')).statusCode).toBe(200);
    expect((await lti.get('visitatore@demo.test', '/courses')).statusCode).toBe(403);
    expect((await lti.get(null, '/courses')).statusCode).toBe(401);
  });

  it('starts the OIDC login initiation at the tool with every LTI parameter', async () => {
    const login = await launch(STUDENT);
    expect(login.origin + login.pathname).toBe('https://lab.example.org/lti/login');
    expect(login.searchParams.get('tenant')).toBe('scuola');
    expect(login.searchParams.get('iss')).toMatch(/^https?:\/\//);
    expect(login.searchParams.get('login_hint')).toBe(await userIdOf(STUDENT));
    expect(login.searchParams.get('target_link_uri')).toBe(TOOL.launch_url);
    expect(login.searchParams.get('lti_message_hint')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(login.searchParams.get('client_id')).toBe(TOOL.client_id);
    expect(login.searchParams.get('lti_deployment_id')).toBe(TOOL.deployment_id);
    expect(login.searchParams.get('lti_message_hint')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await lti.post(STUDENT, '/courses/no-such-course/launch')).statusCode).toBe(404);
    expect((await lti.get(null, `/launches/${'x'.repeat(43)}`)).statusCode).toBe(400);
    expect((await lti.get(null, '/launches/short')).statusCode).toBe(422);
    expect((await lti.post(STUDENT, '/courses/Bad_Id/launch')).statusCode).toBe(422);
  });

  it('answers a signed id_token that verifies against our JWKS, with the launch claims', async () => {
    const login = await launch(STUDENT);
    const query = authQuery(login);
    const answer = await authorize(query);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['content-security-policy']).toContain(
      'form-action https://lab.example.org',
    );
    expect(answer.body).toContain(`action="${TOOL.launch_url}"`);
    const fields = formFields(answer.body);
    expect(fields.state).toBe('tool-state-123');

    const issuer = login.searchParams.get('iss')!;
    const { payload, protectedHeader } = await verifyWithOurJwks(
      fields.id_token!,
      issuer,
      TOOL.client_id,
    );
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload.sub).toBe(await userIdOf(STUDENT));
    expect(payload.nonce).toBe(query.nonce);
    expect(payload.exp! - payload.iat!).toBe(300);
    expect(payload[`${LTI}/message_type`]).toBe('LtiResourceLinkRequest');
    expect(payload[`${LTI}/version`]).toBe('1.3.0');
    expect(payload[`${LTI}/deployment_id`]).toBe(TOOL.deployment_id);
    expect(payload[`${LTI}/target_link_uri`]).toBe(TOOL.launch_url);
    expect(payload[`${LTI}/resource_link`]).toMatchObject({
      id: 'git-basics',
      title: 'Git dalle basi',
    });
    expect(payload[`${LTI}/roles`]).toEqual([
      'http://purl.imsglobal.org/vocab/lis/v2/membership#Learner',
      'http://purl.imsglobal.org/vocab/lis/v2/institution/person#Student',
    ]);
    expect(payload[`${LTI}/context`]).toMatchObject({ id: 'git-basics', title: 'Git dalle basi' });
    expect(payload).not.toHaveProperty('email');
  });

  it("gives a professor the Instructor role and a course's own target link", async () => {
    const login = await launch(PROFESSOR, 'linux-shell');
    expect(login.searchParams.get('target_link_uri')).toBe(
      'https://lab.example.org/lti/launch/shell',
    );
    const answer = await authorize(authQuery(login));
    expect(answer.statusCode).toBe(200);
    const { payload } = await verifyWithOurJwks(
      formFields(answer.body).id_token!,
      login.searchParams.get('iss')!,
      TOOL.client_id,
    );
    expect(payload[`${LTI}/roles`]).toContain(
      'http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor',
    );
    expect(payload[`${LTI}/target_link_uri`]).toBe('https://lab.example.org/lti/launch/shell');
  });

  it('also takes the auth request as a POSTed form', async () => {
    const login = await launch(STUDENT, 'sql-intro');
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/lti/auth',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(
        authQuery(login, { redirect_uri: OTHER_TOOL.launch_url }),
      ).toString(),
    });
    expect(answer.statusCode).toBe(200);
    const { payload } = await verifyWithOurJwks(
      formFields(answer.body).id_token!,
      login.searchParams.get('iss')!,
      OTHER_TOOL.client_id,
    );
    expect(payload[`${LTI}/deployment_id`]).toBe('dep-9');
  });

  it('refuses a redirect_uri the tool did not register, without using up the launch', async () => {
    const login = await launch(STUDENT);
    for (const redirect of ['https://evil.example/steal', 'https://lab.example.org/lti/launch/']) {
      const refused = await authorize(authQuery(login, { redirect_uri: redirect }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(
        'Indirizzo di ritorno non registrato per questo strumento.',
      );
      expect(refused.body).not.toContain('id_token');
    }
    expect((await authorize(authQuery(login))).statusCode).toBe(200);
  });

  it('uses a launch once only (and no longer redirects to the tool)', async () => {
    const login = await launch(STUDENT);
    expect((await authorize(authQuery(login))).statusCode).toBe(200);
    const hint = login.searchParams.get('lti_message_hint')!;
    expect((await lti.get(null, `/launches/${hint}`)).statusCode).toBe(400);
    const replay = await authorize(authQuery(login));
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toMatch(/non è valido o è scaduto/);
  });

  it('refuses a missing state or nonce (422, in Italian) and a nonce the tool already used', async () => {
    const login = await launch(STUDENT);
    const noState = await authorize(authQuery(login, { state: undefined }));
    expect(noState.statusCode).toBe(422);
    expect(noState.json().details.state).toBe('Parametro state mancante.');
    const noNonce = await authorize(authQuery(login, { nonce: '' }));
    expect(noNonce.statusCode).toBe(422);
    expect((await authorize(authQuery(login, { nonce: 'once-only' }))).statusCode).toBe(200);
    const again = await launch(STUDENT);
    expect((await authorize(authQuery(again, { nonce: 'once-only' }))).statusCode).toBe(400);
    expect((await authorize(authQuery(again, { nonce: 'a-new-one' }))).statusCode).toBe(200);
  });

  it("refuses another tool's client_id, another user's login_hint, a wrong flow, an expired launch", async () => {
    const login = await launch(STUDENT);
    expect((await authorize(authQuery(login, { client_id: 'tj-quiz-arena' }))).statusCode).toBe(
      400,
    );
    expect((await authorize(authQuery(login, { client_id: 'unknown' }))).statusCode).toBe(400);
    const other = await userIdOf(PROFESSOR);
    expect((await authorize(authQuery(login, { login_hint: other }))).statusCode).toBe(400);
    expect((await authorize(authQuery(login, { response_type: 'code' }))).statusCode).toBe(400);
    expect((await authorize(authQuery(login, { scope: 'profile' }))).statusCode).toBe(400);
    expect((await authorize(authQuery(login, { response_mode: 'query' }))).statusCode).toBe(400);
    t.advanceClock(LTI_LAUNCH_TTL_MS);
    try {
      expect((await authorize(authQuery(login))).statusCode).toBe(400);
    } finally {
      t.advanceClock(-LTI_LAUNCH_TTL_MS);
    }
  });

  it('keeps one signing key, published with its kid', async () => {
    const login = await launch(STUDENT);
    const answer = await authorize(authQuery(login));
    const { kid } = decodeProtectedHeader(formFields(answer.body).id_token!);
    const jwks = (
      await t.app.inject({ method: 'GET', url: '/api/lti/.well-known/jwks.json' })
    ).json<JSONWebKeySet>();
    expect(jwks.keys.map((key) => key.kid)).toEqual([kid]);
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
  });
});

describe(`LTI outside the development environment (${TEST_ENGINE})`, () => {
  it('answers 404 on every path, even for a signed-in student', async () => {
    const t = await createTestApp({
      config: { environment: 'production', ltiToolsFile: toolsFile },
    });
    try {
      const lti = signedInClient(t, '/api/lti');
      expect((await lti.get(STUDENT, '/courses')).statusCode).toBe(404);
      expect((await lti.post(STUDENT, '/courses/git-basics/launch')).statusCode).toBe(404);
      expect((await lti.get(null, `/launches/${'x'.repeat(43)}`)).statusCode).toBe(404);
      expect((await lti.get(null, '/.well-known/jwks.json')).statusCode).toBe(404);
      expect((await lti.get(null, '/auth?scope=openid')).statusCode).toBe(404);
      const rows = await t.db.query('SELECT kid FROM lti_platform_keys');
      expect(rows).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
