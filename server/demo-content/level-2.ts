import type { DemoLevel } from './content-types.ts';
import { asyncJavascriptFocus } from './level-2/async-javascript-focus.ts';
import { levelTwoFinalTest } from './level-2/final-test.ts';
import { httpAndApis } from './level-2/http-and-apis.ts';
import { javascriptBasics } from './level-2/javascript-basics.ts';
import { javascriptPitStop } from './level-2/javascript-pit-stop.ts';
import { nodeBackendBasics } from './level-2/node-backend-basics.ts';

/** Level 2: the JavaScript language and a first back end. */
export const levelTwo: DemoLevel = {
  key: 'level-javascript-backend',
  title: 'JavaScript e back end',
  order_num: 2,
  entities: [
    javascriptBasics,
    javascriptPitStop,
    httpAndApis,
    nodeBackendBasics,
    asyncJavascriptFocus,
    levelTwoFinalTest,
  ],
};
