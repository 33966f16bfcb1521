import type { Role } from '#common/auth/roles.ts';

/** Where the step's bubble sits around its target (spec 01 §2). */
export type TourPlacement = 'top-center' | 'bottom-center' | 'bottom-left' | 'bottom-right';

/** One step of a guided tour; each tour's steps live with the feature the tour explains. */
export interface TourStep {
  readonly id: string;
  /** CSS selector of the element the step points at; the step is skipped when it is absent. */
  readonly target: string;
  readonly title: string;
  readonly text: string;
  readonly placement: TourPlacement;
  /** Only these roles see the step; every role when absent. */
  readonly roles?: readonly Role[];
}

/** The steps this role sees whose target is on the page, in tour order. */
export function selectTourSteps(
  steps: readonly TourStep[],
  role: Role,
  hasTarget: (selector: string) => boolean,
): TourStep[] {
  return steps.filter(
    (step) => (step.roles === undefined || step.roles.includes(role)) && hasTarget(step.target),
  );
}

/**
 * hasTarget for the live page: the element exists and is shown (the desktop links are hidden by
 * CSS on narrow screens). Engines without checkVisibility count an existing element as shown.
 */
export function targetOnPage(selector: string): boolean {
  const element = document.querySelector<HTMLElement>(selector);
  if (element === null || element.closest('[hidden]')) return false;
  return typeof element.checkVisibility === 'function' ? element.checkVisibility() : true;
}
