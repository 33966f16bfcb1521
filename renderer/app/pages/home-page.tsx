import { HomePage } from '../../features/home/components/home-page.tsx';
import { HomeJourneySection } from '../../features/journey/components/home-journey-section.tsx';
import { TestSessionNotice } from '../../features/test-session-notice/components/test-session-notice.tsx';
import { useTodoList } from '../../features/todo/api/get-todo-list.ts';
import { useTodoSync } from '../../features/todo/hooks/use-todo-sync.ts';

/**
 * / : the home page with the journey section, whose saved list is the student's to-do list,
 * preceded by the notice of any test a professor opened for the student right now.
 */
export default function HomeRoute() {
  useTodoSync();
  const todo = useTodoList();
  return (
    <HomePage
      journey={
        <>
          <TestSessionNotice />
          <HomeJourneySection saved={todo.data} />
        </>
      }
    />
  );
}
