import { Link } from 'react-router';
import type { ReportedPost } from '#common/api/moderation/moderation.ts';
import { plural } from '#common/format/plurals.ts';
import { formatDateTime } from '#common/format/swiss-italian.ts';
import { paths } from '#common/routing/paths.ts';

const KIND_LABELS = { question: 'Domanda', reply: 'Risposta' } as const;

/**
 * One reported post: what was written, by whom and where, how many reported it, and the one
 * action that fits its state (hide a visible post, restore a hidden one).
 */
export function ReportedPostCard({
  post,
  busy,
  onModerate,
}: {
  post: ReportedPost;
  busy: boolean;
  onModerate: (hidden: boolean) => void;
}) {
  const hidden = post.hidden_at !== null;
  const reporters = plural(post.reports, 'utente', 'utenti');
  return (
    <li className={hidden ? 'reported-post reported-post--hidden' : 'reported-post'}>
      <div className="reported-post__head">
        <span className={`reported-post__kind reported-post__kind--${post.kind}`}>
          {KIND_LABELS[post.kind]}
        </span>
        <span className="reported-post__reports">
          Segnalata da {reporters}, l’ultima volta il {formatDateTime(post.last_reported_at)}
        </span>
      </div>
      <blockquote className="reported-post__text">{post.text}</blockquote>
      {post.question_text !== null && (
        <p className="reported-post__context">In risposta a: «{post.question_text}»</p>
      )}
      <p className="reported-post__context">
        Di <Link to={paths.userProfile.href(post.author.user_id)}>{post.author.name}</Link>, il{' '}
        {formatDateTime(post.created_at)}, su{' '}
        <Link to={post.resource.link}>«{post.resource.title}»</Link>
      </p>
      <div className="reported-post__actions">
        {hidden && (
          <span className="reported-post__state">
            Nascosta il {formatDateTime(post.hidden_at!)}
          </span>
        )}
        <button
          type="button"
          className={hidden ? 'button button--ghost' : 'button button--ghost reported-post__hide'}
          disabled={busy}
          aria-label={`${hidden ? 'Ripristina' : 'Nascondi'}: ${post.text}`}
          onClick={() => onModerate(!hidden)}
        >
          {hidden ? 'Ripristina' : 'Nascondi'}
        </button>
      </div>
    </li>
  );
}
