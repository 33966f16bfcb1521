import { VERIFICATION_CODE_PATTERN } from '#common/api/privacy/privacy.ts';

/**
 * A code as typed from paper, in the printed shape: upper case, without spaces, with the dashes
 * put back when they were left out (`k7qm2xwd…` → `K7QM-2XWD-…`). Null when it cannot be one.
 */
export function normalisedCode(typed: string): string | null {
  const compact = typed.toUpperCase().replace(/[\s-]/g, '');
  const code = compact.match(/.{1,4}/g)?.join('-') ?? '';
  return VERIFICATION_CODE_PATTERN.test(code) ? code : null;
}
