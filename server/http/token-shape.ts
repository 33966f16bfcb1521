/**
 * Hides the secrets we issue wherever they stand in a request path, by their shape. Every secret
 * of the product comes from issueSecret (server/auth/secret-digest.ts): 32 random bytes as
 * base64url, 43 characters of `A-Z a-z 0-9 - _` (refresh, chat and LTI tokens, one-time codes);
 * access tokens are JWTs, whose three parts use the same alphabet. Whatever sits around the
 * token (`/x/<t>,`, `x:<t>`, `(<t>)`, `%28<t>%29`), a run of that alphabet is looked at alone.
 */

const REDACTED = '[REDACTED]';

/**
 * One unit of a path: a character, or a percent-escape read as the character it stands for,
 * however many times it was encoded (`%71`, `%2571` are both `q`), so an escaped token is seen
 * like a plain one. An escape of anything else is one neighbouring punctuation mark.
 */
const UNIT = /%(?:25)*([0-9A-Fa-f]{2})|[\s\S]/gu;
const TOKEN_CHAR = /^[A-Za-z0-9_-]$/;

/**
 * How long a run of the alphabet must be to be taken for a token (or for half of one split in
 * two). 16 random characters of base64url are 96 bits: ids (digits, or 24 and 32 lower-case hex
 * digits) never mix cases, nor do slugs and media names (lower case) or certificate
 * verification codes (`K7QM-2XWD-9F3A-HN6P-0TRB`, upper case), so all of them stay readable.
 */
const MIN_TOKEN_CHARS = 16;

/**
 * A lower-case kebab name before the rest of a run: a built asset's `survey-results-page-` before
 * its 8-character hash (`survey-results-page-9GHKRtCh.css`). A token only loses a handful of
 * characters to it, and still has the 16 left to be caught.
 */
const KEBAB_PREFIX = /^(?:[a-z0-9]+-)+/;

/**
 * A camelCase or PascalCase word, as in Rocket.Chat's `chat.getPinnedMessages`: letters only,
 * every capital followed by a lower-case letter. Random characters take that shape about once in
 * a thousand 16-character halves and practically never for a whole token.
 */
const CAMEL_CASE_WORDS = /^[A-Z]?[a-z]+(?:[A-Z][a-z]+)*$/;

/** Whether characters of the token alphabet look random like a token, not like a name or id. */
export function looksLikeToken(chars: string): boolean {
  const core = chars.replace(KEBAB_PREFIX, '');
  return (
    core.length >= MIN_TOKEN_CHARS &&
    /[A-Z]/.test(core) &&
    /[a-z]/.test(core) &&
    !CAMEL_CASE_WORDS.test(core)
  );
}

/** A stretch of the path as written (`text`), with the token characters it stands for. */
interface Piece {
  text: string;
  /** The run of token-alphabet characters this piece is, decoded; '' for punctuation. */
  chars: string;
}

/** The path cut into maximal runs of the token alphabet and single punctuation units. */
function pieces(path: string): Piece[] {
  const result: Piece[] = [];
  for (const match of path.matchAll(UNIT)) {
    const escaped = match[1];
    const char = escaped === undefined ? match[0] : String.fromCharCode(parseInt(escaped, 16));
    const last = result.at(-1);
    if (!TOKEN_CHAR.test(char)) result.push({ text: match[0], chars: '' });
    else if (last && last.chars !== '') {
      last.text += match[0];
      last.chars += char;
    } else result.push({ text: match[0], chars: char });
  }
  return result;
}

/**
 * The path with every token-shaped run replaced by [REDACTED]. A token split over two segments
 * (`/<first half>/<second half>`, or across any one punctuation mark or escape such as `%2F`)
 * is caught when both runs have at least 16 characters and together look like a token: each
 * half is usually caught alone, and the pair catches the half that happens to lack a case.
 * Ordinary paths are not eaten, since joining lower-case segments (`content-packs/export`)
 * never gives a run that mixes cases; next to a token, a long neighbouring name may go too.
 */
export function redactTokenShapes(path: string): string {
  const parts = pieces(path);
  const hidden = new Set<number>();
  parts.forEach((part, index) => {
    if (looksLikeToken(part.chars)) hidden.add(index);
    const next = parts[index + 2];
    const isSplit =
      next !== undefined &&
      parts[index + 1]?.chars === '' &&
      part.chars.length >= MIN_TOKEN_CHARS &&
      next.chars.length >= MIN_TOKEN_CHARS &&
      looksLikeToken(part.chars + next.chars);
    if (isSplit) {
      hidden.add(index);
      hidden.add(index + 2);
    }
  });
  return parts.map((part, index) => (hidden.has(index) ? REDACTED : part.text)).join('');
}
