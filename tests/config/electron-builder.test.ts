import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const config = parse(readFileSync(join(root, 'electron-builder.yml'), 'utf8')) as Record<
  string,
  // A loose view of the parsed YAML: the schema check below is the strict one.
  Record<string, unknown> & { target?: unknown[]; icon?: string }
> & { appId: string; productName: string; files: string[]; asarUnpack: string[] };

function pngSize(path: string): [number, number] {
  const png = readFileSync(path);
  expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

describe('electron-builder.yml', () => {
  it("is valid against electron-builder's own JSON schema", () => {
    const schema = JSON.parse(
      readFileSync(join(root, 'node_modules/app-builder-lib/scheme.json'), 'utf8'),
    ) as object;
    const ajv = new Ajv({ allErrors: true, strict: false });
    const validate = ajv.compile(schema);
    const valid = validate(config);
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('is checked strictly: a misspelt option or an unknown update provider fails the schema', () => {
    const schema = JSON.parse(
      readFileSync(join(root, 'node_modules/app-builder-lib/scheme.json'), 'utf8'),
    ) as object;
    const validate = new Ajv({ allErrors: true, strict: false }).compile(schema);
    expect(validate({ ...config, nsis: { ...config.nsis, perMachin: true } })).toBe(false);
    expect(
      validate({ ...config, publish: { provider: 'generik', url: 'https://x.invalid' } }),
    ).toBe(false);
  });

  it('names the product and packages the electron-vite output only', () => {
    expect(config.productName).toBe('Tech Journey');
    expect(config.appId).toMatch(/^[a-z]+(\.[a-z-]+)+$/);
    expect(config.files).toContain('out/**');
    // The web server's precompressed copies would double the renderer's size in the package.
    expect(config.files).toEqual(
      expect.arrayContaining(['!out/renderer/**/*.br', '!out/renderer/**/*.gz']),
    );
    expect(
      config.asarUnpack.some((pattern) => pattern.includes('keytar') && pattern.endsWith('.node')),
    ).toBe(true);
  });

  it('targets AppImage and deb (Education) on Linux, nsis on Windows, dmg (and zip) on macOS', () => {
    expect(config.linux?.target).toEqual(['AppImage', 'deb']);
    expect(config.linux?.category).toBe('Education');
    expect(config.win?.target).toEqual(['nsis']);
    // The zip is what electron-updater installs on macOS; the dmg is what people install from.
    expect(config.mac?.target).toEqual(['dmg', 'zip']);
  });

  it('installs per machine on Windows, as a lab administrator needs', () => {
    expect(config.nsis).toMatchObject({ perMachine: true, oneClick: false });
  });

  it('declares the tech-journey:// scheme, and registers it machine-wide in the NSIS installer', () => {
    expect(config.protocols).toEqual([{ name: 'Tech Journey', schemes: ['tech-journey'] }]);
    const script = readFileSync(join(root, config.nsis?.include as string), 'utf8');
    expect(script).toContain('!macro customInstall');
    expect(script).toContain(
      'WriteRegStr SHCTX "Software\\Classes\\tech-journey" "URL Protocol" ""',
    );
    expect(script).toContain('"%1"');
    expect(script).toMatch(
      /!macro customUnInstall\s+DeleteRegKey SHCTX "Software\\Classes\\tech-journey"/,
    );
  });

  it('writes the update descriptors through a generic feed whose URL the app never uses', () => {
    // electron-builder writes latest*.yml only with a publish entry; the app's feed comes from the
    // machine-wide config file (main/config/update-settings.ts), so this URL must lead nowhere.
    const publish = config.publish as unknown as { provider: string; url: string };
    expect(publish.provider).toBe('generic');
    expect(new URL(publish.url).hostname.endsWith('.invalid')).toBe(true);
  });

  it('refers only to icon files that exist, in the sizes each platform needs', () => {
    const icons = [
      config.win?.icon,
      config.mac?.icon,
      config.nsis?.installerIcon,
      config.nsis?.uninstallerIcon,
      config.dmg?.icon,
    ] as string[];
    for (const icon of icons) expect(existsSync(join(root, icon)), icon).toBe(true);
    const linuxDir = join(root, config.linux?.icon as string);
    for (const size of [16, 32, 48, 64, 128, 256, 512]) {
      expect(pngSize(join(linuxDir, `${size}x${size}.png`))).toEqual([size, size]);
    }
    expect(
      readFileSync(join(root, config.mac?.icon as string))
        .subarray(0, 4)
        .toString(),
    ).toBe('icns');
    const ico = readFileSync(join(root, config.win?.icon as string));
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
    // A 256 px image is what Windows (and nsis) needs for large icons; 0 means 256 in ICO.
    const widths = Array.from({ length: ico.readUInt16LE(4) }, (_, i) => ico.readUInt8(6 + 16 * i));
    expect(widths).toContain(0);
  });

  // Fuses are flipped in the Electron binary at packaging time: without them anyone at a lab PC
  // can run the installed app as Node (ELECTRON_RUN_AS_NODE, NODE_OPTIONS, --inspect).
  it.each([
    ['runAsNode', false],
    ['enableNodeOptionsEnvironmentVariable', false],
    ['enableNodeCliInspectArguments', false],
    ['grantFileProtocolExtraPrivileges', false],
    ['enableCookieEncryption', true],
    ['enableEmbeddedAsarIntegrityValidation', true],
    ['onlyLoadAppFromAsar', true],
  ])('sets the Electron fuse %s to %s', (fuse, value) => {
    expect(config.electronFuses?.[fuse]).toBe(value);
  });

  it('packages what package.json says is the app entry', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { main: string };
    expect(pkg.main).toBe('out/main/index.js');
    expect(config.directories?.buildResources).toBe('resources');
  });
});
