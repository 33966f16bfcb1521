import { PASSWORD_MESSAGES, PASSWORD_RULES } from '#common/auth/password-rules.ts';
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

let estimator: Promise<ZxcvbnFactory> | undefined;

/**
 * zxcvbn-ts with its dictionary of common passwords and keyboard patterns, loaded at the first
 * password change (the dictionaries are a few MB a server that changes no password does not need).
 */
function loadEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= (async () => {
    const [{ ZxcvbnFactory }, common] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
    ]);
    return new ZxcvbnFactory({
      dictionary: { ...common.dictionary },
      graphs: common.adjacencyGraphs,
    });
  })();
  return estimator;
}

/**
 * Why a new password is refused, or null when it is strong enough. `personal` are words the
 * password must not lean on: the user's name and e-mail (counted as guessable by the estimator).
 */
export async function passwordWeakness(
  password: string,
  personal: readonly string[],
): Promise<string | null> {
  if (password.length < PASSWORD_RULES.minLength) return PASSWORD_MESSAGES.tooShort;
  if (password.length > PASSWORD_RULES.maxLength) return PASSWORD_MESSAGES.tooLong;
  const words = personal
    .flatMap((text) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u))
    .filter((word) => word.length >= 3);
  // The estimator discounts these words but may still pass a long mix of them; a rule is clearer.
  const lowered = password.toLowerCase();
  if (words.some((word) => word.length >= 4 && lowered.includes(word))) {
    return PASSWORD_MESSAGES.personal;
  }
  const result = (await loadEstimator()).check(password, words);
  return result.score >= PASSWORD_RULES.minScore ? null : PASSWORD_MESSAGES.tooWeak;
}
