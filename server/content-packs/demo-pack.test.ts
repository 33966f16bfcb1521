import { readFileSync, readdirSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { PackEntity, PackResource } from '#common/content-pack/manifest.ts';
import { demoManifest } from './demo-pack.ts';

type DemoEntity = PackEntity;
type DemoResource = PackResource;
type DemoQuizResource = Extract<PackResource, { type: 'quiz' }>;
const demoContent = demoManifest();
const mediaDir = new URL('../../resources/demo-pack/media/', import.meta.url);

const levelEntities = demoContent.levels.flatMap((level) => level.entities);
const allEntities: DemoEntity[] = [...levelEntities, ...demoContent.on_demand];
const resourcesOf = (entity: DemoEntity): DemoResource[] =>
  entity.sections.flatMap((section) => section.resources);
const allResources = allEntities.flatMap(resourcesOf);
const quizzes = allResources.filter((r): r is DemoQuizResource => r.type === 'quiz');
const questions = quizzes.flatMap((r) => r.quiz.questions);
const collections = [...demoContent.professional_paths, ...demoContent.skill_focuses];

/**
 * The duration a WebM file declares (Segment Info → Duration, element 0x4489), in seconds.
 * ffmpeg writes it as a float in milliseconds (TimecodeScale 1 000 000 ns) near the start.
 */
function webmDurationSeconds(file: URL): number {
  const bytes = readFileSync(file).subarray(0, 4096);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let i = 0; i < bytes.length - 10; i++) {
    if (bytes[i] !== 0x44 || bytes[i + 1] !== 0x89) continue;
    if (bytes[i + 2] === 0x88) return view.getFloat64(i + 3) / 1000;
    if (bytes[i + 2] === 0x84) return view.getFloat32(i + 3) / 1000;
  }
  throw new Error(`no duration in ${file.pathname}`);
}

describe('demo pack', () => {
  it('has the visible levels 1, 2, 3 and the hidden level 20', () => {
    const orders = demoContent.levels.map((level) => level.order_num);
    expect(orders).toEqual(expect.arrayContaining([1, 2, 3, 20]));
    expect(new Set(orders).size).toBe(orders.length);
  });

  it('gives every visible level modules, a pit stop, a focus and a final test as last entity', () => {
    for (const level of demoContent.levels.filter((l) => l.order_num !== 20)) {
      const types = level.entities.map((entity) => entity.type);
      expect(types.filter((t) => t === 'module').length, level.key).toBeGreaterThanOrEqual(3);
      expect(types, level.key).toContain('pit_stop');
      expect(types, level.key).toContain('focus');
      expect(types.indexOf('final_test'), level.key).toBe(types.length - 1);
      expect(
        types.filter((t) => t === 'final_test'),
        level.key,
      ).toHaveLength(1);
    }
  });

  it('uses unique kebab-case keys across levels, entities, resources and collections', () => {
    const keys = [
      ...demoContent.levels.map((level) => level.key),
      ...allEntities.map((entity) => entity.key),
      ...allResources.map((resource) => resource.key),
      ...collections.map((collection) => collection.key),
    ];
    for (const key of keys) expect(key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const duplicates = keys.filter((key, index) => keys.indexOf(key) !== index);
    expect(duplicates).toEqual([]);
  });

  it('ends every entity but a final test with a quiz of kind quiz or test', () => {
    for (const entity of allEntities.filter((e) => e.type !== 'final_test')) {
      const resources = resourcesOf(entity);
      const last = resources.at(-1);
      expect(last?.type, entity.key).toBe('quiz');
      expect(last?.type === 'quiz' && last.quiz.kind !== 'final_test', entity.key).toBe(true);
      expect(
        resources.slice(0, -1).some((r) => r.type === 'quiz'),
        entity.key,
      ).toBe(false);
    }
  });

  it('gives each final test one section holding one final_test quiz of 8-10 questions', () => {
    for (const entity of allEntities.filter((e) => e.type === 'final_test')) {
      expect(entity.sections, entity.key).toHaveLength(1);
      const [only, ...rest] = resourcesOf(entity);
      expect(rest, entity.key).toEqual([]);
      expect(only?.type === 'quiz' && only.quiz.kind, entity.key).toBe('final_test');
      const count = only?.type === 'quiz' ? only.quiz.questions.length : 0;
      expect(count, entity.key).toBeGreaterThanOrEqual(8);
      expect(count, entity.key).toBeLessThanOrEqual(10);
    }
  });

  it('keeps entity types where they belong', () => {
    for (const entity of levelEntities) expect(entity.type, entity.key).not.toBe('on_demand');
    for (const entity of demoContent.on_demand) expect(entity.type, entity.key).toBe('on_demand');
    expect(demoContent.on_demand.length).toBeGreaterThanOrEqual(3);
  });

  it('writes questions with four answers, the right number of correct ones and an explanation', () => {
    expect(questions.some((q) => q.type === 'single_answer')).toBe(true);
    expect(questions.some((q) => q.type === 'multiple_answer')).toBe(true);
    for (const question of questions) {
      const correct = question.answers.filter((answer) => answer.correct).length;
      expect(question.answers, question.text).toHaveLength(4);
      if (question.type === 'single_answer') expect(correct, question.text).toBe(1);
      else expect(correct, question.text).toBeGreaterThanOrEqual(1);
      expect(question.explanation.length, question.text).toBeGreaterThan(10);
      const texts = question.answers.map((answer) => answer.text);
      expect(new Set(texts).size, question.text).toBe(4);
    }
  });

  it('sets pass marks between 60 and 80 percent', () => {
    for (const { key, quiz } of quizzes) {
      expect(quiz.pass_percentage, key).toBeGreaterThanOrEqual(60);
      expect(quiz.pass_percentage, key).toBeLessThanOrEqual(80);
    }
  });

  it('refers only to entities that exist', () => {
    const entityKeys = new Set(allEntities.map((entity) => entity.key));
    const referenced = [
      ...collections.flatMap((collection) => collection.entity_keys),
      ...demoContent.single_entity_keys,
    ];
    for (const key of referenced) expect(entityKeys.has(key), key).toBe(true);
    expect(demoContent.skill_focuses.length).toBeGreaterThanOrEqual(2);
    expect(demoContent.professional_paths.length).toBeGreaterThanOrEqual(2);
  });

  it('plays every video lesson from a shipped clip whose real length is the lesson duration', () => {
    const lessons = allResources.filter((resource) => resource.type === 'video_lesson');
    expect(lessons.length).toBeGreaterThan(0);
    for (const resource of lessons) {
      const declared = webmDurationSeconds(new URL(resource.media, mediaDir));
      expect(Math.round(declared), resource.key).toBe(resource.duration_seconds);
    }
  });

  it('keeps the shipped clips small', () => {
    const clips = readdirSync(mediaDir).filter((name) => name.endsWith('.webm'));
    const sizes = clips.map((name) => statSync(new URL(name, mediaDir)).size);
    for (const size of sizes) expect(size).toBeLessThan(150 * 1024);
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBeLessThan(1.5 * 1024 * 1024);
  });
});
