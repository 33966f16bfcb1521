import { useState } from 'react';
import { useMediaUrl } from '../../../lib/media/use-media-url.ts';

/**
 * A live course's image (set in the studio or by a pack), on its card and its page. The alt is
 * empty on purpose: the image always sits beside the course's title (the card's heading, the
 * page's h1) and the studio stores no description of it, so any text would only make screen
 * readers read the title twice. The box keeps 16:9 whether the image loads, is missing or fails,
 * so nothing below it moves; without one (or when it fails) a plain drawing takes its place.
 */
export function CourseThumbnail(props: {
  course: { title: string; thumbnail_path: string | null };
  variant: 'card' | 'page';
}) {
  const mediaUrl = useMediaUrl();
  const path = props.course.thumbnail_path;
  // Remembered per path: a new image for the course gets its own try.
  const [failedPath, setFailedPath] = useState<string | null>(null);
  const className = `course-thumbnail course-thumbnail--${props.variant}`;
  if (path === null || failedPath === path) {
    return (
      <div className={`${className} course-thumbnail--fallback`} aria-hidden="true">
        <span className="course-thumbnail__initial">
          {props.course.title.trim().charAt(0).toUpperCase()}
        </span>
      </div>
    );
  }
  return (
    <div className={className}>
      <img
        className="course-thumbnail__image"
        src={mediaUrl(path)}
        alt=""
        width={480}
        height={270}
        loading="lazy"
        decoding="async"
        onError={() => setFailedPath(path)}
      />
    </div>
  );
}
