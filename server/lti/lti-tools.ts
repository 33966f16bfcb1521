import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { ConfigError } from '../config.ts';

const ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;
const httpsOrLocal = z
  .url()
  .refine(
    (value) => /^https:\/\//.test(value) || /^http:\/\/(localhost|127\.0\.0\.1)[:/]/.test(value),
    {
      message: 'must be an https URL (http only on localhost)',
    },
  );

const courseSchema = z.object({
  id: z.string().regex(ID_PATTERN),
  title: z.string().min(1).max(200),
  description: z.string().max(2000).default(''),
  /** Where the launch lands; the tool's launch_url when absent. */
  target_link_uri: httpsOrLocal.optional(),
});

const toolSchema = z.object({
  id: z.string().regex(ID_PATTERN),
  name: z.string().min(1).max(100),
  client_id: z.string().min(1).max(255),
  deployment_id: z.string().min(1).max(255),
  /** The tool's OIDC login initiation URL. */
  login_url: httpsOrLocal,
  /** The tool's launch (target link) URL. */
  launch_url: httpsOrLocal,
  /** Where the id_token may be posted; [launch_url] when absent. */
  redirect_uris: z.array(httpsOrLocal).min(1).optional(),
  courses: z.array(courseSchema).default([]),
});

/**
 * The LTI tools file (HG_LTI_TOOLS_FILE): the platform's issuer, when the tools registered one
 * other than the address the server is reached at, and each tool with its courses.
 */
const toolsFileSchema = z.object({
  issuer: httpsOrLocal.optional(),
  tools: z.array(toolSchema),
});

export interface LtiCourseConfig {
  id: string;
  title: string;
  description: string;
  targetLinkUri: string;
}

export interface LtiTool {
  id: string;
  name: string;
  clientId: string;
  deploymentId: string;
  loginUrl: string;
  launchUrl: string;
  redirectUris: string[];
  courses: LtiCourseConfig[];
}

export interface LtiToolsConfig {
  /** Empty: the origin the launching user reached the server at. */
  issuer: string;
  tools: LtiTool[];
}

export const NO_LTI_TOOLS: LtiToolsConfig = { issuer: '', tools: [] };

/**
 * Reads and checks the tools file. Course ids are unique across tools (they are the /lti/courses
 * ids), and so are tool ids and client ids.
 * @throws ConfigError naming the first problem, so the server refuses to start with a bad file.
 */
export async function loadLtiTools(file: string): Promise<LtiToolsConfig> {
  if (!file) return NO_LTI_TOOLS;
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new ConfigError(`HG_LTI_TOOLS_FILE ${file} cannot be read as JSON: ${String(error)}`);
  }
  return parseLtiTools(raw, file);
}

export function parseLtiTools(raw: unknown, source = 'the LTI tools file'): LtiToolsConfig {
  const parsed = toolsFileSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`${source}: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`);
  }
  const tools = parsed.data.tools.map((tool): LtiTool => ({
    id: tool.id,
    name: tool.name,
    clientId: tool.client_id,
    deploymentId: tool.deployment_id,
    loginUrl: tool.login_url,
    launchUrl: tool.launch_url,
    redirectUris: tool.redirect_uris ?? [tool.launch_url],
    courses: tool.courses.map((course) => ({
      id: course.id,
      title: course.title,
      description: course.description,
      targetLinkUri: course.target_link_uri ?? tool.launch_url,
    })),
  }));
  assertUnique(
    source,
    'tool id',
    tools.map((tool) => tool.id),
  );
  assertUnique(
    source,
    'client_id',
    tools.map((tool) => tool.clientId),
  );
  assertUnique(
    source,
    'course id',
    tools.flatMap((tool) => tool.courses.map((c) => c.id)),
  );
  return { issuer: parsed.data.issuer ?? '', tools };
}

function assertUnique(source: string, what: string, values: string[]): void {
  const seen = new Set<string>();
  for (const value of values) {
    if (seen.has(value)) throw new ConfigError(`${source}: ${what} "${value}" appears twice.`);
    seen.add(value);
  }
}

/** The course with this id and its tool, or null. */
export function findCourse(
  config: LtiToolsConfig,
  courseId: string,
): { tool: LtiTool; course: LtiCourseConfig } | null {
  for (const tool of config.tools) {
    const course = tool.courses.find((candidate) => candidate.id === courseId);
    if (course) return { tool, course };
  }
  return null;
}
