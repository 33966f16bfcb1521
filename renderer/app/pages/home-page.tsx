import { StudentAssignments } from '../../features/assignments/components/student-assignments.tsx';
import { HomePage } from '../../features/home/components/home-page.tsx';
import { HomeJourneySection } from '../../features/journey/components/home-journey-section.tsx';
import { TestSessionNotice } from '../../features/test-session-notice/components/test-session-notice.tsx';
import { useTodoList } from '../../features/todo/api/get-todo-list.ts';
import { useSession } from '../../lib/session-context.tsx';
import { useTodoSync } from '../../features/todo/hooks/use-todo-sync.ts';

/**
 * / : the home page with the journey section, whose saved list is the student's to-do list,
 * preceded by the notice of any test a professor opened for the student right now and by the
 * student's «Compiti» (students only).
 */
export default function HomeRoute() {
  const { role } = useSession();
  useTodoSync();
  const todo = useTodoList();
  return (
    <HomePage
      journey={
        <>
          <TestSessionNotice />
          {role === 'student' && <StudentAssignments />}
          <HomeJourneySection saved={todo.data} />
        </>
      }
    />
  );
}
