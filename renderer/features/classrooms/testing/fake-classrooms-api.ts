import type { InternalAxiosRequestConfig } from 'axios';
import type {
  Classroom,
  ClassroomStudent,
  PendingInvitation,
} from '../../../../common/api/classrooms/index.ts';
import { pathOf, type FakeAnswer } from '../../../test/fake-adapter.ts';

export interface FakeClassroomsState {
  classrooms: Classroom[];
  students: Record<string, ClassroomStudent[]>;
  /** Accounts check-student knows: e-mail → name and whether it is a student. */
  accounts: Record<string, { id: string; name: string; student: boolean }>;
  pending: PendingInvitation[];
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
  };
}

const notFound = { status: 404, data: { message: 'Risorsa non trovata.', code: 'not_found' } };

function body(config: InternalAxiosRequestConfig): Record<string, unknown> {
  return typeof config.data === 'string'
    ? (JSON.parse(config.data) as Record<string, unknown>)
    : {};
}

/**
 * The classroom routes of the learning-journey API over `state`, enough for the page to be used
 * end to end in a test. `override` answers first, for the refusals a test wants to provoke.
 */
export function fakeClassroomsApi(
  state: FakeClassroomsState,
  override?: (config: InternalAxiosRequestConfig) => FakeAnswer | undefined,
) {
  let nextId = 100;
  const countStudents = () => {
    for (const classroom of state.classrooms) {
      classroom.students_count = state.students[classroom.id]?.length ?? 0;
    }
  };
  return (config: InternalAxiosRequestConfig): FakeAnswer | undefined => {
    const custom = override?.(config);
    if (custom) return custom;
    const path = pathOf(config);
    const method = config.method?.toUpperCase();
    const params = (config.params ?? {}) as Record<string, string>;
    countStudents();

    if (method === 'GET' && path === '/classroom/prof') {
      return { status: 200, data: state.classrooms };
    }
    if (method === 'POST' && path === '/classroom') {
      const name = String(body(config).Name);
      const classroom = {
        id: String(nextId++),
        name,
        archived: false,
        students_count: 0,
        created_at: CREATED,
      };
      state.classrooms.push(classroom);
      state.students[classroom.id] = [];
      return { status: 201, data: classroom };
    }
    if (method === 'PUT' && path === '/classroom/rename') {
      const classroom = state.classrooms.find((item) => item.id === body(config).classroomid);
      if (!classroom) return notFound;
      classroom.name = String(body(config).name);
      return { status: 200, data: classroom };
    }
    if (method === 'DELETE' && path === '/classroom') {
      state.classrooms = state.classrooms.filter((item) => item.id !== params.classroomid);
      return { status: 204 };
    }
    const archive = /^\/classroom\/(archive|unarchive)\/(\d+)$/.exec(path);
    if (method === 'POST' && archive) {
      const classroom = state.classrooms.find((item) => item.id === archive[2]);
      if (!classroom) return notFound;
      classroom.archived = archive[1] === 'archive';
      return { status: 200, data: classroom };
    }
    const students = /^\/classroom\/students\/(\d+)$/.exec(path);
    if (method === 'GET' && students) {
      return { status: 200, data: state.students[students[1] ?? ''] ?? [] };
    }
    if (method === 'GET' && path === '/classroom/check-student') {
      const account = state.accounts[params.email ?? ''];
      return {
        status: 200,
        data: {
          exists: Boolean(account),
          name: account?.name ?? null,
          role_ok: Boolean(account?.student),
        },
      };
    }
    if (method === 'POST' && path === '/classroom/student') {
      const { classroomid, email } = body(config) as { classroomid: string; email: string };
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
      return { status: 201, data: added };
    }
    const stateChange = /^\/student\/(enable|disable|archive|unarchive)\/(\d+)$/.exec(path);
    if (stateChange) {
      const next = {
        enable: 'enabled',
        disable: 'disabled',
        archive: 'archived',
        unarchive: 'enabled',
      } as const;
      for (const list of Object.values(state.students)) {
        for (const item of list)
          if (item.id === stateChange[2]) item.state = next[stateChange[1] as keyof typeof next];
      }
      return { status: 204 };
    }
    if (method === 'PATCH' && path === '/classroom/remove') {
      const list = state.students[params.classroomid ?? ''] ?? [];
      state.students[params.classroomid ?? ''] = list.filter((item) => item.id !== params.student);
      return { status: 204 };
    }
    if (method === 'GET' && path === '/student/archive') {
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
    }
    if (method === 'GET' && path === '/classroom/pending')
      return { status: 200, data: state.pending };
    if (
      method === 'POST' &&
      (path === '/classroom/confirm-invite' || path === '/classroom/reject-invite')
    ) {
      const invitation = state.pending.find((item) => item.id === body(config).invitation_id);
      if (!invitation) return notFound;
      state.pending = state.pending.filter((item) => item !== invitation);
      if (path === '/classroom/confirm-invite') {
        state.students[invitation.classroom_id]?.push({
          ...student(invitation.student.id, invitation.student.name),
          email: invitation.student.email,
        });
      }
      return { status: 204 };
    }
    return undefined;
  };
}
