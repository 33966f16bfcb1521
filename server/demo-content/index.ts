import { professionalPaths, singleEntityKeys, skillFocuses } from './collections.ts';
import type { DemoContent } from './content-types.ts';
import { archiveLevel } from './level-archive.ts';
import { levelOne } from './level-1.ts';
import { levelTwo } from './level-2.ts';
import { levelThree } from './level-3.ts';
import { markdownOnDemand } from './on-demand/markdown-on-demand.ts';
import { passwordSecurityOnDemand } from './on-demand/password-security-on-demand.ts';
import { regexOnDemand } from './on-demand/regex-on-demand.ts';

/** Everything the seed writes on an empty database (DEMO.md "Content"). */
export const demoContent: DemoContent = {
  levels: [levelOne, levelTwo, levelThree, archiveLevel],
  on_demand: [markdownOnDemand, regexOnDemand, passwordSecurityOnDemand],
  professional_paths: professionalPaths,
  skill_focuses: skillFocuses,
  single_entity_keys: singleEntityKeys,
};
