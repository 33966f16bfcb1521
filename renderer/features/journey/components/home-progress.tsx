import type { HomePage } from '#common/api/journey/index.ts';
import { percentToNextTitle, TITLE_LABELS } from '#common/progress/titles.ts';

/** Points, title and the bar towards the next title. */
export function HomeProgress({ user }: { user: HomePage['user'] }) {
  const percent = percentToNextTitle(user.points, user.title);
  return (
    <section className="home-progress" aria-labelledby="home-progress-title">
      <h2 id="home-progress-title" className="home-progress__title">
        {TITLE_LABELS[user.title]}
      </h2>
      <p className="home-progress__points">
        <strong>{user.points}</strong> punti
      </p>
      <div
        className="home-progress__bar"
        role="progressbar"
        aria-label="Progresso verso il prossimo titolo"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span className="home-progress__fill" style={{ width: `${percent}%` }} />
      </div>
      <p className="home-progress__next">
        {user.next_title && user.points_to_next_title !== null
          ? `Ancora ${user.points_to_next_title} punti per diventare ${TITLE_LABELS[user.next_title]}.`
          : 'Hai raggiunto il titolo più alto: complimenti!'}
      </p>
    </section>
  );
}
