/** The layouts of spec 01 §2. */
export const LAYOUT_NAMES = [
  'default',
  'empty',
  'banner',
  'level',
  'live',
  'no-breadcrumb',
  'none',
] as const;

export type LayoutName = (typeof LAYOUT_NAMES)[number];

export interface LayoutOptions {
  /** The app header with navigation; off for the sign-in and sso pages. */
  readonly header: boolean;
  readonly breadcrumb: boolean;
}

export const LAYOUT_OPTIONS: Record<LayoutName, LayoutOptions> = {
  default: { header: true, breadcrumb: true },
  banner: { header: true, breadcrumb: true },
  level: { header: true, breadcrumb: true },
  live: { header: true, breadcrumb: true },
  'no-breadcrumb': { header: true, breadcrumb: false },
  empty: { header: false, breadcrumb: false },
  none: { header: false, breadcrumb: false },
};
