import type { DemoLevel } from './content-types.ts';
import { accessibilityFocus } from './level-1/accessibility-focus.ts';
import { levelOneFinalTest } from './level-1/final-test.ts';
import { firstStepsPitStop } from './level-1/first-steps-pit-stop.ts';
import { gitBasics } from './level-1/git-basics.ts';
import { htmlCssBasics } from './level-1/html-css-basics.ts';
import { terminalBasics } from './level-1/terminal-basics.ts';

/** Level 1: the tools every developer uses, and the first web page. */
export const levelOne: DemoLevel = {
  key: 'level-basics',
  title: 'Le basi',
  order_num: 1,
  entities: [
    terminalBasics,
    gitBasics,
    firstStepsPitStop,
    htmlCssBasics,
    accessibilityFocus,
    levelOneFinalTest,
  ],
};
