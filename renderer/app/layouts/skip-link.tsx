import type { MouseEvent } from 'react';

/** The id of the shell's <main>, the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * «Vai al contenuto»: the first stop of Tab, shown only while focused. The default fragment
 * navigation would add '#main-content' to the router's history as a new entry, so the click
 * moves focus itself; the href stays for assistive technology that reads the target.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView({ block: 'start' });
  };
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={skip}>
      Vai al contenuto
    </a>
  );
}
