import type { RouteDefinition } from './route-definition.ts';
import { VerifyCodePage, VerifyPage } from '../lazy-pages.ts';

/**
 * The public check of a certificate (issue 25): no sign-in, no app header (a visitor has no
 * navigation to offer), reached from the QR code printed on the certificate.
 */
export const VERIFY_ROUTES: readonly RouteDefinition[] = [
  {
    key: 'verify',
    layout: 'empty',
    title: 'Verifica attestato',
    description: 'Controlla un attestato PCTO con il suo codice di verifica.',
    flags: { public: true },
    page: VerifyPage,
  },
  {
    key: 'verifyCode',
    layout: 'empty',
    title: 'Verifica attestato',
    description: 'Che cosa attesta questo attestato e se è ancora valido.',
    flags: { public: true },
    page: VerifyCodePage,
  },
];
