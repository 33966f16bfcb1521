/**
 * A video file's length in whole seconds, read by the browser from the file's metadata (a
 * <video> element's loadedmetadata) before or while it uploads: the 90 % watch rule counts
 * against it, so the author does not type it. Null when the browser cannot read it.
 */
export function readVideoDuration(file: File): Promise<number | null> {
  if (typeof URL.createObjectURL !== 'function') return Promise.resolve(null);
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    const done = (seconds: number | null) => {
      video.removeAttribute('src');
      URL.revokeObjectURL(url);
      resolve(seconds);
    };
    video.preload = 'metadata';
    video.addEventListener('loadedmetadata', () =>
      done(Number.isFinite(video.duration) ? Math.max(1, Math.round(video.duration)) : null),
    );
    video.addEventListener('error', () => done(null));
    video.src = url;
  });
}
