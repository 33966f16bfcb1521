/** Route parameter rules (spec 01 §2 and §5). */

/** Module ids are hexadecimal (API.md); any case. */
export function isHexId(value: string | undefined): boolean {
  return value !== undefined && /^[0-9a-f]+$/i.test(value);
}

/** Ids that are database ids, digits only: /report/test-attempt/:attemptId, /profile/:userId. */
export function isDigitsId(value: string | undefined): boolean {
  return value !== undefined && /^[0-9]+$/.test(value);
}

export const PARAM_RULES = { hex: isHexId, digits: isDigitsId } as const;
export type ParamRule = keyof typeof PARAM_RULES;

/** True when every parameter named in `rules` satisfies its rule. */
export function paramsSatisfy(
  params: Readonly<Record<string, string | undefined>>,
  rules: Readonly<Record<string, ParamRule>>,
): boolean {
  return Object.entries(rules).every(([name, rule]) => PARAM_RULES[rule](params[name]));
}
