/**
 * The avatar catalogue: each id is a file `resources/avatars/<id>.svg` shipped with the server
 * (a test checks that every file exists and is a safe SVG). Order is the picker's order.
 */
export const AVATARS = [
  { id: 'astronaut', name: 'Astronauta' },
  { id: 'rocket', name: 'Razzo' },
  { id: 'ringed-planet', name: 'Pianeta con anelli' },
  { id: 'moon', name: 'Luna' },
  { id: 'comet', name: 'Cometa' },
  { id: 'satellite', name: 'Satellite' },
  { id: 'alien', name: 'Alieno' },
  { id: 'ufo', name: 'Disco volante' },
  { id: 'telescope', name: 'Telescopio' },
  { id: 'galaxy', name: 'Galassia' },
  { id: 'shooting-star', name: 'Stella cadente' },
  { id: 'sun', name: 'Sole' },
  { id: 'space-station', name: 'Stazione spaziale' },
  { id: 'meteor', name: 'Meteora' },
  { id: 'black-hole', name: 'Buco nero' },
  { id: 'constellation', name: 'Costellazione' },
  { id: 'mars-rover', name: 'Rover marziano' },
  { id: 'space-cat', name: 'Gatto spaziale' },
] as const;

export type AvatarId = (typeof AVATARS)[number]['id'];

const AVATAR_IDS: ReadonlySet<string> = new Set(AVATARS.map((avatar) => avatar.id));

export function isAvatarId(value: string): value is AvatarId {
  return AVATAR_IDS.has(value);
}
