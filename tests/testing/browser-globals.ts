/**
 * The few browser objects the keyboard and reflow walks read inside the page. The tests compile
 * with the Node configuration (no DOM library, on purpose: no DOM type leaks into server code),
 * so a function given to page.evaluate reaches them through `globalThis as unknown as
 * BrowserGlobals`; the cast is erased and the page's real objects answer.
 */
export interface PageRect {
  left: number;
  right: number;
  top: number;
  bottom: number;
  width: number;
  height: number;
}

export interface PageElement {
  tagName: string;
  id: string;
  className: unknown;
  textContent: string | null;
  innerText?: string;
  parentElement: PageElement | null;
  classList: { contains(name: string): boolean };
  getBoundingClientRect(): PageRect;
  getAttribute(name: string): string | null;
  matches(selector: string): boolean;
  closest(selector: string): PageElement | null;
  contains(other: PageElement | null): boolean;
  querySelectorAll(selector: string): Iterable<PageElement>;
}

export interface PageStyle {
  outlineStyle: string;
  outlineWidth: string;
  boxShadow: string;
  visibility: string;
  overflowX: string;
}

export interface BrowserGlobals {
  innerWidth: number;
  innerHeight: number;
  CSS: { escape(value: string): string };
  getComputedStyle(element: PageElement): PageStyle;
  document: {
    activeElement: PageElement | null;
    body: PageElement;
    documentElement: PageElement & PageScroller;
    scrollingElement: (PageElement & PageScroller) | null;
    querySelector(selector: string): PageElement | null;
    querySelectorAll(selector: string): Iterable<PageElement>;
    elementFromPoint(x: number, y: number): PageElement | null;
  };
}

export interface PageScroller {
  scrollWidth: number;
  clientWidth: number;
  scrollHeight: number;
  clientHeight: number;
  scrollTop: number;
}
