import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { StudioItemKind, StudioWorkspace } from '#common/api/studio/studio.ts';
import { paths } from '#common/routing/paths.ts';
import { PageFrame } from '../../../../components/page-frame/page-frame.tsx';
import { DraftStatus, type DraftStatusSource } from '../../drafts/index.ts';
import { problemsOf } from '../item-states.ts';
import { StateBadge } from '../state-badge.tsx';
import '../studio.css';

/**
 * The frame of every item editor: the item's title and draft state, the way back to the pack,
 * the save status (with «Ricarica» and «Annulla ultima modifica») and the checklist's lines
 * about this item, by field.
 */
export function EditorFrame(props: {
  workspace: StudioWorkspace;
  kind: StudioItemKind;
  itemKey: string;
  title: string;
  draft: DraftStatusSource;
  children: ReactNode;
}) {
  const { workspace, kind, itemKey, title, draft, children } = props;
  const problems = problemsOf(workspace.problems, kind, itemKey);
  return (
    <PageFrame title={title}>
      <div className="studio">
        <p className="studio-row">
          <Link to={paths.studioWorkspace.href(workspace.pack.key)}>
            Torna a «{workspace.pack.title}»
          </Link>
          <StateBadge workspace={workspace} kind={kind} itemKey={itemKey} />
        </p>
        <DraftStatus draft={draft} />
        {problems.length > 0 && (
          <div className="studio-section">
            <h2 className="studio-section__title">Da sistemare prima di pubblicare</h2>
            <ul className="studio-checklist__list" aria-label="Da sistemare in questo elemento">
              {problems.map((problem, index) => (
                <li key={`${problem.place}:${index}`}>
                  {problem.place ? `${problem.place}: ` : ''}
                  {problem.message}
                </li>
              ))}
            </ul>
          </div>
        )}
        {children}
      </div>
    </PageFrame>
  );
}

/** The editor of an item the draft no longer has (retired, or a mistyped address). */
export function NotInDraft({ workspace }: { workspace: StudioWorkspace }) {
  return (
    <PageFrame>
      <div className="studio">
        <p className="studio-state">Questo elemento non è nella bozza (forse è stato ritirato).</p>
        <Link to={paths.studioWorkspace.href(workspace.pack.key)}>
          Torna a «{workspace.pack.title}»
        </Link>
      </div>
    </PageFrame>
  );
}

/** While the editor starts. */
export function EditorLoading() {
  return (
    <p className="studio-state" role="status">
      Caricamento…
    </p>
  );
}
