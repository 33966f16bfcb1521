/**
 * The profile-completeness checklist of spec 02 §5, computed on the server from these facts and
 * sent with the owner's profile. Each item says where it is completed: settings (secondary
 * e-mail and GitHub link), the profile page, or the awards section (favourite hashtags).
 */
export interface CompletionFacts {
  hasAvatar: boolean;
  hasBio: boolean;
  hasMotto: boolean;
  hobbies: number;
  skills: number;
  hasSecondaryEmail: boolean;
  hasGithubLink: boolean;
  earnedTags: number;
  favouriteTags: number;
}

export type CompletionItemKey =
  'avatar' | 'bio' | 'motto' | 'hobby' | 'skill' | 'contacts' | 'favourite_tag';

export type CompletionPlace = 'profile' | 'settings' | 'awards';

export interface CompletionItem {
  key: CompletionItemKey;
  label: string;
  place: CompletionPlace;
  done: boolean;
}

/** The checklist: six items, seven when the user has earned hashtags (only then can they pick). */
export function completionChecklist(facts: CompletionFacts): CompletionItem[] {
  const items: CompletionItem[] = [
    { key: 'avatar', label: 'Scegli un avatar', place: 'profile', done: facts.hasAvatar },
    { key: 'bio', label: 'Scrivi la tua bio', place: 'profile', done: facts.hasBio },
    { key: 'motto', label: 'Scrivi il tuo motto', place: 'profile', done: facts.hasMotto },
    { key: 'hobby', label: 'Aggiungi almeno un hobby', place: 'profile', done: facts.hobbies > 0 },
    {
      key: 'skill',
      label: 'Aggiungi almeno una competenza',
      place: 'profile',
      done: facts.skills > 0,
    },
    {
      key: 'contacts',
      label: "Aggiungi l'e-mail secondaria e il link GitHub",
      place: 'settings',
      done: facts.hasSecondaryEmail && facts.hasGithubLink,
    },
  ];
  if (facts.earnedTags > 0) {
    items.push({
      key: 'favourite_tag',
      label: 'Scegli almeno un hashtag preferito',
      place: 'awards',
      done: facts.favouriteTags > 0,
    });
  }
  return items;
}

/** The share of done items, 0-100, not rounded (the widget rounds down when it shows it). */
export function completionPercentage(items: readonly CompletionItem[]): number {
  if (items.length === 0) return 100;
  return (items.filter((item) => item.done).length * 100) / items.length;
}
