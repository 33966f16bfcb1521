import { useEffect, useState, type RefObject } from 'react';

const MODAL_DIALOG = '[role="dialog"][aria-modal="true"]';

/**
 * Whether a modal dialog other than the ones inside `own` is on the page (the streak's 'ORA SEI IN
 * ORBITA!', the password-expired one). A survey is a courtesy: it waits for the others to close
 * instead of stacking on them, whichever opened first. Watches the DOM only while `enabled`.
 */
export function useOtherDialogOpen(own: RefObject<HTMLElement | null>, enabled: boolean): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const check = () =>
      setOpen(
        [...document.querySelectorAll(MODAL_DIALOG)].some(
          (dialog) => !own.current?.contains(dialog),
        ),
      );
    check();
    const observer = new MutationObserver(check);
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['role', 'aria-modal'],
    });
    return () => observer.disconnect();
  }, [own, enabled]);
  return enabled && open;
}
