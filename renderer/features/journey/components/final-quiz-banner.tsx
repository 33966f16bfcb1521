import { useNavigate } from 'react-router';
import type { ItemDetail } from '#common/api/journey/index.ts';
import { paths } from '#common/routing/paths.ts';
import { useSession } from '../../../lib/session-context.tsx';
import { finalQuizInvitation, showsFinalQuizBanner } from './final-quiz-rule.ts';
import './final-quiz-banner.css';

export interface FinalQuizBannerProps {
  /** The module (or other item) the banner is about, as getItemDetail returns it. */
  readonly item: Pick<ItemDetail, 'id' | 'certificate' | 'only_final_quiz_left' | 'sections'>;
  /**
   * On the module page: scroll to and focus the final quiz item. Left out elsewhere (the episode
   * page), where the button opens the module page instead.
   */
  readonly onTakeQuiz?: () => void;
}

/**
 * The quiz banner (spec 01 §2): when only the final quiz is left it congratulates the user by
 * name and invites them to take it, with the button 'Effettua il quiz'. Renders nothing otherwise.
 */
export function FinalQuizBanner({ item, onTakeQuiz }: FinalQuizBannerProps) {
  const { name } = useSession();
  const navigate = useNavigate();
  if (!showsFinalQuizBanner(item)) return null;
  const firstName = name.trim().split(/\s+/)[0] ?? '';
  return (
    <aside className="final-quiz-banner" aria-label="Quiz finale">
      <p className="final-quiz-banner__text">{finalQuizInvitation(firstName, item.certificate)}</p>
      <button
        type="button"
        className="button button--primary"
        onClick={() =>
          onTakeQuiz ? onTakeQuiz() : void navigate(paths.moduleDetail.href(item.id))
        }
      >
        Effettua il quiz
      </button>
    </aside>
  );
}
