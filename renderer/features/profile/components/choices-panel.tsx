import { useQueryClient, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { profileEndpoints } from '#common/api/profile/endpoints.ts';
import type { OwnProfile } from '#common/api/profile/index.ts';
import { PROFILE_LIMITS } from '#common/profile/limits.ts';
import { endpointQueryKey, setEndpointData, endpointQuery } from '../../../lib/query/index.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { saveHobbies, saveSkills } from '../api/catalogue-calls.ts';
import { CataloguePicker } from './catalogue-picker.tsx';

/**
 * Hobbies, soft and hard skills of the owner. A saved choice replaces the cached one and the
 * own profile is read again (its checklist counts hobbies and skills).
 */
export function ChoicesPanel({ profile }: { profile: OwnProfile }) {
  const { http, toasts } = useServices();
  const queryClient = useQueryClient();
  const params = { userId: profile.user_id };
  const hobbies = useQuery(endpointQuery(profileEndpoints.getUserHobbies, { params }));
  const skills = useQuery(endpointQuery(profileEndpoints.getUserSkills, { params }));
  const [busy, setBusy] = useState(false);

  const save = async (write: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await write();
      toasts.show('success', 'Scelte salvate.');
      await queryClient.invalidateQueries({
        queryKey: endpointQueryKey(profileEndpoints.getProfile, { params }),
      });
    } finally {
      setBusy(false);
    }
  };
  const changeHobbies = (ids: string[]) =>
    save(async () =>
      setEndpointData(
        queryClient,
        profileEndpoints.getUserHobbies,
        { params },
        await saveHobbies(http, ids),
      ),
    );
  const changeSkills = (change: { soft?: string[]; hard?: string[] }) =>
    save(async () => {
      const current = skills.data ?? { soft_skills: [], hard_skills: [] };
      const saved = await saveSkills(http, {
        soft: change.soft ?? current.soft_skills.map((skill) => skill.id),
        hard: change.hard ?? current.hard_skills.map((skill) => skill.id),
      });
      setEndpointData(queryClient, profileEndpoints.getUserSkills, { params }, saved);
    });

  if (hobbies.isPending || skills.isPending) {
    return <div className="profile-card skeleton-shine profile-card--placeholder" />;
  }
  if (hobbies.isError || skills.isError) {
    return <p className="profile-text__empty">Impossibile caricare hobby e competenze.</p>;
  }
  return (
    <section className="profile-card" aria-labelledby="choices-title">
      <h2 id="choices-title" className="profile-card__title">
        Hobby e competenze
      </h2>
      <CataloguePicker
        label="Hobby"
        kind="hobby"
        chosen={hobbies.data.hobbies}
        max={PROFILE_LIMITS.maxHobbies}
        busy={busy}
        onChange={changeHobbies}
      />
      <CataloguePicker
        label="Soft skill"
        kind="soft"
        chosen={skills.data.soft_skills}
        max={PROFILE_LIMITS.maxSkillsPerType}
        busy={busy}
        onChange={(ids) => changeSkills({ soft: ids })}
      />
      <CataloguePicker
        label="Hard skill"
        kind="hard"
        chosen={skills.data.hard_skills}
        max={PROFILE_LIMITS.maxSkillsPerType}
        busy={busy}
        onChange={(ids) => changeSkills({ hard: ids })}
      />
    </section>
  );
}
