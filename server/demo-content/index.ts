import type { DemoContent } from './content-types.ts';
import { levelOne } from './level-1.ts';

/** Everything the seed writes on an empty database (DEMO.md "Content"). */
export const demoContent: DemoContent = {
  levels: [levelOne],
  on_demand: [],
  professional_paths: [],
  skill_focuses: [],
  single_entity_keys: [],
};
