import { describe, expect, it } from 'vitest';
import theme from '../../app/styles/theme.css?raw';
import chipCss from './chip.css?raw';
import { CHIP_TYPES, chipTypeClass } from './chip-types.ts';

// WCAG 1.4.3 (AA): text of a chip's size needs 4.5:1 against its background. The colours are read
// from the stylesheets themselves (chip.css's declarations, resolved through theme.css's tokens),
// so a token changed later is checked too.
const AA_TEXT = 4.5;

const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '');

const tokens = new Map(
  [...withoutComments(theme).matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map(([, name, value]) => [
    name!,
    value!.trim(),
  ]),
);

function resolve(value: string, seen: string[] = []): string {
  const reference = /^var\((--[\w-]+)\)$/.exec(value);
  if (!reference) return value;
  const name = reference[1]!;
  const next = tokens.get(name);
  if (next === undefined || seen.includes(name)) throw new Error(`Unknown or circular ${name}`);
  return resolve(next, [...seen, name]);
}

function declaration(type: (typeof CHIP_TYPES)[number], property: 'background' | 'color') {
  const rule = new RegExp(`\\.${chipTypeClass(type)}\\s*\\{([^}]*)\\}`).exec(
    withoutComments(chipCss),
  );
  if (!rule) throw new Error(`chip.css has no .${chipTypeClass(type)} rule`);
  const value = new RegExp(`(?:^|[\\s;])${property}\\s*:\\s*([^;]+);`).exec(rule[1]!);
  if (!value) throw new Error(`.${chipTypeClass(type)} sets no ${property}`);
  return resolve(value[1]!.trim());
}

/** An opaque #rgb or #rrggbb colour as 0–255 channels; anything else fails the test. */
function channels(colour: string): [number, number, number] {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour)?.[1];
  if (!hex) throw new Error(`${colour} is not an opaque hex colour`);
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  return [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16)) as [number, number, number];
}

/** Relative luminance (WCAG 2.x). */
function luminance(colour: string): number {
  const [r, g, b] = channels(colour).map((channel) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrastRatio(first: string, second: string): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('chip colours', () => {
  it('computes the contrast ratio as WCAG does', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777', '#fff')).toBeCloseTo(4.48, 2);
    // The "In diretta" chip before issue 26: white on --color-danger.
    expect(contrastRatio('#ffffff', '#ff5c6c')).toBeCloseTo(3.0, 1);
  });

  it.each(CHIP_TYPES)('%s: text on background reads at 4.5:1 or more', (type) => {
    const background = declaration(type, 'background');
    const text = declaration(type, 'color');
    expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(AA_TEXT);
  });
});
