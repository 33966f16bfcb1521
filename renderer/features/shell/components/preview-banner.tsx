import { useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '#common/routing/paths.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import './preview-banner.css';

/**
 * Says on every page that the author is looking at a draft, not at what students see, and
 * leads back to the studio of that pack (leaving the preview first, so the studio's own calls
 * go out without the preview header, which refuses every save).
 */
export function PreviewBanner() {
  const { preview } = useServices();
  const packKey = useSyncExternalStore(preview.subscribe, preview.get);
  const navigate = useNavigate();
  if (!packKey) return null;
  return (
    <div className="preview-banner" role="status">
      <p className="preview-banner__text">
        Anteprima della bozza di «{packKey}»: quello che vedi non è ancora pubblicato.
      </p>
      <button
        type="button"
        className="button button--ghost"
        onClick={() => {
          preview.leave();
          void navigate(paths.studioWorkspace.href(packKey));
        }}
      >
        Esci dall'anteprima
      </button>
    </div>
  );
}
