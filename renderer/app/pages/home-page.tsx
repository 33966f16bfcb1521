import { HomePage } from '../../features/home/components/home-page.tsx';
import { HomeJourneySection } from '../../features/journey/components/home-journey-section.tsx';
import { useTodoList } from '../../features/todo/api/get-todo-list.ts';
import { useTodoSync } from '../../features/todo/hooks/use-todo-sync.ts';

/** / : the home page with the journey section, whose saved list is the student's to-do list. */
export default function HomeRoute() {
  useTodoSync();
  const todo = useTodoList();
  return <HomePage journey={<HomeJourneySection saved={todo.data} />} />;
}
