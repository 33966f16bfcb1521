/** The roles of the kiosk menu: editing a text field, nothing else. */
type EditRole = 'undo' | 'redo' | 'cut' | 'copy' | 'paste' | 'selectAll';

export type KioskMenuTemplate = Array<{
  label: string;
  submenu: Array<{ role: EditRole } | { type: 'separator' }>;
}>;

/**
 * The application menu of a kiosk, for Menu.buildFromTemplate (null: no menu at all). Windows and
 * Linux get none, so no accelerator of the default menu (reload, zoom, devtools, close, quit)
 * exists. macOS needs an Edit menu for copy and paste to work in text fields at all, so it gets
 * exactly that; the menu bar itself stays hidden by kiosk mode.
 */
export function kioskMenuTemplate(platform: string): KioskMenuTemplate | null {
  if (platform !== 'darwin') return null;
  return [
    {
      label: 'Modifica',
      submenu: [
        { role: 'undo' },
        { role: 'redo' },
        { type: 'separator' },
        { role: 'cut' },
        { role: 'copy' },
        { role: 'paste' },
        { role: 'selectAll' },
      ],
    },
  ];
}
