import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LtiAuthRequest } from '#common/api/lti/lti.ts';
import { ltiEndpoints } from '#common/api/lti/endpoints.ts';
import { SERVICE_PREFIXES } from '#common/config/app-config.ts';
import { route } from '../http/endpoint-route.ts';
import { HttpError, notFound } from '../http/http-error.ts';
import { sendJsonNotFound } from '../http/not-found.ts';
import { serverPublicOrigin } from '../http/public-origin.ts';
import { requestOrigin } from '../http/request-origin.ts';
import { findUserById } from '../users/user-repository.ts';
import { formPostPage, formPostPolicy } from './form-post-page.ts';
import { LTI_ROLES, signLaunchIdToken } from './id-token.ts';
import { findOpenLtiLaunch, finishLtiLaunch, startLtiLaunch } from './lti-launches.ts';
import { findCourse, loadLtiTools, NO_LTI_TOOLS } from './lti-tools.ts';
import { loadPlatformKey, publicJwks, type PlatformKey } from './platform-key.ts';

const invalidRequest = (message: string) => new HttpError(400, 'lti_invalid_request', message);
const LAUNCH_INVALID =
  "L'avvio dello strumento non è valido o è scaduto. Riapri il corso dalla Tech Journey.";

/**
 * The LTI 1.3 platform (API.md prefix /api/lti): the tools' courses, the launch (OIDC third-party
 * initiated login), the authorization endpoint that answers the signed id_token, and the JWKS.
 * Development environment only (spec 01 §2): the declarations say so (`devOnly`), so elsewhere
 * route() registers none of them, every path answers 404 and the tools file is not even read.
 */
export async function ltiPlugin(app: FastifyInstance): Promise<void> {
  const { services } = app;
  const now = () => new Date(services.clock());
  const development = services.config.environment === 'development';
  app.setNotFoundHandler(sendJsonNotFound);
  const tools = development ? await loadLtiTools(services.config.ltiToolsFile) : NO_LTI_TOOLS;

  let keyLoad: Promise<PlatformKey> | null = null;
  const platformKey = () =>
    (keyLoad ??= loadPlatformKey(services.db, now()).catch((error: unknown) => {
      keyLoad = null;
      throw error;
    }));

  // OIDC lets a tool POST its auth request as a form; Fastify parses only JSON by itself.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  // The form page carries its own CSP (a hashed script, a form to the tool's origin). The web
  // UI's HTML headers are written by a root onSend hook, which runs before this one.
  const pagePolicies = new WeakMap<FastifyRequest, string>();
  app.addHook('onSend', async (request, reply, payload) => {
    const policy = pagePolicies.get(request);
    if (policy) reply.header('content-security-policy', policy);
    return payload;
  });

  route(app, ltiEndpoints.listLtiCourses, async () =>
    tools.tools.flatMap((tool) =>
      tool.courses.map((course) => ({
        id: course.id,
        title: course.title,
        description: course.description,
        tool_id: tool.id,
        tool_name: tool.name,
      })),
    ),
  );

  route(app, ltiEndpoints.launchLtiCourse, async ({ params, auth, request, reply }) => {
    const found = findCourse(tools, params.id);
    if (!found) throw notFound();
    const { tool, course } = found;
    // The issuer is stored with the launch and sent to the tool: from configuration, never Host.
    const issuer = tools.issuer || serverPublicOrigin(app);
    const hint = await startLtiLaunch(
      services.db,
      { userId: auth.user_id, toolId: tool.id, courseId: course.id, issuer },
      now(),
    );
    reply.header('cache-control', 'no-store');
    // Answered to this caller only, who opens it at once: the origin it reached (the desktop
    // lets the system browser open its configured LTI origin only, which may be 127.0.0.1).
    return { url: `${requestOrigin(request)}${SERVICE_PREFIXES.ltiBaseUrl}/launches/${hint}` };
  });

  // The OIDC third-party initiated login, by redirect to the tool's login initiation URL.
  route(app, ltiEndpoints.openLtiLaunch, async ({ params, reply }) => {
    const launch = await findOpenLtiLaunch(services.db, params.hint, now());
    const found = launch ? findCourse(tools, launch.courseId) : null;
    if (!launch || !found || found.tool.id !== launch.toolId) throw invalidRequest(LAUNCH_INVALID);
    const { tool, course } = found;
    const url = new URL(tool.loginUrl);
    url.searchParams.set('iss', launch.issuer);
    url.searchParams.set('login_hint', launch.userId);
    url.searchParams.set('target_link_uri', course.targetLinkUri);
    url.searchParams.set('lti_message_hint', params.hint);
    url.searchParams.set('client_id', tool.clientId);
    url.searchParams.set('lti_deployment_id', tool.deploymentId);
    reply.header('cache-control', 'no-store');
    return reply.redirect(url.toString(), 303);
  });

  route(app, ltiEndpoints.getLtiJwks, async ({ reply }) => {
    await platformKey();
    reply.header('cache-control', 'public, max-age=300');
    return publicJwks(services.db);
  });

  const authorize = async (
    authRequest: LtiAuthRequest,
    request: FastifyRequest,
    reply: FastifyReply,
  ) => {
    if (
      !authRequest.scope.split(' ').includes('openid') ||
      authRequest.response_type !== 'id_token' ||
      authRequest.response_mode !== 'form_post' ||
      (authRequest.prompt !== undefined && authRequest.prompt !== 'none')
    ) {
      throw invalidRequest('Richiesta di autorizzazione LTI non valida.');
    }
    const tool = tools.tools.find((candidate) => candidate.clientId === authRequest.client_id);
    if (!tool) throw invalidRequest('Strumento LTI sconosciuto.');
    // The id_token goes only where the tool registered: never to an address the request names.
    if (!tool.redirectUris.includes(authRequest.redirect_uri)) {
      throw invalidRequest('Indirizzo di ritorno non registrato per questo strumento.');
    }
    const launch = await finishLtiLaunch(services.db, {
      hint: authRequest.lti_message_hint,
      toolId: tool.id,
      loginHint: authRequest.login_hint,
      nonce: authRequest.nonce,
      now: now(),
    });
    const found = launch ? findCourse(tools, launch.courseId) : null;
    const user = launch ? await findUserById(services.db, launch.userId) : null;
    if (!launch || !found || found.tool.id !== tool.id || !user || !LTI_ROLES[user.role]) {
      throw invalidRequest(LAUNCH_INVALID);
    }
    const idToken = await signLaunchIdToken(
      {
        issuer: launch.issuer,
        tool,
        course: found.course,
        user: { id: user.id, name: user.name, role: user.role },
        nonce: authRequest.nonce,
        nowSeconds: Math.floor(services.clock() / 1000),
      },
      await platformKey(),
    );
    pagePolicies.set(request, formPostPolicy(authRequest.redirect_uri));
    reply.header('cache-control', 'no-store');
    reply.type('text/html; charset=utf-8');
    return reply.send(
      formPostPage(authRequest.redirect_uri, { id_token: idToken, state: authRequest.state }),
    );
  };

  route(app, ltiEndpoints.authorizeLtiLaunch, ({ query, request, reply }) =>
    authorize(query, request, reply),
  );
  route(app, ltiEndpoints.authorizeLtiLaunchByPost, ({ body, request, reply }) =>
    authorize(body, request, reply),
  );
}
