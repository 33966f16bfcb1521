import { startTestOpenIdProvider } from '../server/testing/test-openid-provider.ts';

// `node scripts/demo-school-provider.ts [server origin]`: a school OpenID provider on this machine
// for trying «Accedi con l'account della scuola» with the demo accounts (docs/school-sign-in.md).
// It is the provider of the tests (oidc-provider, in memory): its login page asks only for the
// e-mail. Start it, then start the server with the lines it prints.

const origin = (process.argv[2] ?? 'http://localhost:8787').replace(/\/+$/, '');
const port = Number(process.env.DEMO_PROVIDER_PORT ?? 8799);
const DEMO_EMAILS = [
  'studente@demo.test',
  'studente2@demo.test',
  'docente@demo.test',
  'visitatore@demo.test',
  'sorintian@demo.test',
  'scaduta@demo.test',
  'admin@demo.test',
  // Refused: not an account, and not of the allowed domain.
  'nessuno@demo.test',
  'sara@altra-scuola.example',
];

const provider = await startTestOpenIdProvider({
  port,
  redirectUris: [`${origin}/api/tj/auth/school/callback`],
  accounts: DEMO_EMAILS.map((email) => ({ email })),
});
console.log(`Demo school provider at ${provider.issuer}. Start the server with:

HG_PUBLIC_URL=${origin} \\
HG_OIDC_ISSUER=${provider.issuer} \\
HG_OIDC_CLIENT_ID=${provider.clientId} \\
HG_OIDC_CLIENT_SECRET=${provider.clientSecret} \\
HG_OIDC_ALLOWED_DOMAINS=demo.test \\
npm run serve

Its login page takes any of: ${DEMO_EMAILS.join(', ')}. Ctrl+C stops it.`);
