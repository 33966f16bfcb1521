import { describe, expect, it } from 'vitest';
import { mediaReferences } from '../../../server/content-packs/pack-media.ts';
import { readManifest } from '../../../server/content-packs/validate-manifest.ts';
import { benchManifest, countQuestions } from './bench-pack.ts';

describe('the content bench pack', () => {
  it('has the entities, questions and media asked for, in a manifest the server accepts', () => {
    const manifest = readManifest(
      JSON.stringify(benchManifest({ entities: 101, questions: 507, videos: 13 })),
    );
    const entities = [...manifest.levels.flatMap((level) => level.entities), ...manifest.on_demand];
    expect(entities).toHaveLength(101);
    expect(manifest.levels).toHaveLength(10);
    expect(countQuestions(manifest)).toBe(507);
    const references = mediaReferences(manifest);
    expect(references.filter((reference) => reference.use === 'video')).toHaveLength(13);
    expect(new Set(references.map((reference) => reference.name)).size).toBe(26);
    // Each level ends with its final test, as the journey expects.
    for (const level of manifest.levels) expect(level.entities.at(-1)?.type).toBe('final_test');
  });
});
