import { useCallback, useEffect, useRef, useState, type FocusEvent, type MouseEvent } from 'react';
import { TOOLTIP_SHOW_DELAY_MS } from './tooltip-timing.ts';

const isInside = (box: HTMLElement | null, target: EventTarget | null) =>
  box !== null && target instanceof Node && box.contains(target);

/**
 * When a tooltip shows (WCAG 1.4.13): the pointer resting on the trigger for
 * TOOLTIP_SHOW_DELAY_MS, or keyboard focus at once; it stays while the pointer is on the trigger
 * or on the tooltip itself, and hides on blur, when the pointer leaves both, on a click of the
 * trigger, and on Escape from anywhere (dismissable without moving the pointer or the focus).
 */
export function useTooltip() {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A click focuses its button too: that focus is the pointer's, which shows after the delay.
  const pressed = useRef(false);
  const trigger = useRef<HTMLElement | null>(null);
  const tooltip = useRef<HTMLElement | null>(null);

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
  }, []);
  const hide = useCallback(() => {
    cancel();
    setOpen(false);
  }, [cancel]);

  useEffect(() => cancel, [cancel]);

  useEffect(() => {
    if (!open) return;
    // Capture: a handler that stops Escape (a menu closing itself) must not keep the tooltip up.
    // The key is not stopped here, so that handler still closes its own panel.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [open, hide]);

  const triggerHandlers = {
    onMouseEnter: () => {
      if (open || timer.current !== undefined) return;
      timer.current = setTimeout(() => {
        timer.current = undefined;
        setOpen(true);
      }, TOOLTIP_SHOW_DELAY_MS);
    },
    onMouseLeave: (event: MouseEvent) => {
      if (!isInside(tooltip.current, event.relatedTarget)) hide();
    },
    onPointerDown: () => {
      pressed.current = true;
      hide();
    },
    onFocus: (_event: FocusEvent) => {
      if (pressed.current) {
        pressed.current = false;
        return;
      }
      cancel();
      setOpen(true);
    },
    onBlur: (_event: FocusEvent) => {
      pressed.current = false;
      hide();
    },
  };

  const tooltipHandlers = {
    onMouseLeave: (event: MouseEvent) => {
      if (!isInside(trigger.current, event.relatedTarget)) hide();
    },
  };

  return { open, trigger, tooltip, triggerHandlers, tooltipHandlers };
}
