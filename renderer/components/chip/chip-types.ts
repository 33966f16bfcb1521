/**
 * The chip types of spec 02 (enumerations): the journey's entity types (pit_stop, module, focus,
 * final_test, on_demand), a live broadcast, and the general states. Each has its colour pair in
 * chip.css, from the tokens of theme.css.
 */
export const CHIP_TYPES = [
  'pit_stop',
  'live',
  'module',
  'focus',
  'success',
  'final_test',
  'contrast',
  'on_demand',
  'neutral',
  'warning',
  'danger',
] as const;

export type ChipType = (typeof CHIP_TYPES)[number];

/** The class that colours a chip of `type` ('pit_stop' → 'chip--pit-stop'). */
export const chipTypeClass = (type: ChipType) => `chip--${type.replaceAll('_', '-')}`;
