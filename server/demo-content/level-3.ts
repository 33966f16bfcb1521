import type { DemoLevel } from './content-types.ts';
import { ciCdFocus } from './level-3/ci-cd-focus.ts';
import { dataPitStop } from './level-3/data-pit-stop.ts';
import { dockerBasics } from './level-3/docker-basics.ts';
import { levelThreeFinalTest } from './level-3/final-test.ts';
import { linuxForDevelopers } from './level-3/linux-for-developers.ts';
import { sqlBasics } from './level-3/sql-basics.ts';

/** Level 3: storing data and running applications on servers. */
export const levelThree: DemoLevel = {
  key: 'level-data-devops',
  title: 'Dati e DevOps',
  order_num: 3,
  entities: [
    sqlBasics,
    dataPitStop,
    linuxForDevelopers,
    dockerBasics,
    ciCdFocus,
    levelThreeFinalTest,
  ],
};
