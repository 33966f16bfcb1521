import { formatPctoHoursText } from '#common/format/pcto-hours.ts';
import { formatDate } from '#common/format/swiss-italian.ts';
import { TITLE_LABELS } from '#common/progress/titles.ts';
import { Modal } from '../../../components/modal/modal.tsx';
import { UserAvatar } from '../../../components/user-avatar/user-avatar.tsx';
import { useDownload } from '../../../lib/downloads/use-download.ts';
import { cvDownload, useCv } from '../api/cv-calls.ts';
import { ExternalLink, safeHref } from '../../../lib/sanitize/index.ts';
import { avatarPathOf } from '#common/api/profile/avatar-path.ts';

/** One student's CV to read, with its one-page PDF to download. */
export function CvDialog({ userId, onClose }: { userId: string | null; onClose(): void }) {
  const cv = useCv(userId);
  const { download, isDownloading } = useDownload();
  const data = cv.data;
  return (
    <Modal
      open={userId !== null}
      title={data ? `Curriculum di ${data.name}` : 'Curriculum'}
      onClose={onClose}
    >
      {cv.isPending ? (
        <p role="status">Caricamento del curriculum…</p>
      ) : cv.isError || !data ? (
        <p>
          Questo curriculum non è più disponibile: lo studente potrebbe aver ritirato il consenso.
        </p>
      ) : (
        <article className="cv-document">
          <header className="cv-card__head">
            <UserAvatar avatarPath={avatarPathOf(data.avatar_id)} name={data.name} size="medium" />
            <div>
              <p className="cv-card__name">{data.name}</p>
              <p className="cv-card__meta">
                {data.school_year ? `${data.school_year}º anno · ` : ''}
                {TITLE_LABELS[data.title]} · {data.points} punti ·{' '}
                {formatPctoHoursText(data.completed_pcto_minutes)}
              </p>
            </div>
          </header>
          {data.i_am && <p className="cv-card__motto">«{data.i_am}»</p>}
          <p>
            Contatto:{' '}
            {safeHref(`mailto:${data.contact_email}`) ? (
              <a href={`mailto:${data.contact_email}`}>{data.contact_email}</a>
            ) : (
              data.contact_email
            )}
            {safeHref(data.github_link) && (
              <>
                {' · '}
                <ExternalLink href={data.github_link}>GitHub</ExternalLink>
              </>
            )}
          </p>
          {data.bio && <CvBlock title="Chi sono">{data.bio}</CvBlock>}
          <CvBlock title="Competenze tecniche">{data.hard_skills.join(', ') || '—'}</CvBlock>
          <CvBlock title="Competenze trasversali">{data.soft_skills.join(', ') || '—'}</CvBlock>
          <CvBlock title="Certificati">
            {data.certificates.length === 0
              ? '—'
              : data.certificates
                  .map(
                    (item) =>
                      `${item.title} (${formatPctoHoursText(item.pcto_minutes)}, ${formatDate(item.obtained_at)})`,
                  )
                  .join('; ')}
          </CvBlock>
          <CvBlock title="Badge">
            {data.badges.map((badge) => badge.name).join(', ') || '—'}
          </CvBlock>
          <CvBlock title="Hashtag">
            {data.earned_tags.map((tag) => `#${tag}`).join(' ') || '—'}
          </CvBlock>
          <CvBlock title="Hobby">{data.hobbies.join(', ') || '—'}</CvBlock>
          <div className="profile-text__actions">
            <button
              type="button"
              className="button button--primary"
              disabled={isDownloading}
              onClick={() => void download(cvDownload(data))}
            >
              ⤓ Scarica PDF
            </button>
          </div>
        </article>
      )}
    </Modal>
  );
}

function CvBlock({ title, children }: { title: string; children: string }) {
  return (
    <section className="cv-document__block">
      <h3>{title}</h3>
      <p>{children}</p>
    </section>
  );
}
