import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toEqual({
      port: 8787,
      host: '127.0.0.1',
      dataDir: resolve('.data'),
      databaseUrl: undefined,
      cookieDomain: '',
      jwtSecret: undefined,
      webDir: resolve('out/renderer'),
      environment: 'production',
      eventsUrl: '',
      previousPlatformUrl: '',
      eventsSsoSecret: '',
      ltiToolsFile: '',
      schoolTimeZone: 'Europe/Rome',
      sentryDsn: '',
      analyticsUrl: '',
      analyticsSiteId: '',
      trustProxy: false,
      allowedOrigins: ['app://tech-journey'],
      maxConnectionsPerAddress: 300,
      issuerEmail: 'attestati@tech-journey.example',
      accessibilityEmail: 'attestati@tech-journey.example',
      logLevel: 'info',
      publicUrl: undefined,
      backup: { dir: undefined, intervalHours: 24, keep: 7 },
      smtpUrl: undefined,
      smtpFrom: '',
      metricsToken: '',
      schoolSignIn: null,
    });
  });

  it('reads the backup schedule: a folder, hours apart, how many to keep', () => {
    expect(
      loadConfig({
        HG_BACKUP_DIR: 'backups',
        HG_BACKUP_INTERVAL_HOURS: '6',
        HG_BACKUP_KEEP: '30',
      }).backup,
    ).toEqual({ dir: resolve('backups'), intervalHours: 6, keep: 30 });
    for (const bad of ['0', '-1', '1.5', 'daily']) {
      expect(() => loadConfig({ HG_BACKUP_INTERVAL_HOURS: bad }), bad).toThrow(
        new ConfigError(
          `HG_BACKUP_INTERVAL_HOURS must be a whole number from 1, hours between backups, such as 24 (got "${bad}").`,
        ),
      );
      expect(() => loadConfig({ HG_BACKUP_KEEP: bad }), bad).toThrow(/^HG_BACKUP_KEEP must be/);
    }
  });

  it('reads HG_PUBLIC_URL as an origin: https, or http on this machine, and nothing after', () => {
    for (const [raw, origin] of [
      ['https://tj.scuola.example', 'https://tj.scuola.example'],
      ['https://TJ.Scuola.example/', 'https://tj.scuola.example'],
      ['https://tj.scuola.example:8443', 'https://tj.scuola.example:8443'],
      ['https://tj.scuola.example:443', 'https://tj.scuola.example'],
      ['http://localhost:8787', 'http://localhost:8787'],
      ['http://127.0.0.1:9000/', 'http://127.0.0.1:9000'],
    ]) {
      expect(loadConfig({ HG_PUBLIC_URL: raw }).publicUrl).toBe(origin);
    }
    expect(loadConfig({ HG_PUBLIC_URL: ' ' }).publicUrl).toBeUndefined();
    for (const bad of [
      'tj.scuola.example',
      'http://tj.scuola.example',
      'ftp://tj.scuola.example',
      'https://tj.scuola.example/tj',
      'https://tj.scuola.example/?x=1',
      'https://tj.scuola.example/#top',
      'https://user:pw@tj.scuola.example',
      'https://tj scuola.example',
      'javascript:alert(1)',
    ]) {
      expect(() => loadConfig({ HG_PUBLIC_URL: bad }), bad).toThrow(/HG_PUBLIC_URL must be/);
    }
  });

  it('takes the Open Badges issuer e-mail from HG_ISSUER_EMAIL, one address only', () => {
    expect(loadConfig({ HG_ISSUER_EMAIL: 'Segreteria@Scuola.example' }).issuerEmail).toBe(
      'segreteria@scuola.example',
    );
    for (const bad of ['segreteria', 'a@b', 'Scuola <s@scuola.example>', 'a@b.it, c@d.it']) {
      expect(() => loadConfig({ HG_ISSUER_EMAIL: bad })).toThrow(ConfigError);
    }
  });

  it("takes the accessibility statement's address from HG_ACCESSIBILITY_EMAIL, else the school's", () => {
    expect(loadConfig({ HG_ISSUER_EMAIL: 'segreteria@scuola.example' }).accessibilityEmail).toBe(
      'segreteria@scuola.example',
    );
    expect(
      loadConfig({
        HG_ISSUER_EMAIL: 'segreteria@scuola.example',
        HG_ACCESSIBILITY_EMAIL: 'Accessibilita@Scuola.example',
      }).accessibilityEmail,
    ).toBe('accessibilita@scuola.example');
    expect(() => loadConfig({ HG_ACCESSIBILITY_EMAIL: 'accessibilita' })).toThrow(
      /HG_ACCESSIBILITY_EMAIL must be one e-mail address/,
    );
  });

  it('reads LOG_LEVEL and refuses an unknown level', () => {
    expect(loadConfig({ LOG_LEVEL: 'DEBUG' }).logLevel).toBe('debug');
    expect(() => loadConfig({ LOG_LEVEL: 'verbose' })).toThrow(/LOG_LEVEL must be one of/);
  });

  it('caps connections per address at 300, not behind a trusted proxy, unless told', () => {
    expect(loadConfig({ HG_MAX_CONNECTIONS_PER_ADDRESS: '50' }).maxConnectionsPerAddress).toBe(50);
    expect(loadConfig({ HG_MAX_CONNECTIONS_PER_ADDRESS: '0' }).maxConnectionsPerAddress).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'true' }).maxConnectionsPerAddress).toBe(0);
    expect(
      loadConfig({ TRUST_PROXY: '1', HG_MAX_CONNECTIONS_PER_ADDRESS: '900' })
        .maxConnectionsPerAddress,
    ).toBe(900);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '0',
      HOST: '0.0.0.0',
      HG_DATA_DIR: '/var/lib/tj',
      DATABASE_URL: 'postgres://tj:pw@db:5432/tj',
      COOKIE_DOMAIN: '.Scuola.example',
      HG_JWT_SECRET: 'x'.repeat(32),
      HG_WEB_DIR: '/srv/web',
      HG_ENVIRONMENT: 'development',
      HG_EVENTS_URL: 'https://eventi.example/',
      HG_PREVIOUS_PLATFORM_URL: 'https://vecchia.scuola.example/',
      HG_SENTRY_DSN: 'https://key@o1.ingest.example/2',
      HG_ANALYTICS_URL: 'https://stats.scuola.example',
      HG_ANALYTICS_SITE_ID: 'TJ.Scuola.example',
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
    });
    expect(config).toMatchObject({
      port: 0,
      host: '0.0.0.0',
      dataDir: '/var/lib/tj',
      databaseUrl: 'postgres://tj:pw@db:5432/tj',
      cookieDomain: '.scuola.example',
      webDir: '/srv/web',
      environment: 'development',
      previousPlatformUrl: 'https://vecchia.scuola.example/',
      analyticsUrl: 'https://stats.scuola.example',
      analyticsSiteId: 'tj.scuola.example',
      trustProxy: ['10.0.0.0/8', '127.0.0.1'],
    });
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });

  it('reads the events sso secret and the LTI tools file, refusing a short secret', () => {
    const config = loadConfig({
      HG_EVENTS_SSO_SECRET: 's'.repeat(32),
      HG_LTI_TOOLS_FILE: '/etc/tj/lti-tools.json',
    });
    expect(config.eventsSsoSecret).toBe('s'.repeat(32));
    expect(config.ltiToolsFile).toBe('/etc/tj/lti-tools.json');
    expect(() => loadConfig({ HG_EVENTS_SSO_SECRET: 'short' })).toThrow(
      /HG_EVENTS_SSO_SECRET must be at least 32/,
    );
  });

  it('turns /metrics on with a token of at least 32 characters, off by default', () => {
    expect(loadConfig({}).metricsToken).toBe('');
    expect(loadConfig({ HG_METRICS_TOKEN: 'm'.repeat(32) }).metricsToken).toBe('m'.repeat(32));
    expect(() => loadConfig({ HG_METRICS_TOKEN: 'short' })).toThrow(
      /HG_METRICS_TOKEN must be at least 32/,
    );
  });

  it('treats blank values as unset', () => {
    expect(loadConfig({ PORT: ' ', DATABASE_URL: '' })).toMatchObject({
      port: 8787,
      databaseUrl: undefined,
    });
  });

  it.each([
    [{ PORT: 'abc' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ COOKIE_DOMAIN: 'bad domain' }, /COOKIE_DOMAIN/],
    [{ HG_JWT_SECRET: 'short' }, /HG_JWT_SECRET/],
    [{ HG_ENVIRONMENT: 'staging' }, /HG_ENVIRONMENT/],
    [{ HG_EVENTS_URL: 'ftp://x' }, /HG_EVENTS_URL/],
    [{ HG_PREVIOUS_PLATFORM_URL: 'vecchia.example' }, /HG_PREVIOUS_PLATFORM_URL/],
    [{ HG_ANALYTICS_URL: 'stats.example' }, /HG_ANALYTICS_URL/],
    [{ HG_ANALYTICS_SITE_ID: 'https://tj.example/' }, /HG_ANALYTICS_SITE_ID/],
    [{ HG_SCHOOL_TIME_ZONE: 'Europe/Atlantide' }, /HG_SCHOOL_TIME_ZONE/],
    [{ TRUST_PROXY: 'yes please' }, /TRUST_PROXY/],
    [{ HG_MAX_CONNECTIONS_PER_ADDRESS: '-1' }, /HG_MAX_CONNECTIONS_PER_ADDRESS/],
    [{ HG_MAX_CONNECTIONS_PER_ADDRESS: 'many' }, /HG_MAX_CONNECTIONS_PER_ADDRESS/],
  ])('rejects %o with one clear line', (env, pattern) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(pattern);
  });

  it('does not echo a database password back', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://u:hunter2@x/db' })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('hunter2') }),
    );
  });
});

describe('allowed cross-origin origins', () => {
  it('always allows the desktop renderer, adds dev servers only in development', () => {
    expect(loadConfig({}).allowedOrigins).toEqual(['app://tech-journey']);
    expect(loadConfig({ HG_ENVIRONMENT: 'development' }).allowedOrigins).toContain(
      'http://127.0.0.1:5173',
    );
  });

  it('adds HG_ALLOWED_ORIGINS and refuses anything that is not an origin', () => {
    expect(
      loadConfig({ HG_ALLOWED_ORIGINS: 'https://scuola.example:8443' }).allowedOrigins,
    ).toContain('https://scuola.example:8443');
    expect(() => loadConfig({ HG_ALLOWED_ORIGINS: 'https://scuola.example/path' })).toThrow(
      /HG_ALLOWED_ORIGINS/,
    );
  });
});

describe("the school's OpenID provider", () => {
  const ALL = {
    HG_OIDC_ISSUER: 'https://accounts.google.com',
    HG_OIDC_CLIENT_ID: 'client-id',
    HG_OIDC_CLIENT_SECRET: 'client-secret',
    HG_OIDC_ALLOWED_DOMAINS: 'Scuola.example, @studenti.scuola.example,scuola.example',
  };

  it('is off without any of the variables, and read whole with all of them', () => {
    expect(loadConfig({}).schoolSignIn).toBeNull();
    expect(loadConfig(ALL).schoolSignIn).toEqual({
      issuer: 'https://accounts.google.com',
      clientId: 'client-id',
      clientSecret: 'client-secret',
      allowedDomains: ['scuola.example', 'studenti.scuola.example'],
    });
  });

  it('refuses some of the variables without the others, naming the missing ones', () => {
    const { HG_OIDC_CLIENT_SECRET: _secret, ...partial } = ALL;
    expect(() => loadConfig(partial)).toThrow(ConfigError);
    expect(() => loadConfig(partial)).toThrow(/missing: HG_OIDC_CLIENT_SECRET\)/);
  });

  it.each([
    ['http://idp.scuola.example', /HG_OIDC_ISSUER must be/],
    ['not a url', /HG_OIDC_ISSUER must be/],
    ['https://idp.scuola.example/?tenant=x', /HG_OIDC_ISSUER must be/],
  ])('refuses the issuer %s', (issuer, message) => {
    expect(() => loadConfig({ ...ALL, HG_OIDC_ISSUER: issuer })).toThrow(message);
  });

  it('accepts an http issuer on this machine only (tests, a demo)', () => {
    const config = loadConfig({ ...ALL, HG_OIDC_ISSUER: 'http://127.0.0.1:9000' });
    expect(config.schoolSignIn?.issuer).toBe('http://127.0.0.1:9000');
  });

  it.each(['scuola example', '.scuola.example', ' , '])(
    'refuses the domain list "%s"',
    (domains) => {
      expect(() => loadConfig({ ...ALL, HG_OIDC_ALLOWED_DOMAINS: domains })).toThrow(
        /HG_OIDC_ALLOWED_DOMAINS must list/,
      );
    },
  );
});
