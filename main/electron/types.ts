/** Electron's types, for modules that must name them (type-only: erased at run time). */
export type {
  BrowserWindow,
  BrowserWindowConstructorOptions,
  Input,
  Session,
  WebContents,
} from 'electron';
