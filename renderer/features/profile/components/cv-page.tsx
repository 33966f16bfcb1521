import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { profileEndpoints } from '#common/api/profile/endpoints.ts';
import type { CvSummary } from '#common/api/profile/index.ts';
import { plural } from '#common/format/plurals.ts';
import { TITLE_LABELS } from '#common/progress/titles.ts';
import { PageFrame } from '../../../components/page-frame/page-frame.tsx';
import { UserAvatar } from '../../../components/user-avatar/user-avatar.tsx';
import { endpointQuery } from '../../../lib/query/index.ts';
import { ToggleChip } from '../../../components/chip/chip.tsx';
import { CV_POOL_PAGE_SIZE, useCvPool } from '../api/cv-calls.ts';
import { CvDialog } from './cv-dialog.tsx';
import './profile.css';
import { avatarPathOf } from '#common/api/profile/avatar-path.ts';

/**
 * /profile/cv, the company's side (spec 02 §1): the students who allowed contact, searchable by
 * name and filtered by skills, earned hashtags and school year; each opens a one-page CV.
 */
export default function CvPage() {
  const [search, setSearch] = useState('');
  const [schoolYear, setSchoolYear] = useState('');
  const [skillIds, setSkillIds] = useState<string[]>([]);
  const [tags, setTags] = useState<string[]>([]);
  const [page, setPage] = useState(0);
  const [openId, setOpenId] = useState<string | null>(null);
  const deferredSearch = useDeferredValue(search.trim());
  const filters = useQuery(endpointQuery(profileEndpoints.getCvFilters, {}));
  const pool = useCvPool({
    ...(deferredSearch ? { search: deferredSearch } : {}),
    ...(schoolYear ? { school_year: Number(schoolYear) } : {}),
    ...(skillIds.length > 0 ? { skill_ids: skillIds.join(',') } : {}),
    ...(tags.length > 0 ? { tags: tags.join(',') } : {}),
    limit: CV_POOL_PAGE_SIZE,
    offset: page * CV_POOL_PAGE_SIZE,
  });
  const toggle = (list: string[], value: string) =>
    list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
  const filtered = (change: () => void) => {
    change();
    setPage(0);
  };
  const total = pool.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / CV_POOL_PAGE_SIZE));

  return (
    <PageFrame
      title="Curriculum degli studenti"
      description="Gli studenti che hanno accettato di essere contattati dalle aziende."
    >
      <form className="cv-filters" role="search" onSubmit={(event) => event.preventDefault()}>
        <label className="cv-filters__field">
          Nome
          <input
            type="search"
            className="text-input"
            value={search}
            maxLength={50}
            placeholder="Cerca per nome"
            onChange={(event) => filtered(() => setSearch(event.target.value))}
          />
        </label>
        <label className="cv-filters__field">
          Anno scolastico
          <select
            className="text-input"
            value={schoolYear}
            onChange={(event) => filtered(() => setSchoolYear(event.target.value))}
          >
            <option value="">Tutti</option>
            {[1, 2, 3, 4, 5].map((year) => (
              <option key={year} value={year}>
                {year}º anno
              </option>
            ))}
          </select>
        </label>
        {filters.data && filters.data.skills.length > 0 && (
          <details className="cv-filters__group">
            <summary>
              Competenze{skillIds.length > 0 ? ` (${skillIds.length} scelte: tutte richieste)` : ''}
            </summary>
            <ul className="chip-list">
              {filters.data.skills.map((skill) => (
                <li key={skill.id}>
                  <ToggleChip
                    pressed={skillIds.includes(skill.id)}
                    onClick={() => filtered(() => setSkillIds((list) => toggle(list, skill.id)))}
                  >
                    {skill.name}
                  </ToggleChip>
                </li>
              ))}
            </ul>
          </details>
        )}
        {filters.data && filters.data.tags.length > 0 && (
          <details className="cv-filters__group">
            <summary>Hashtag ottenuti{tags.length > 0 ? ` (${tags.length} scelti)` : ''}</summary>
            <ul className="chip-list">
              {filters.data.tags.map((tag) => (
                <li key={tag}>
                  <ToggleChip
                    pressed={tags.includes(tag)}
                    onClick={() => filtered(() => setTags((list) => toggle(list, tag)))}
                  >
                    #{tag}
                  </ToggleChip>
                </li>
              ))}
            </ul>
          </details>
        )}
      </form>
      <p className="cv-results" role="status">
        {pool.isPending ? 'Caricamento…' : plural(total, 'studente', 'studenti')}
      </p>
      {pool.isError ? (
        <p className="profile-text__empty">Impossibile caricare i curriculum. Riprova più tardi.</p>
      ) : pool.data && pool.data.items.length === 0 ? (
        <p className="profile-text__empty">
          Nessuno studente corrisponde ai filtri. Prova a toglierne qualcuno.
        </p>
      ) : (
        <ul className="cv-grid">
          {pool.data?.items.map((item) => (
            <CvCard key={item.user_id} item={item} onOpen={() => setOpenId(item.user_id)} />
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav className="cv-pages" aria-label="Pagine">
          <button
            type="button"
            className="button button--ghost"
            disabled={page === 0}
            onClick={() => setPage(page - 1)}
          >
            Precedente
          </button>
          <span>
            Pagina {page + 1} di {pages}
          </span>
          <button
            type="button"
            className="button button--ghost"
            disabled={page + 1 >= pages}
            onClick={() => setPage(page + 1)}
          >
            Successiva
          </button>
        </nav>
      )}
      <CvDialog userId={openId} onClose={() => setOpenId(null)} />
    </PageFrame>
  );
}

function CvCard({ item, onOpen }: { item: CvSummary; onOpen(): void }) {
  const skills = [...item.hard_skills, ...item.soft_skills];
  return (
    <li className="cv-card">
      <div className="cv-card__head">
        <UserAvatar avatarPath={avatarPathOf(item.avatar_id)} name={item.name} size="medium" />
        <div>
          <p className="cv-card__name">{item.name}</p>
          <p className="cv-card__meta">
            {item.school_year ? `${item.school_year}º anno · ` : ''}
            {TITLE_LABELS[item.title]}
          </p>
        </div>
      </div>
      {item.i_am && <p className="cv-card__motto">«{item.i_am}»</p>}
      <p className="cv-card__skills">
        {skills.slice(0, 6).join(' · ') || 'Nessuna competenza indicata'}
      </p>
      <p className="cv-card__meta">
        {item.certificates_count} certificati · {item.badges_count} badge
      </p>
      <button
        type="button"
        className="button button--primary"
        aria-label={`Apri curriculum di ${item.name}`}
        onClick={onOpen}
      >
        Apri curriculum
      </button>
    </li>
  );
}
