import { useState } from 'react';
import { plural } from '#common/format/plurals.ts';
import { reportEndpoints, type ClassroomTest } from '#common/api/reports/index.ts';
import { ReportEmpty, ReportError, ReportSkeleton } from './report-states.tsx';
import { TestAttemptsTable } from './test-attempts-table.tsx';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/query/index.ts';

const KIND_LABELS: Record<string, string> = {
  quiz: 'Quiz',
  test: 'Test',
  final_test: 'Test finale',
};

/** The tests of the chosen classroom; choosing one shows its attempts under it. */
export function TestsSection({ classroomId }: { classroomId: string }) {
  const tests = useQuery(endpointQuery(reportEndpoints.getReportClassroomTests, {}));
  const [chosen, setChosen] = useState<ClassroomTest | null>(null);
  const ofClassroom = tests.data?.find((entry) => entry.classroom_id === classroomId)?.tests ?? [];
  const current = ofClassroom.find((test) => test.quiz_id === chosen?.quiz_id) ?? null;

  return (
    <section className="report-section" aria-labelledby="report-tests-title">
      <h2 id="report-tests-title" className="report-section__title">
        Test della classe
      </h2>
      {tests.isPending ? (
        <ReportSkeleton label="Caricamento dei test" />
      ) : tests.isError ? (
        <ReportError onRetry={() => void tests.refetch()} />
      ) : ofClassroom.length === 0 ? (
        <ReportEmpty>
          Gli studenti di questa classe non hanno ancora svolto nessun test.
        </ReportEmpty>
      ) : (
        <ul className="report-list">
          {ofClassroom.map((test) => (
            <li key={test.quiz_id} className="report-list__item">
              <button
                type="button"
                className="report-list__choice"
                aria-pressed={current?.quiz_id === test.quiz_id}
                onClick={() => setChosen(current?.quiz_id === test.quiz_id ? null : test)}
              >
                <span className="report-list__title">{test.title}</span>
                <span className="report-list__meta">
                  {KIND_LABELS[test.kind] ?? test.kind} · {test.entity_title} ·{' '}
                  {plural(test.attempts_count, 'tentativo', 'tentativi')},{' '}
                  {plural(test.passed_count, 'superato', 'superati')}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {current && (
        <div className="report-detail">
          <h3 className="report-detail__title">Tentativi: {current.title}</h3>
          <TestAttemptsTable
            classroomId={classroomId}
            quizId={current.quiz_id}
            title={current.title}
          />
        </div>
      )}
    </section>
  );
}
