import { useState } from 'react';
import type { ReportedPost } from '#common/api/moderation/moderation.ts';
import { ErrorPage } from '../../../components/error-page/error-page.tsx';
import { LoadError } from '../../../components/load-state/load-error.tsx';
import { PageFrame } from '../../../components/page-frame/page-frame.tsx';
import { SegmentedControl } from '../../../components/segmented-control/segmented-control.tsx';
import { useServices } from '../../../lib/services/services-context.tsx';
import { useSession } from '../../../lib/session-context.tsx';
import { useModeratePost, useReportedPosts } from '../api/moderation-calls.ts';
import { ReportedPostCard } from './reported-post-card.tsx';
import './moderation.css';

type View = 'open' | 'hidden';

const VIEWS: ReadonlyArray<{ view: View; label: string; empty: string }> = [
  { view: 'open', label: 'Da valutare', empty: 'Nessuna segnalazione da valutare.' },
  { view: 'hidden', label: 'Nascoste', empty: 'Nessun contenuto nascosto.' },
];

const isInView = (post: ReportedPost, view: View) =>
  (post.hidden_at !== null) === (view === 'hidden');

/**
 * Moderation (/admin/moderation, issue 12): the questions and replies students reported, the
 * latest reported first, to hide (they vanish for everyone; the author is told) or restore.
 * Only for the admin flag: anyone else finds no such page.
 */
export default function ModerationPage() {
  const { claims } = useSession();
  const { toasts } = useServices();
  const posts = useReportedPosts();
  const moderate = useModeratePost();
  const [view, setView] = useState<View>('open');
  if (!claims?.admin) return <ErrorPage status={404} />;

  const onModerate = (post: ReportedPost, hidden: boolean) =>
    moderate.mutate(
      { kind: post.kind, id: post.id, hidden },
      {
        onSuccess: () =>
          toasts.show(
            'success',
            hidden
              ? 'Contenuto nascosto: l’autore è stato avvisato.'
              : 'Contenuto di nuovo visibile: l’autore è stato avvisato.',
          ),
      },
    );

  const all = posts.data ?? [];
  const shown = all.filter((post) => isInView(post, view));
  const current = VIEWS.find((entry) => entry.view === view)!;
  return (
    <PageFrame>
      <SegmentedControl
        label="Mostra"
        options={VIEWS.map((entry) => ({
          value: entry.view,
          label: `${entry.label} (${all.filter((post) => isInView(post, entry.view)).length})`,
        }))}
        value={view}
        onChange={setView}
      />
      {posts.isPending ? (
        <p className="moderation__state" aria-busy="true">
          Caricamento delle segnalazioni…
        </p>
      ) : posts.isError ? (
        <LoadError
          message="Impossibile caricare le segnalazioni."
          onRetry={() => void posts.refetch()}
        />
      ) : shown.length === 0 ? (
        <p className="moderation__state">{current.empty}</p>
      ) : (
        <ul className="moderation__list" aria-label={current.label}>
          {shown.map((post) => (
            <ReportedPostCard
              key={`${post.kind}-${post.id}`}
              post={post}
              busy={
                moderate.isPending &&
                moderate.variables?.kind === post.kind &&
                moderate.variables.id === post.id
              }
              onModerate={(hidden) => onModerate(post, hidden)}
            />
          ))}
        </ul>
      )}
    </PageFrame>
  );
}
