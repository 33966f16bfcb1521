import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configLayerSchema } from '../../main/config/config-layer.ts';
import { loadDesktopConfig } from '../../main/config/load-config.ts';
import { machineConfigPath } from '../../main/config/machine-config-path.ts';
import { updateSettingsSchema } from '../../main/config/update-settings.ts';
import { createMemoryLogger } from '../../main/logging/logger.ts';

// The section of docs/desktop.md on the machine-wide config file is what a lab administrator
// follows: its examples must load without a complaint and its table must name every key the code
// accepts.
const doc = readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'desktop.md'), 'utf8');
const sectionStart = doc.indexOf('## The machine-wide config file');
const sectionEnd = doc.indexOf('## Updates');
const section = doc.slice(sectionStart, sectionEnd);
const examples = [...section.matchAll(/```json\n([\s\S]*?)```/g)].map((match) => match[1] ?? '');

function load(text: string) {
  const logger = createMemoryLogger();
  const path = machineConfigPath('linux', {});
  const config = loadDesktopConfig({
    platform: 'linux',
    env: {},
    argv: [],
    readTextFile: (file) => (file === path ? text : null),
    readUserSettings: () => undefined,
    logger,
  });
  return { config, logger };
}

describe('docs/desktop.md: the machine-wide config file', () => {
  it('has the two lab examples, and both load without a log line', () => {
    // Both headings must be found, in order: a renamed heading would otherwise test a slice of
    // the wrong text (or the whole file).
    expect(sectionStart).toBeGreaterThanOrEqual(0);
    expect(sectionEnd).toBeGreaterThan(sectionStart);
    expect(section.length).toBeGreaterThan(0);
    expect(examples).toHaveLength(2);
    const [withUpdates, withoutUpdates] = examples.map((text) => load(text));
    expect(withUpdates?.logger.lines).toEqual([]);
    expect(withUpdates?.config.app).toMatchObject({
      kiosk: true,
      apiBaseUrl: 'https://tj.scuola.ch/api/tj',
    });
    expect(withUpdates?.config.updates).toMatchObject({ enabled: true, checkEveryHours: 4 });
    expect(withoutUpdates?.logger.lines).toEqual([]);
    expect(withoutUpdates?.config.app.kiosk).toBe(true);
    expect(withoutUpdates?.config.updates.enabled).toBe(false);
  });

  it('documents every key the file accepts', () => {
    const keys = [
      ...Object.keys(configLayerSchema.shape),
      ...Object.keys(updateSettingsSchema.shape).map((key) => `updates.${key}`),
    ];
    for (const key of keys) expect(section, key).toContain(`\`${key}\``);
  });

  it('gives the path of each OS as the code reads it', () => {
    expect(section).toContain(machineConfigPath('linux', {}));
    expect(section).toContain(machineConfigPath('darwin', {}));
    expect(section).toContain(machineConfigPath('win32', {}));
  });
});
