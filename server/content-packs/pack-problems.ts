import type { PackProblem } from '#common/content-pack/rules.ts';

export type { PackProblem };

/** A pack that cannot be imported; nothing was written. */
export class PackRefused extends Error {
  readonly problems: readonly PackProblem[];

  constructor(problems: readonly PackProblem[]) {
    super(problems.map((problem) => `${problem.place}: ${problem.message}`).join('\n'));
    this.name = 'PackRefused';
    this.problems = problems;
  }
}

/** A zod-style path as the docs write places: `levels[1].entities[3].title`. */
export function placeOf(path: ReadonlyArray<PropertyKey>): string {
  let place = '';
  for (const part of path) {
    if (typeof part === 'number') place += `[${part}]`;
    else place += place ? `.${String(part)}` : String(part);
  }
  return place || 'manifest.json';
}
