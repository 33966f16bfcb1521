import type { Queryable } from '../../db/database.ts';
import {
  exportEntityProgress,
  exportGameRounds,
  exportGameTasks,
  exportPoints,
  exportResourceProgress,
  exportResourceVotes,
  exportStreak,
  exportTodoList,
  exportVideoWatch,
} from './export-progress-repository.ts';

/** progressi.json: what the user completed, their points, streak, to-do list and game rounds. */
export async function progressPart(db: Queryable, userId: string) {
  const [resources, modules, videos, points, streak, todo, votes, rounds, tasks] =
    await Promise.all([
      exportResourceProgress(db, userId),
      exportEntityProgress(db, userId),
      exportVideoWatch(db, userId),
      exportPoints(db, userId),
      exportStreak(db, userId),
      exportTodoList(db, userId),
      exportResourceVotes(db, userId),
      exportGameRounds(db, userId),
      exportGameTasks(db, userId),
    ]);
  return {
    total_points: points.reduce((sum, award) => sum + award.points, 0),
    completed_modules: modules,
    completed_resources: resources,
    video_lessons_watched: videos,
    points_awarded: points,
    streak,
    todo_list: todo,
    resource_ratings: votes,
    game_rounds: rounds.map(({ round, ...rest }) => ({
      ...rest,
      tasks: tasks.filter((task) => task.round === round).map(({ round: _, ...task }) => task),
    })),
  };
}
