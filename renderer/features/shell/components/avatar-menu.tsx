import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import type { Role } from '#common/auth/roles.ts';
import { initialsOf } from '../../../components/user-avatar/initials.ts';
import { UserAvatar } from '../../../components/user-avatar/user-avatar.tsx';
import { useOwnProfile } from '../../../lib/profile/own-profile.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { useSession } from '../../../lib/session-context.tsx';
import { useEntryAction } from '../hooks/use-entry-action.ts';
import { avatarMenuEntries } from './header-entries.ts';
import { ROLE_LABELS } from './role-labels.ts';

export const WELCOME_PROFILE_WARNING = "Completa prima l'introduzione.";

/**
 * The avatar dropdown, a keyboard menu (menu button pattern): Enter, Space or ArrowDown opens it
 * on the first item, arrows, Home and End move, Escape closes and returns focus to the button.
 * Its first item is the user's own card, which leads to the profile; on /welcome it shows the
 * warning instead (spec 01 §2), because the journey must be unlocked first.
 */
export function AvatarMenu({ role, onWelcome }: { role: Role; onWelcome: boolean }) {
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const navigate = useNavigate();
  const { toasts } = useServices();
  const { name, claims } = useSession();
  // The chosen avatar instead of the initials (spec 02 §7); initials while it loads.
  const ownProfile = useOwnProfile();
  const run = useEntryAction();
  const profileCard = role !== 'sorintian';

  const items = () => [
    ...(container.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []),
  ];
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) trigger.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    items()[0]?.focus();
    const onPointerDown = (event: MouseEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const focusAt = (next: number) => list[(next + list.length) % list.length]?.focus();
    if (event.key === 'ArrowDown') focusAt(index + 1);
    else if (event.key === 'ArrowUp') focusAt(index - 1);
    else if (event.key === 'Home') focusAt(0);
    else if (event.key === 'End') focusAt(list.length - 1);
    else if (event.key === 'Escape') close(true);
    else if (event.key === 'Tab') close(false);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  const openProfile = () => {
    close(true);
    if (onWelcome) toasts.show('warning', WELCOME_PROFILE_WARNING);
    else void navigate('/profile');
  };

  return (
    <div className="avatar-menu" ref={container}>
      <button
        ref={trigger}
        type="button"
        className="avatar-menu__trigger"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        // The initials are the button's visible text when there is no image: the name includes them
        // so a speech user can say what they see (WCAG 2.5.3, label in name).
        aria-label={`Menu del profilo di ${name}, ${initialsOf(name)}`}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <UserAvatar avatarPath={ownProfile.data?.avatar_path} name={name} />
      </button>
      {open && (
        <div
          id={menuId}
          className="avatar-menu__panel"
          role="menu"
          aria-label="Profilo"
          onKeyDown={onMenuKeyDown}
        >
          {profileCard ? (
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              className="avatar-menu__card"
              onClick={openProfile}
            >
              <span className="avatar-menu__name">{name}</span>
              <span className="avatar-menu__role">{ROLE_LABELS[role]}</span>
            </button>
          ) : (
            <div className="avatar-menu__card" role="presentation">
              <span className="avatar-menu__name">{name}</span>
              <span className="avatar-menu__role">{ROLE_LABELS[role]}</span>
            </div>
          )}
          {avatarMenuEntries(role, onWelcome, claims?.admin === true).map((entry) => (
            <button
              key={entry.id}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className="avatar-menu__item"
              onClick={() => {
                close(entry.action.kind !== 'link');
                run(entry.action);
              }}
            >
              {entry.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
