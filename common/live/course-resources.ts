/**
 * A live course's resource as stored and sent (spec 02 §3): either a bare link, or a title, the
 * separator, and the link. A resource without a title is called 'Risorsa N' (N from 1).
 */
export const RESOURCE_SEPARATOR = ' | ';

export interface CourseResource {
  title: string;
  link: string;
}

export function parseCourseResource(raw: string, index: number): CourseResource {
  const at = raw.lastIndexOf(RESOURCE_SEPARATOR);
  const title = at >= 0 ? raw.slice(0, at).trim() : '';
  const link = (at >= 0 ? raw.slice(at + RESOURCE_SEPARATOR.length) : raw).trim();
  return { title: title === '' ? `Risorsa ${index + 1}` : title, link };
}
