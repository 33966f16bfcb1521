// The Debian packages the test suite needs, and how to tell whether each is present.
import { existsSync, readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

interface SystemPackage {
  /** Debian package name to install. */
  name: string;
  /** True when the package is usable on this machine. */
  present: () => boolean;
}

const onPath = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;

export const SYSTEM_PACKAGES: SystemPackage[] = [
  { name: 'chromium', present: () => existsSync('/usr/bin/chromium') },
  {
    name: 'postgresql',
    // Any major version Debian installs under /usr/lib/postgresql/<major>/bin.
    present: () =>
      existsSync('/usr/lib/postgresql') &&
      readdirSync('/usr/lib/postgresql').some((major) =>
        existsSync(`/usr/lib/postgresql/${major}/bin/initdb`),
      ),
  },
  {
    name: 'libsecret-1-dev',
    present: () => spawnSync('sh', ['-c', 'pkg-config --exists libsecret-1']).status === 0,
  },
  { name: 'gnome-keyring', present: () => onPath('gnome-keyring-daemon') },
  { name: 'dbus-x11', present: () => onPath('dbus-run-session') && onPath('dbus-launch') },
  // The certificate and report tests read the PDFs they generate as a reader program would.
  { name: 'poppler-utils', present: () => onPath('pdftotext') },
];

/** Names of the packages that are missing, in a form ready for `apt-get install`. */
export function findMissingSystemPackages(): string[] {
  return SYSTEM_PACKAGES.filter((pkg) => !pkg.present()).map((pkg) => pkg.name);
}
