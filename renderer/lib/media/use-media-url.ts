import { useServices } from '../services/services-context.tsx';
import { mediaUrlOf } from './media-url.ts';

/** Resolves the server-root media paths of answers ('/media/x.webm') against the server. */
export function useMediaUrl(): (mediaUrl: string) => string {
  const { config } = useServices();
  return (mediaUrl) => mediaUrlOf(mediaUrl, config.apiBaseUrl, window.location.href);
}
