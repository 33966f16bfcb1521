import {
  cloneElement,
  useId,
  useLayoutEffect,
  useState,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type Ref,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { placeTooltip, type TooltipPlacement } from './tooltip-position.ts';
import { useTooltip } from './use-tooltip.ts';
import './tooltip.css';

/** What the trigger must accept: an intrinsic element, or a component passing these to one. */
export interface TooltipTriggerProps {
  ref?: Ref<HTMLElement>;
  'aria-label'?: string;
  'aria-describedby'?: string;
  onMouseEnter?: (event: MouseEvent<HTMLElement>) => void;
  onMouseLeave?: (event: MouseEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

/** Both handlers, the trigger's own first. */
function chain<E>(own: ((event: E) => void) | undefined, ours: (event: E) => void) {
  return (event: E) => {
    own?.(event);
    ours(event);
  };
}

function mergeRefs<T>(own: Ref<T> | undefined, ours: RefObject<T | null>) {
  return (node: T | null) => {
    ours.current = node;
    if (typeof own === 'function') own(node);
    else if (own) own.current = node;
  };
}

/**
 * The one tooltip (issue 26; lint refuses the native `title=` bubble): wraps one focusable trigger
 * and describes it (aria-describedby → role="tooltip"). The tooltip stays in the document while
 * hidden, so screen readers hear the description without hovering; it is portalled to the body
 * so no transformed or clipped ancestor moves or cuts it. An icon-only trigger still needs its
 * own name (aria-label): a description is not a name. A tooltip that only shows that name (the
 * bell's "Notifiche: 2 nuove") describes nothing more, so it is not announced a second time.
 */
export function Tooltip({
  content,
  children,
}: {
  content: string;
  children: ReactElement<TooltipTriggerProps>;
}) {
  const id = useId();
  const { open, trigger, tooltip, triggerHandlers, tooltipHandlers } = useTooltip();
  const [placement, setPlacement] = useState<TooltipPlacement | null>(null);

  useLayoutEffect(() => {
    if (!open) return;
    const place = () => {
      if (!trigger.current || !tooltip.current) return;
      setPlacement(
        placeTooltip(
          trigger.current.getBoundingClientRect(),
          { width: tooltip.current.offsetWidth, height: tooltip.current.offsetHeight },
          { width: window.innerWidth, height: window.innerHeight },
        ),
      );
    };
    place();
    // Persistent while shown (WCAG 1.4.13): it follows its trigger rather than hiding on scroll.
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
    };
  }, [open, trigger, tooltip]);

  const own = children.props;
  const repeatsName = own['aria-label'] === content;
  const described = [own['aria-describedby'], repeatsName ? undefined : id]
    .filter(Boolean)
    .join(' ');
  return (
    <>
      {cloneElement(children, {
        ref: mergeRefs(own.ref, trigger),
        'aria-describedby': described || undefined,
        onMouseEnter: chain(own.onMouseEnter, triggerHandlers.onMouseEnter),
        onMouseLeave: chain(own.onMouseLeave, triggerHandlers.onMouseLeave),
        onPointerDown: chain(own.onPointerDown, triggerHandlers.onPointerDown),
        onFocus: chain(own.onFocus, triggerHandlers.onFocus),
        onBlur: chain(own.onBlur, triggerHandlers.onBlur),
      })}
      {createPortal(
        <span
          ref={tooltip}
          id={id}
          role="tooltip"
          className={`tooltip tooltip--${placement?.side ?? 'below'}`}
          hidden={!open}
          aria-hidden={repeatsName || undefined}
          style={placement ? { top: placement.top, left: placement.left } : undefined}
          onMouseLeave={tooltipHandlers.onMouseLeave}
        >
          <span className="tooltip__bubble">{content}</span>
        </span>,
        document.body,
      )}
    </>
  );
}
