import { SignJWT } from 'jose';
import type { Role } from '#common/auth/roles.ts';
import type { LtiCourseConfig, LtiTool } from './lti-tools.ts';
import { LTI_SIGNING_ALG, type PlatformKey } from './platform-key.ts';

const LTI = 'https://purl.imsglobal.org/spec/lti/claim';
const LIS = 'http://purl.imsglobal.org/vocab/lis/v2';

/** The id_token is read by the tool right away; a short life limits a replay. */
export const ID_TOKEN_TTL_SECONDS = 300;

/** LTI roles (LTI Core §A.2): context membership first, then the institution role. */
export const LTI_ROLES: Partial<Record<Role, string[]>> = {
  student: [`${LIS}/membership#Learner`, `${LIS}/institution/person#Student`],
  professor: [`${LIS}/membership#Instructor`, `${LIS}/institution/person#Faculty`],
};

export interface IdTokenInput {
  issuer: string;
  tool: LtiTool;
  course: LtiCourseConfig;
  user: { id: string; name: string; role: Role };
  nonce: string;
  nowSeconds: number;
}

/**
 * The id_token of an LTI 1.3 resource-link launch (LTI Core 1.3 §5.3), signed with the
 * platform's key. The resource link and the context are the course; sub is our user id (stable,
 * and nothing else about the user besides the display name).
 */
export async function signLaunchIdToken(input: IdTokenInput, key: PlatformKey): Promise<string> {
  const { tool, course, user } = input;
  return new SignJWT({
    nonce: input.nonce,
    azp: tool.clientId,
    name: user.name,
    locale: 'it-CH',
    [`${LTI}/message_type`]: 'LtiResourceLinkRequest',
    [`${LTI}/version`]: '1.3.0',
    [`${LTI}/deployment_id`]: tool.deploymentId,
    [`${LTI}/target_link_uri`]: course.targetLinkUri,
    [`${LTI}/resource_link`]: {
      id: course.id,
      title: course.title,
      description: course.description,
    },
    [`${LTI}/roles`]: LTI_ROLES[user.role] ?? [],
    [`${LTI}/context`]: {
      id: course.id,
      label: course.id,
      title: course.title,
      type: [`${LIS}/course#CourseOffering`],
    },
    [`${LTI}/tool_platform`]: {
      guid: input.issuer,
      name: 'Tech Journey',
      product_family_code: 'tech-journey',
    },
    [`${LTI}/launch_presentation`]: { document_target: 'window', locale: 'it-CH' },
  })
    .setProtectedHeader({ alg: LTI_SIGNING_ALG, kid: key.kid, typ: 'JWT' })
    .setIssuer(input.issuer)
    .setAudience(tool.clientId)
    .setSubject(user.id)
    .setIssuedAt(input.nowSeconds)
    .setExpirationTime(input.nowSeconds + ID_TOKEN_TTL_SECONDS)
    .sign(key.privateKey);
}
