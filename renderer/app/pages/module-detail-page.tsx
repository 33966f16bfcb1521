import { ModuleDetailPage } from '../../features/journey/components/module-detail-page.tsx';
import { TodoToggleButton } from '../../features/todo/components/todo-toggle-button.tsx';
import { useTodoSync } from '../../features/todo/hooks/use-todo-sync.ts';

/** /module-detail/:moduleId: the module with its to-do switch in the header. */
export default function ModuleDetailRoute() {
  useTodoSync();
  return (
    <ModuleDetailPage
      headerActions={(item) => <TodoToggleButton entityId={item.id} entityTitle={item.title} />}
    />
  );
}
