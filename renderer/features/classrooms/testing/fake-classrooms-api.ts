import type { InternalAxiosRequestConfig } from 'axios';
import { classroomEndpoints as endpoints } from '#common/api/classrooms/endpoints.ts';
import type {
  Classroom,
  ClassroomStudent,
  ClassroomTestSession,
  PendingInvitation,
  SessionTest,
} from '#common/api/classrooms/index.ts';
import { privacyEndpoints } from '#common/api/privacy/endpoints.ts';
import type { ErasureRequest } from '#common/api/privacy/privacy.ts';
import type { FakeAnswer } from '../../../testing/fake-adapter.ts';
import { answerFrom, on } from '../../../testing/fake-endpoints.ts';

export interface FakeClassroomsState {
  classrooms: Classroom[];
  students: Record<string, ClassroomStudent[]>;
  /** Accounts check-student knows: e-mail → name and whether it is a student. */
  accounts: Record<string, { id: string; name: string; student: boolean }>;
  pending: PendingInvitation[];
  /** What GET /classroom/session-tests answers. */
  sessionTests: SessionTest[];
  /** What GET /classroom/{id}/test-sessions answers, by classroom id (none: an empty list). */
  testSessions: Record<string, ClassroomTestSession[]>;
  /** What GET /classroom/erasure-requests answers; a confirmed one leaves the list. */
  erasureRequests: ErasureRequest[];
  /** The ids of the erasure requests the professor confirmed, in order. */
  erased: string[];
}

const CREATED = '2026-09-01T08:00:00.000Z';

export function student(id: string, name: string, state: ClassroomStudent['state'] = 'enabled') {
  const email = `${name.toLowerCase().replace(/\s+/g, '.')}@scuola.it`;
  return { id, name, email, state, school_year: 4, points: 120, added_at: CREATED };
}

/** Docente's classrooms as the seed has them: two active, one archived, one pending request. */
export function fakeState(): FakeClassroomsState {
  return {
    classrooms: [
      { id: '1', name: '3A Informatica', archived: false, students_count: 0, created_at: CREATED },
      { id: '2', name: '4B Informatica', archived: false, students_count: 2, created_at: CREATED },
      { id: '3', name: '5C Anno scorso', archived: true, students_count: 0, created_at: CREATED },
    ],
    students: {
      '1': [],
      '2': [student('11', 'Sara Colombo'), student('12', 'Luca Galli', 'disabled')],
      '3': [],
    },
    accounts: {
      'studente2@scuola.it': { id: '20', name: 'Studente Due', student: true },
      'docente@scuola.it': { id: '30', name: 'Paola Ferrari', student: false },
    },
    pending: [
      {
        id: '7',
        classroom_id: '1',
        classroom_name: '3A Informatica',
        student: { id: '21', name: 'Marta Fontana', email: 'marta.fontana@scuola.it' },
        created_at: CREATED,
      },
    ],
    sessionTests: [],
    testSessions: {},
    erasureRequests: [],
    erased: [],
  };
}

const notFound = { status: 404, data: { message: 'Risorsa non trovata.', code: 'not_found' } };

type Body = Record<string, unknown>;
const bodyOf = (body: unknown): Body =>
  typeof body === 'object' && body !== null ? (body as Body) : {};

/**
 * The classroom calls of the learning-journey API over `state`, answered by their declarations
 * (common/api/classrooms/endpoints.ts), enough for the page to be used end to end in a test.
 * `override` answers first, for the refusals a test wants to provoke.
 */
export function fakeClassroomsApi(
  state: FakeClassroomsState,
  override?: (config: InternalAxiosRequestConfig) => FakeAnswer | Promise<FakeAnswer> | undefined,
) {
  let nextId = 100;
  const countStudents = () => {
    for (const classroom of state.classrooms) {
      classroom.students_count = state.students[classroom.id]?.length ?? 0;
    }
  };
  const setArchived = (id: string, archived: boolean): FakeAnswer => {
    const classroom = state.classrooms.find((item) => item.id === id);
    if (!classroom) return notFound;
    classroom.archived = archived;
    return { status: 200, data: classroom };
  };
  const setState = (id: string, next: ClassroomStudent['state']): FakeAnswer => {
    for (const list of Object.values(state.students)) {
      for (const item of list) if (item.id === id) item.state = next;
    }
    return { status: 204 };
  };
  const decide = (invitationId: unknown, confirm: boolean): FakeAnswer => {
    const invitation = state.pending.find((item) => item.id === invitationId);
    if (!invitation) return notFound;
    state.pending = state.pending.filter((item) => item !== invitation);
    if (confirm) {
      state.students[invitation.classroom_id]?.push({
        ...student(invitation.student.id, invitation.student.name),
        email: invitation.student.email,
      });
    }
    return { status: 204 };
  };

  const answer = answerFrom([
    on(endpoints.listClassrooms, () => ({ status: 200, data: state.classrooms })),
    on(endpoints.createClassroom, ({ body }) => {
      const classroom = {
        id: String(nextId++),
        name: String(bodyOf(body).Name),
        archived: false,
        students_count: 0,
        created_at: CREATED,
      };
      state.classrooms.push(classroom);
      state.students[classroom.id] = [];
      return { status: 201, data: classroom };
    }),
    on(endpoints.renameClassroom, ({ body }) => {
      const classroom = state.classrooms.find((item) => item.id === bodyOf(body).classroomid);
      if (!classroom) return notFound;
      classroom.name = String(bodyOf(body).name);
      return { status: 200, data: classroom };
    }),
    on(endpoints.deleteClassroom, ({ query }) => {
      state.classrooms = state.classrooms.filter((item) => item.id !== query.classroomid);
      return { status: 204 };
    }),
    on(endpoints.archiveClassroom, ({ params }) => setArchived(params.id!, true)),
    on(endpoints.unarchiveClassroom, ({ params }) => setArchived(params.id!, false)),
    on(endpoints.listClassroomStudents, ({ params }) => ({
      status: 200,
      data: state.students[params.id!] ?? [],
    })),
    on(endpoints.checkStudent, ({ query }) => {
      const account = state.accounts[String(query.email ?? '')];
      return {
        status: 200,
        data: {
          exists: Boolean(account),
          name: account?.name ?? null,
          role_ok: Boolean(account?.student),
        },
      };
    }),
    on(endpoints.addStudent, ({ body }) => {
      const { classroomid, email, first_name, last_name } = bodyOf(body) as {
        classroomid: string;
        email: string;
        first_name?: string;
        last_name?: string;
      };
      // A new account, as the server creates it from the names (issue 11).
      if (!state.accounts[email] && first_name && last_name) {
        const id = String(900 + Object.keys(state.accounts).length);
        state.accounts[email] = { id, name: `${first_name} ${last_name}`, student: true };
        const created = { ...student(id, `${first_name} ${last_name}`), email };
        state.students[classroomid]?.push(created);
        return { status: 201, data: { ...created, credentials_id: 'c'.repeat(32) } };
      }
      const account = state.accounts[email];
      if (!account?.student) {
        const details = { email: 'Nessuno studente registrato con questa e-mail.' };
        return {
          status: 422,
          data: { message: 'Dati non validi.', code: 'validation_failed', details },
        };
      }
      const added = { ...student(account.id, account.name), email };
      state.students[classroomid]?.push(added);
      return { status: 201, data: { ...added, credentials_id: null } };
    }),
    on(endpoints.enableStudent, ({ params }) => setState(params.id!, 'enabled')),
    on(endpoints.disableStudent, ({ params }) => setState(params.id!, 'disabled')),
    on(endpoints.archiveStudent, ({ params }) => setState(params.id!, 'archived')),
    on(endpoints.unarchiveStudent, ({ params }) => setState(params.id!, 'enabled')),
    on(endpoints.removeStudent, ({ query }) => {
      const classroomId = String(query.classroomid ?? '');
      const list = state.students[classroomId] ?? [];
      state.students[classroomId] = list.filter((item) => item.id !== query.student);
      return { status: 204 };
    }),
    on(endpoints.listArchivedStudents, () => {
      const archived = state.classrooms.flatMap((classroom) =>
        (state.students[classroom.id] ?? [])
          .filter((item) => item.state === 'archived')
          .map((item) => ({
            id: item.id,
            name: item.name,
            email: item.email,
            classroom_id: classroom.id,
            classroom_name: classroom.name,
          })),
      );
      return { status: 200, data: archived };
    }),
    on(endpoints.listPendingInvitations, () => ({ status: 200, data: state.pending })),
    on(endpoints.confirmInvitation, ({ body }) => decide(bodyOf(body).invitation_id, true)),
    on(endpoints.rejectInvitation, ({ body }) => decide(bodyOf(body).invitation_id, false)),
    on(privacyEndpoints.listErasureRequests, () => ({
      status: 200,
      data: state.erasureRequests,
    })),
    on(privacyEndpoints.confirmErasure, ({ params }) => {
      const found = state.erasureRequests.find((item) => item.id === params.id);
      if (!found) return notFound;
      state.erasureRequests = state.erasureRequests.filter((item) => item !== found);
      state.erased.push(found.id);
      return { status: 204 };
    }),
    on(endpoints.listSessionTests, () => ({ status: 200, data: state.sessionTests })),
    on(endpoints.listClassroomTestSessions, ({ params }) => ({
      status: 200,
      data: state.testSessions[params.id!] ?? [],
    })),
  ]);

  return (config: InternalAxiosRequestConfig): FakeAnswer | Promise<FakeAnswer> | undefined => {
    const custom = override?.(config);
    if (custom) return custom;
    countStudents();
    return answer(config);
  };
}
