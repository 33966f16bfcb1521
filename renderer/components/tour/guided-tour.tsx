import { useId, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { scrollBehavior } from '../../lib/use-reduced-motion.ts';
import type { TourPlacement, TourStep } from './tour-step.ts';
import './guided-tour.css';

const GAP = 12;

/** Where the bubble goes for a target rectangle and a placement (fixed coordinates). */
export function bubblePosition(rect: DOMRect, placement: TourPlacement): CSSProperties {
  const centerX = rect.left + rect.width / 2;
  switch (placement) {
    case 'top-center':
      return { left: centerX, bottom: window.innerHeight - rect.top + GAP, translate: '-50% 0' };
    case 'bottom-center':
      return { left: centerX, top: rect.bottom + GAP, translate: '-50% 0' };
    case 'bottom-left':
      return { left: rect.left, top: rect.bottom + GAP };
    case 'bottom-right':
      return { right: window.innerWidth - rect.right, top: rect.bottom + GAP };
  }
}

/**
 * The guided tour: a non-modal dialog next to the highlighted element of each step. Focus moves
 * to the bubble at each step and returns where it was at the end; Escape closes, the arrow keys
 * and the Indietro / Avanti / Fine buttons move through the steps.
 */
export function GuidedTour({ steps, onClose }: { steps: readonly TourStep[]; onClose(): void }) {
  const [index, setIndex] = useState(0);
  const [position, setPosition] = useState<CSSProperties>({});
  const bubble = useRef<HTMLDivElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const step = steps[Math.min(index, steps.length - 1)];
  const last = index >= steps.length - 1;

  // A layout effect declared first, so it reads the focused element before the step takes focus.
  useLayoutEffect(() => {
    returnFocus.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => returnFocus.current?.focus();
  }, []);

  useLayoutEffect(() => {
    if (!step) return;
    const target = document.querySelector<HTMLElement>(step.target);
    if (!target) return;
    target.classList.add('tour-target');
    target.scrollIntoView?.({ block: 'center', behavior: scrollBehavior() });
    const place = () => setPosition(bubblePosition(target.getBoundingClientRect(), step.placement));
    place();
    bubble.current?.focus();
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, true);
    return () => {
      target.classList.remove('tour-target');
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
    };
  }, [step]);

  if (!step) return null;
  const back = () => setIndex((value) => Math.max(0, value - 1));
  const forward = () => (last ? onClose() : setIndex((value) => value + 1));

  return (
    <div
      ref={bubble}
      className={`guided-tour guided-tour--${step.placement}`}
      style={position}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
        else if (event.key === 'ArrowRight') forward();
        else if (event.key === 'ArrowLeft') back();
        else return;
        event.preventDefault();
        event.stopPropagation();
      }}
    >
      <p className="guided-tour__count">
        Passo {index + 1} di {steps.length}
      </p>
      <h2 id={titleId} className="guided-tour__title">
        {step.title}
      </h2>
      <p className="guided-tour__text">{step.text}</p>
      <div className="guided-tour__actions">
        <button type="button" className="text-link" onClick={onClose}>
          Chiudi
        </button>
        <button
          type="button"
          className="button button--ghost"
          onClick={back}
          disabled={index === 0}
        >
          Indietro
        </button>
        <button type="button" className="button button--primary" onClick={forward}>
          {last ? 'Fine' : 'Avanti'}
        </button>
      </div>
    </div>
  );
}
