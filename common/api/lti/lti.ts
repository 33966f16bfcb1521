import { z } from 'zod';

/** A course that an external tool offers (GET /api/lti/courses). */
export const ltiCourseSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  tool_id: z.string(),
  tool_name: z.string(),
});
export type LtiCourse = z.infer<typeof ltiCourseSchema>;

export const ltiCourseParamsSchema = z.object({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'Corso non valido.'),
});

/**
 * The answer of a launch: an address of this LTI service, to open in a browser, that redirects
 * to the tool's OIDC login initiation (with iss, login_hint, target_link_uri, lti_message_hint,
 * client_id, lti_deployment_id). Going through our own origin lets the desktop app hand it to
 * the system browser, which opens only addresses of origins it was configured with.
 */
export const ltiLaunchSchema = z.object({ url: z.url() });
export type LtiLaunch = z.infer<typeof ltiLaunchSchema>;

/** GET /api/lti/launches/:hint: the launch's lti_message_hint (32 random bytes, base64url). */
export const ltiLaunchParamsSchema = z.object({
  hint: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Avvio non valido.'),
});

/** The platform's public keys (RFC 7517), for the tools to verify our id_tokens. */
export const jwksSchema = z.object({
  keys: z.array(z.looseObject({ kty: z.string(), kid: z.string() })),
});

const param = (name: string) =>
  z
    .string({ error: `Parametro ${name} mancante.` })
    .min(1, `Parametro ${name} mancante.`)
    .max(2048, `Parametro ${name} troppo lungo.`);

/**
 * The tool's OIDC authentication request (LTI 1.3 / IMS Security Framework §5.1.1.2), by GET
 * query or POSTed form. Every part but prompt is required; the values are checked against the
 * registered tool and the launch by the server.
 */
export const ltiAuthRequestSchema = z.object({
  scope: param('scope'),
  response_type: param('response_type'),
  response_mode: param('response_mode'),
  client_id: param('client_id'),
  redirect_uri: param('redirect_uri'),
  login_hint: param('login_hint'),
  lti_message_hint: param('lti_message_hint'),
  state: param('state'),
  nonce: param('nonce'),
  prompt: z.string().max(64).optional(),
});
export type LtiAuthRequest = z.infer<typeof ltiAuthRequestSchema>;
