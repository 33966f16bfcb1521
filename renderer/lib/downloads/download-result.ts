/** How a download ended, as the UI needs it. `id` is set in the desktop app (open, show). */
export type DownloadResult =
  | { state: 'completed'; fileName: string; id?: string }
  | { state: 'failed'; status?: number; message?: string }
  | { state: 'cancelled' };
