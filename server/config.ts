import { DEFAULT_SCHOOL_TIME_ZONE } from '#common/format/swiss-italian.ts';
import { resolve } from 'node:path';
import { DESKTOP_APP_ORIGIN } from '#common/constants.ts';

/** Everything the platform server reads from its environment, parsed and checked once. */
export interface ServerConfig {
  port: number;
  host: string;
  /** Where PGlite keeps its files when no DATABASE_URL is set. */
  dataDir: string;
  /** PostgreSQL connection string; when absent the server runs embedded PGlite. */
  databaseUrl: string | undefined;
  /** Domain of the session cookie; empty means a host-only cookie. */
  cookieDomain: string;
  /** Signing secret of access tokens; when absent one is generated and kept in the database. */
  jwtSecret: string | undefined;
  /** The built web UI (index.html and assets). */
  webDir: string;
  environment: 'development' | 'production';
  eventsUrl: string;
  /** HG_PREVIOUS_PLATFORM_URL: the school's previous platform, linked from the map when set. */
  previousPlatformUrl: string;
  /**
   * HG_EVENTS_SSO_SECRET: the secret the events platform presents when it redeems a one-time
   * code server-to-server; empty turns the exchange off (404).
   */
  eventsSsoSecret: string;
  /** HG_LTI_TOOLS_FILE: the JSON file of the LTI 1.3 tools (development only; empty: none). */
  ltiToolsFile: string;
  /** The school's time zone: a streak day is a calendar day there (IANA name). */
  schoolTimeZone: string;
  sentryDsn: string;
  /** Page analytics: a self-hosted Plausible's base URL and the site id there (both, or off). */
  analyticsUrl: string;
  analyticsSiteId: string;
  /** Fastify's trustProxy: false, true, a hop count, or a list of trusted addresses/CIDRs. */
  trustProxy: boolean | number | string[];
  /**
   * Origins whose pages may call the API cross-origin (CORS): the desktop renderer's app://
   * origin always, the electron-vite dev servers in development, plus HG_ALLOWED_ORIGINS.
   */
  allowedOrigins: string[];
  /**
   * Connections one address is served on at once (0: no cap); as many more wait for a place
   * (connections-per-address.ts). 300 by default, a class behind one school address; off by
   * default behind a trusted proxy, where every connection comes from the proxy's address.
   */
  maxConnectionsPerAddress: number;
  /**
   * HG_ISSUER_EMAIL: the contact address of the issuer of the platform's Open Badges (the 2.0
   * issuer profile requires one). Set it to the school's address; the default names no mailbox.
   */
  issuerEmail: string;
  /**
   * HG_ACCESSIBILITY_EMAIL: where the accessibility statement (/accessibilita) tells people to
   * report a barrier. Unset: the school's contact address of HG_ISSUER_EMAIL, so a school that
   * sets one address has both.
   */
  accessibilityEmail: string;
  /** LOG_LEVEL: info by default (errors and refused requests); debug adds every success. */
  logLevel: LogLevel;
  /**
   * HG_PUBLIC_URL: the platform's public origin (`https://tj.scuola.example`), the only source of
   * the addresses the server writes into what outlives a request: Open Badges ids, certificates'
   * verification QR codes, credential slips, operator exports. Unset: this machine's address
   * (server/http/public-origin.ts). Never taken from a request's Host header, which the caller
   * chooses.
   */
  publicUrl: string | undefined;
  /**
   * HG_BACKUP_DIR: where the server writes its scheduled backups (docs/operations.md); unset,
   * no schedule. HG_BACKUP_INTERVAL_HOURS apart (24 by default), the newest HG_BACKUP_KEEP (7)
   * kept.
   */
  backup: { dir: string | undefined; intervalHours: number; keep: number };
  /**
   * HG_SMTP_URL: the school's mail server for the forgotten-password links
   * (`smtps://user:password@smtp.scuola.example` or `smtp://…:587`, STARTTLS). Unset: no
   * self-service reset; the sign-in page tells students to ask their professor for a new slip.
   */
  smtpUrl: string | undefined;
  /** HG_SMTP_FROM: the sender of those mails (needed with HG_SMTP_URL). */
  smtpFrom: string;
  /**
   * HG_METRICS_TOKEN: the bearer token Prometheus presents to scrape /metrics (at least 32
   * characters); empty turns /metrics off (404, as for any unknown address).
   */
  metricsToken: string;
  /**
   * HG_OIDC_ISSUER, HG_OIDC_CLIENT_ID, HG_OIDC_CLIENT_SECRET, HG_OIDC_ALLOWED_DOMAINS: the school's
   * OpenID Connect provider for "Accedi con l'account della scuola" (docs/school-sign-in.md);
   * all four or none, null when none.
   */
  schoolSignIn: SchoolSignInConfig | null;
}

export interface SchoolSignInConfig {
  /** The issuer identifier, exactly as the provider's discovery document names it. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Lower-case e-mail domains whose accounts may sign in this way. */
  allowedDomains: string[];
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Thrown for a bad environment value; its message is the one line printed at start. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

const MIN_JWT_SECRET_LENGTH = 32;
/** A reserved domain (RFC 2606): plainly a value to replace, never someone else's mailbox. */
export const DEFAULT_ISSUER_EMAIL = 'attestati@tech-journey.example';
const DEFAULT_MAX_CONNECTIONS_PER_ADDRESS = 300;
const COOKIE_DOMAIN_PATTERN =
  /^\.?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i;

/**
 * Reads the server configuration from environment variables (see server/README.md).
 * Relative paths are resolved against the current working directory.
 * @throws ConfigError with a one-line explanation for the first invalid value.
 */
export function loadConfig(env: Env = process.env): ServerConfig {
  const trustProxy = parseTrustProxy(value(env, 'TRUST_PROXY') ?? 'false');
  const issuerEmail = parseEmail(
    'HG_ISSUER_EMAIL',
    value(env, 'HG_ISSUER_EMAIL') ?? DEFAULT_ISSUER_EMAIL,
  );
  return {
    port: parsePort(value(env, 'PORT') ?? '8787'),
    host: value(env, 'HOST') ?? '127.0.0.1',
    dataDir: resolve(value(env, 'HG_DATA_DIR') ?? '.data'),
    databaseUrl: parseDatabaseUrl(value(env, 'DATABASE_URL')),
    cookieDomain: parseCookieDomain(value(env, 'COOKIE_DOMAIN') ?? ''),
    jwtSecret: parseJwtSecret(value(env, 'HG_JWT_SECRET')),
    webDir: resolve(value(env, 'HG_WEB_DIR') ?? 'out/renderer'),
    environment: parseEnvironment(value(env, 'HG_ENVIRONMENT') ?? 'production'),
    eventsUrl: parseOptionalUrl('HG_EVENTS_URL', value(env, 'HG_EVENTS_URL')),
    previousPlatformUrl: parseOptionalUrl(
      'HG_PREVIOUS_PLATFORM_URL',
      value(env, 'HG_PREVIOUS_PLATFORM_URL'),
    ),
    eventsSsoSecret: parseSharedSecret('HG_EVENTS_SSO_SECRET', value(env, 'HG_EVENTS_SSO_SECRET')),
    ltiToolsFile: ((file) => (file ? resolve(file) : ''))(value(env, 'HG_LTI_TOOLS_FILE')),
    schoolTimeZone: parseTimeZone(value(env, 'HG_SCHOOL_TIME_ZONE') ?? DEFAULT_SCHOOL_TIME_ZONE),
    sentryDsn: parseOptionalUrl('HG_SENTRY_DSN', value(env, 'HG_SENTRY_DSN')),
    analyticsUrl: parseOptionalUrl('HG_ANALYTICS_URL', value(env, 'HG_ANALYTICS_URL')),
    analyticsSiteId: parseSiteId(value(env, 'HG_ANALYTICS_SITE_ID') ?? ''),
    trustProxy,
    allowedOrigins: allowedOrigins(env),
    maxConnectionsPerAddress: parseMaxConnections(
      value(env, 'HG_MAX_CONNECTIONS_PER_ADDRESS') ??
        String(trustProxy === false ? DEFAULT_MAX_CONNECTIONS_PER_ADDRESS : 0),
    ),
    issuerEmail,
    accessibilityEmail: parseEmail(
      'HG_ACCESSIBILITY_EMAIL',
      value(env, 'HG_ACCESSIBILITY_EMAIL') ?? issuerEmail,
    ),
    logLevel: parseLogLevel(value(env, 'LOG_LEVEL') ?? 'info'),
    publicUrl: parsePublicUrl(value(env, 'HG_PUBLIC_URL')),
    backup: {
      dir: ((dir) => (dir ? resolve(dir) : undefined))(value(env, 'HG_BACKUP_DIR')),
      intervalHours: parseWholeNumber(
        'HG_BACKUP_INTERVAL_HOURS',
        value(env, 'HG_BACKUP_INTERVAL_HOURS') ?? '24',
        'hours between backups, such as 24',
      ),
      keep: parseWholeNumber(
        'HG_BACKUP_KEEP',
        value(env, 'HG_BACKUP_KEEP') ?? '7',
        'how many backups to keep, such as 7',
      ),
    },
    ...parseSmtp(value(env, 'HG_SMTP_URL'), value(env, 'HG_SMTP_FROM')),
    metricsToken: parseSharedSecret('HG_METRICS_TOKEN', value(env, 'HG_METRICS_TOKEN')),
    schoolSignIn: parseSchoolSignIn(env),
  };
}

/** A count of at least 1 (0 hours or 0 backups kept would make no sense). */
function parseWholeNumber(name: string, raw: string, meaning: string): number {
  if (!/^\d{1,6}$/.test(raw) || Number(raw) < 1) {
    throw new ConfigError(`${name} must be a whole number from 1, ${meaning} (got "${raw}").`);
  }
  return Number(raw);
}

/**
 * The mail server and sender of the forgotten-password links: both or neither. The URL carries a
 * password, so it is never echoed back in a message.
 */
function parseSmtp(
  rawUrl: string | undefined,
  rawFrom: string | undefined,
): Pick<ServerConfig, 'smtpUrl' | 'smtpFrom'> {
  if (rawUrl === undefined) {
    if (rawFrom !== undefined) {
      throw new ConfigError('HG_SMTP_FROM is set but HG_SMTP_URL is not: set both, or neither.');
    }
    return { smtpUrl: undefined, smtpFrom: '' };
  }
  const url = URL.canParse(rawUrl) ? new URL(rawUrl) : undefined;
  if (!url || (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || url.hostname === '') {
    throw new ConfigError(
      'HG_SMTP_URL must be an smtp:// or smtps:// URL such as smtps://utente:password@smtp.scuola.example (its value is not shown: it may hold a password).',
    );
  }
  if ((url.username === '') !== (url.password === '')) {
    throw new ConfigError(
      'HG_SMTP_URL must carry both a user name and a password, or neither (its value is not shown).',
    );
  }
  if (url.pathname !== '' && url.pathname !== '/') {
    throw new ConfigError('HG_SMTP_URL must have no path (its value is not shown).');
  }
  if (rawFrom === undefined) {
    throw new ConfigError(
      'HG_SMTP_FROM is needed with HG_SMTP_URL: the sender address, such as noreply@scuola.example.',
    );
  }
  return { smtpUrl: rawUrl, smtpFrom: parseEmail('HG_SMTP_FROM', rawFrom) };
}

const SCHOOL_SIGN_IN_VARIABLES = [
  'HG_OIDC_ISSUER',
  'HG_OIDC_CLIENT_ID',
  'HG_OIDC_CLIENT_SECRET',
  'HG_OIDC_ALLOWED_DOMAINS',
] as const;

/**
 * The school's OpenID provider: all four variables or none, since any three of them would show a
 * button that cannot work. The issuer is https (http on this machine only: tests, a demo).
 */
function parseSchoolSignIn(env: Env): SchoolSignInConfig | null {
  const [issuer, clientId, clientSecret, domains] = SCHOOL_SIGN_IN_VARIABLES.map((name) =>
    value(env, name),
  );
  const missing = SCHOOL_SIGN_IN_VARIABLES.filter((name) => value(env, name) === undefined);
  if (missing.length === SCHOOL_SIGN_IN_VARIABLES.length) return null;
  if (missing.length > 0 || !issuer || !clientId || !clientSecret || !domains) {
    throw new ConfigError(
      `Signing in with the school's account needs all of ${SCHOOL_SIGN_IN_VARIABLES.join(', ')} (missing: ${missing.join(', ')}).`,
    );
  }
  const url = URL.canParse(issuer) ? new URL(issuer) : undefined;
  const secure =
    url?.protocol === 'https:' || (url?.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
  if (!url || !secure || url.search !== '' || url.hash !== '') {
    throw new ConfigError(
      `HG_OIDC_ISSUER must be the provider's https issuer such as https://accounts.google.com (got "${issuer}").`,
    );
  }
  const allowedDomains = domains
    .split(',')
    .map((entry) => entry.trim().toLowerCase().replace(/^@/, ''))
    .filter(Boolean);
  const wrong = allowedDomains.find(
    (entry) => !COOKIE_DOMAIN_PATTERN.test(entry) || entry.startsWith('.'),
  );
  if (allowedDomains.length === 0 || wrong !== undefined) {
    throw new ConfigError(
      `HG_OIDC_ALLOWED_DOMAINS must list e-mail domains such as scuola.example,studenti.scuola.example (got "${wrong ?? domains}").`,
    );
  }
  return { issuer, clientId, clientSecret, allowedDomains: [...new Set(allowedDomains)] };
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * An origin and nothing more: it is printed on paper and published in badges, so a path, query,
 * fragment or credentials would be copied everywhere. https, except on this machine (tests, demo).
 */
function parsePublicUrl(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  const url = URL.canParse(raw) ? new URL(raw) : undefined;
  const secure =
    url?.protocol === 'https:' || (url?.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
  if (
    !url ||
    !secure ||
    url.username !== '' ||
    url.password !== '' ||
    url.pathname !== '/' ||
    /[?#]/.test(raw)
  ) {
    throw new ConfigError(
      `HG_PUBLIC_URL must be the platform's public origin such as https://tj.scuola.example, with no path (got "${raw}").`,
    );
  }
  return url.origin;
}

function parseEmail(name: string, raw: string): string {
  // One address, no display name: it is published as is (issuer profile, accessibility statement).
  if (!/^[^\s@<>",;]+@[^\s@<>",;]+\.[^\s@<>",;]+$/.test(raw)) {
    throw new ConfigError(
      `${name} must be one e-mail address such as segreteria@scuola.example (got "${raw}").`,
    );
  }
  return raw.toLowerCase();
}

function parseLogLevel(raw: string): LogLevel {
  const level = LOG_LEVELS.find((candidate) => candidate === raw.toLowerCase());
  if (!level) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}.`);
  return level;
}

/** Dev servers of `npm run dev:app` (electron-vite) and of the standalone renderer. */
const DEV_SERVER_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173'];
/** scheme://host[:port], nothing after: an origin as a browser sends it in the Origin header. */
const ORIGIN_PATTERN = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i;

function allowedOrigins(env: Env): string[] {
  const extra = (value(env, 'HG_ALLOWED_ORIGINS') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      if (!ORIGIN_PATTERN.test(entry)) {
        throw new ConfigError(
          `HG_ALLOWED_ORIGINS must list origins such as https://scuola.example (got "${entry}").`,
        );
      }
      return entry;
    });
  const development = value(env, 'HG_ENVIRONMENT') === 'development' ? DEV_SERVER_ORIGINS : [];
  return [...new Set([DESKTOP_APP_ORIGIN, ...development, ...extra])];
}

/** An unset or blank variable counts as absent, so `FOO= npm run serve` falls back to the default. */
function value(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim();
  return raw ? raw : undefined;
}

function parsePort(raw: string): number {
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port > 65535) {
    throw new ConfigError(`PORT must be an integer from 0 to 65535 (got "${raw}").`);
  }
  return port;
}

function parseDatabaseUrl(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  if (!/^postgres(ql)?:\/\//.test(raw) || !URL.canParse(raw)) {
    // The URL may carry a password, so it is not echoed back.
    throw new ConfigError('DATABASE_URL must be a postgres:// or postgresql:// URL.');
  }
  return raw;
}

function parseCookieDomain(raw: string): string {
  if (raw !== '' && !COOKIE_DOMAIN_PATTERN.test(raw)) {
    throw new ConfigError(
      `COOKIE_DOMAIN must be a domain name such as example.org (got "${raw}").`,
    );
  }
  return raw.toLowerCase();
}

// Plausible names a site by its domain (tj.scuola.example), the pattern of a cookie domain.
function parseSiteId(raw: string): string {
  if (raw !== '' && !COOKIE_DOMAIN_PATTERN.test(raw)) {
    throw new ConfigError(
      `HG_ANALYTICS_SITE_ID must be the site's domain as registered in Plausible, such as tj.example.org (got "${raw}").`,
    );
  }
  return raw.toLowerCase();
}

function parseJwtSecret(raw: string | undefined): string | undefined {
  if (raw !== undefined && raw.length < MIN_JWT_SECRET_LENGTH) {
    throw new ConfigError(
      `HG_JWT_SECRET must be at least ${MIN_JWT_SECRET_LENGTH} characters long (or unset).`,
    );
  }
  return raw;
}

function parseSharedSecret(name: string, raw: string | undefined): string {
  if (raw !== undefined && raw.length < MIN_JWT_SECRET_LENGTH) {
    throw new ConfigError(
      `${name} must be at least ${MIN_JWT_SECRET_LENGTH} characters long (or unset).`,
    );
  }
  return raw ?? '';
}

function parseEnvironment(raw: string): ServerConfig['environment'] {
  if (raw !== 'development' && raw !== 'production') {
    throw new ConfigError(`HG_ENVIRONMENT must be "development" or "production" (got "${raw}").`);
  }
  return raw;
}

function parseOptionalUrl(name: string, raw: string | undefined): string {
  if (raw === undefined) return '';
  if (!/^https?:\/\//.test(raw) || !URL.canParse(raw)) {
    throw new ConfigError(`${name} must be an http(s) URL (got "${raw}").`);
  }
  return raw;
}

function parseMaxConnections(raw: string): number {
  if (!/^\d{1,7}$/.test(raw)) {
    throw new ConfigError(
      `HG_MAX_CONNECTIONS_PER_ADDRESS must be a whole number, 0 for no cap (got "${raw}").`,
    );
  }
  return Number(raw);
}

function parseTrustProxy(raw: string): ServerConfig['trustProxy'] {
  if (raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  const entries = raw.split(',').map((entry) => entry.trim());
  if (entries.some((entry) => !/^[0-9a-f.:/]+$/i.test(entry))) {
    throw new ConfigError(
      `TRUST_PROXY must be true, false, a hop count or a comma-separated list of addresses (got "${raw}").`,
    );
  }
  return entries;
}

function parseTimeZone(raw: string): string {
  try {
    return new Intl.DateTimeFormat('en', { timeZone: raw }).resolvedOptions().timeZone;
  } catch {
    throw new ConfigError(
      `HG_SCHOOL_TIME_ZONE must be an IANA time zone such as Europe/Rome (got "${raw}").`,
    );
  }
}
