import type { UseQueryResult } from '@tanstack/react-query';
import axios from 'axios';
import type { ReactNode } from 'react';
import type { LtiCourse } from '#common/api/lti/lti.ts';
import { LoadError } from '../../../components/load-state/load-error.tsx';

/** The loading and error states of the course list, or the content once it has arrived. */
export function LtiCourseState({
  courses,
  children,
}: {
  courses: UseQueryResult<LtiCourse[]>;
  children: (list: LtiCourse[]) => ReactNode;
}) {
  if (courses.isPending) {
    return (
      <p className="lti-state" role="status">
        Caricamento dei corsi…
      </p>
    );
  }
  if (courses.isError) {
    // The server lets students and professors in (the roles LTI knows): say so, no retry.
    if (axios.isAxiosError(courses.error) && courses.error.response?.status === 403) {
      return (
        <p className="lti-state">Gli strumenti esterni sono riservati a studenti e docenti.</p>
      );
    }
    return (
      <LoadError
        message="Impossibile caricare i corsi esterni."
        onRetry={() => void courses.refetch()}
      />
    );
  }
  return <>{children(courses.data)}</>;
}
