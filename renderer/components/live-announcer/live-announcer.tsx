/**
 * A polite live region (role=status): news a screen reader says without taking the focus away,
 * such as a quiz's score or the streak that just started. Screen readers announce the changes
 * of a region they already know, not a region that appears together with its text: the owner
 * renders it from its first render, empty, and passes the message once there is one. The text is
 * for screen readers only; the page shows the same news in its own way.
 */
export function LiveAnnouncer({ message }: { message: string }) {
  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {message}
    </div>
  );
}
