/**
 * Spec 02 §5: a GitHub link counts only with a path segment after the host, the user name. We
 * accept a profile URL, http or https, with or without "www." and a trailing slash, and store it
 * in one form (https://github.com/<name>). GitHub user names: letters, digits and single inner
 * hyphens, at most 39 characters.
 */
const GITHUB_PROFILE =
  /^https?:\/\/(?:www\.)?github\.com\/([A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38})\/?$/i;

/** The canonical profile URL of a GitHub link, or null when it is not a profile URL. */
export function normaliseGithubLink(link: string): string | null {
  const match = GITHUB_PROFILE.exec(link.trim());
  return match ? `https://github.com/${match[1]}` : null;
}

export const GITHUB_LINK_MESSAGE =
  'Inserisci il link al tuo profilo GitHub, per esempio https://github.com/nomeutente.';
