import type { PackChange, PackItemKind } from '#common/api/content-packs/content-packs.ts';
import type { PackContent } from './current-content.ts';
import { stableJson } from './stable-json.ts';

/**
 * What importing a pack changes, item by item: the pack's items are compared with the ones
 * the platform has from the same pack, by key. An item is changed when anything of it differs
 * (its fields, its place, a quiz's questions); its children are items of their own.
 */
export interface ImportPlan {
  added: PackChange[];
  changed: PackChange[];
  retired: PackChange[];
  /** `kind:key` of every item added or changed: the import writes these and nothing else. */
  writes: ReadonlySet<string>;
  /** Whether the pack's single entities of the home page differ. */
  singlesChanged: boolean;
}

interface Item {
  kind: PackItemKind;
  key: string;
  title: string;
  signature: string;
}

export const itemId = (kind: PackItemKind, key: string): string => `${kind}:${key}`;

export function planChanges(current: PackContent, next: PackContent): ImportPlan {
  const before = itemsOf(current);
  const startsNow = new Map(
    current.live_courses.flatMap((course) =>
      course.episodes.map((episode) => [episode.key, episode.starts_at] as const),
    ),
  );
  const after = itemsOf(next, (key) => startsNow.get(key));
  const plan: ImportPlan = {
    added: [],
    changed: [],
    retired: [],
    writes: new Set<string>(),
    singlesChanged: stableJson(current.single_entity_keys) !== stableJson(next.single_entity_keys),
  };
  const writes = plan.writes as Set<string>;
  for (const [id, item] of after) {
    const old = before.get(id);
    if (old?.signature === item.signature) continue;
    (old ? plan.changed : plan.added).push(change(item));
    writes.add(id);
  }
  for (const [id, item] of before) if (!after.has(id)) plan.retired.push(change(item));
  return plan;
}

/** `startOf`: the start an episode has now, which a relative start keeps. */
function itemsOf(
  content: PackContent,
  startOf: (key: string) => string | undefined = () => undefined,
): Map<string, Item> {
  const items = new Map<string, Item>();
  const add = (kind: PackItemKind, key: string, title: string, signature: unknown) =>
    items.set(itemId(kind, key), { kind, key, title, signature: stableJson(signature) });

  const entities = [
    ...content.levels.flatMap((level) =>
      level.entities.map((entity, index) => ({ entity, level: level.key, position: index + 1 })),
    ),
    ...content.on_demand.map((entity, index) => ({ entity, level: null, position: index + 1 })),
  ];
  for (const level of content.levels) {
    const { entities: _children, ...fields } = level;
    add('level', level.key, level.title, fields);
  }
  for (const { entity, level, position } of entities) {
    const { sections, ...fields } = entity;
    add('entity', entity.key, entity.title, {
      ...fields,
      level,
      position,
      sections: sections.map((section) => section.title),
    });
    sections.forEach((section, sectionIndex) =>
      section.resources.forEach((resource, index) =>
        add('resource', resource.key, resource.title, {
          ...resource,
          entity: entity.key,
          section: sectionIndex + 1,
          position: index + 1,
        }),
      ),
    );
  }
  for (const [kind, collections] of [
    ['professional_path', content.professional_paths],
    ['skill_focus', content.skill_focuses],
  ] as const) {
    for (const collection of collections) {
      add('collection', collection.key, collection.title, { ...collection, kind });
    }
  }
  for (const course of content.live_courses) {
    const { episodes, quizzes, ...fields } = course;
    add('live_course', course.key, course.title, fields);
    for (const episode of episodes) {
      // A relative start is set at the first import and kept after: it is no change.
      const { starts_at, starts_in_minutes: relative, ...rest } = episode;
      const start = relative === undefined ? starts_at : startOf(episode.key);
      add('episode', episode.key, episode.title, {
        ...rest,
        course: course.key,
        starts_at: start === undefined ? null : Date.parse(start),
      });
    }
    for (const quiz of quizzes) {
      add('live_quiz', quiz.key, quiz.title, { ...quiz, course: course.key });
    }
  }
  return items;
}

const change = ({ kind, key, title }: Item): PackChange => ({ kind, key, title });
