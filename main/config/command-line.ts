import type { ConfigLayerInput } from './config-layer.ts';

// Flags with a value, written --name=value like Chromium's own switches.
const VALUE_FLAGS = {
  '--server-url': 'serverUrl',
  '--api-base-url': 'apiBaseUrl',
  '--environment': 'environment',
} as const;

/**
 * The command-line layer: --server-url=… (every service of one server), --api-base-url=…,
 * --environment=…, --kiosk. Anything else (Chromium switches, the app path) is not ours and is
 * skipped. Values are validated later, like every other layer.
 */
export function commandLineLayer(argv: readonly string[]): Record<string, unknown> {
  const layer: Record<string, unknown> = {};
  for (const arg of argv) {
    if (arg === '--kiosk') {
      layer.kiosk = true;
      continue;
    }
    const separator = arg.indexOf('=');
    if (separator < 0) continue;
    const flag = arg.slice(0, separator);
    if (Object.hasOwn(VALUE_FLAGS, flag)) {
      const key: keyof ConfigLayerInput = VALUE_FLAGS[flag as keyof typeof VALUE_FLAGS];
      layer[key] = arg.slice(separator + 1);
    }
  }
  return layer;
}
