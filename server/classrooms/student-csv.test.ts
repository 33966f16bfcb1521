import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadStudentsResponseSchema } from '#common/api/classrooms/index.ts';
import { HttpError } from '../http/http-error.ts';
import { bearer } from '../testing/auth-helpers.ts';
import { signedInClient } from '../testing/signed-in-client.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_ENGINE } from '../testing/test-database.ts';
import { readCsvRecords } from './student-csv.ts';
import { multipartFile } from './upload-test-helpers.ts';

const PROFESSOR = 'docente@demo.test';
const ROW_ERROR = 'Il file contiene righe non valide: nessuno studente è stato aggiunto.';
const UNCLOSED =
  'Le virgolette aperte in questa riga non vengono mai chiuse: chiudile, o togli quelle in più.';

const read = (text: string) => readCsvRecords(Buffer.from(text));

describe('reading a CSV class list (RFC 4180)', () => {
  it('keeps separators, doubled quotes and line breaks inside quotes, numbering rows by line', () => {
    const csv =
      'a@scuola.it,"Maria, detta Mary",Bianchi\r\n\r\n' +
      'b@scuola.it,"Il ""Capo""",Verdi,"nota\r\nsu due righe"\r\nc@scuola.it,Ciro,Neri';
    expect(read(csv)).toEqual([
      { row: 1, cells: ['a@scuola.it', 'Maria, detta Mary', 'Bianchi'] },
      { row: 3, cells: ['b@scuola.it', 'Il "Capo"', 'Verdi', 'nota\nsu due righe'] },
      { row: 5, cells: ['c@scuola.it', 'Ciro', 'Neri'] },
    ]);
  });

  it.each([
    ['`;` (Italian Excel), leaving commas in names', 'a@x.it;Lia, detta Lilli;Gallo;1', ';'],
    ['a tab', 'a@x.it\tLia, detta Lilli\tGallo\t1', '\t'],
    ['`,`', 'a@x.it,"Lia; Lilli",Gallo,1', ','],
  ])('detects %s as the separator', (_case, line, separator) => {
    const [record] = read(`email${separator}nome${separator}cognome\n${line}\n`).slice(1);
    expect(record?.cells.slice(0, 3)).toEqual([
      'a@x.it',
      separator === ',' ? 'Lia; Lilli' : 'Lia, detta Lilli',
      'Gallo',
    ]);
  });

  it('reads old Mac line ends, a BOM, blank cells and a stray quote inside an unquoted field', () => {
    expect(read('\uFEFFemail\r  a@x.it ; O"Brien \r;solo nome\r\r"b@x.it"')).toEqual([
      { row: 1, cells: ['email'] },
      { row: 2, cells: ['a@x.it', 'O"Brien'] },
      { row: 5, cells: ['b@x.it'] },
    ]);
  });

  it.each([
    ['an unclosed quote', 'a@x.it,Ada\n\n\nb@x.it,"Bea\nc@x.it,Cloe\n', 4, UNCLOSED],
    [
      'text after a closing quote',
      'a@x.it,"Ada\nAnna"\nb@x.it,"Bea"trice\n',
      3,
      'Un campo tra virgolette continua dopo le virgolette di chiusura: per scrivere una virgoletta dentro un campo raddoppiala ("").',
    ],
  ])('refuses %s with a 422 naming the row where its record starts', (_case, csv, row, message) => {
    let thrown: unknown;
    try {
      read(csv);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(HttpError);
    expect(thrown).toMatchObject({
      statusCode: 422,
      message: ROW_ERROR,
      details: { [`riga ${row}`]: message },
    });
  });
});

describe(`uploading a CSV class list with quoted fields (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let c: ReturnType<typeof signedInClient>;
  let roomId: string;
  beforeAll(async () => {
    t = await createTestApp();
    c = signedInClient(t);
    roomId = (await c.post(PROFESSOR, '/classroom', { Name: '2B Virgolette' })).json().id;
  });
  afterAll(() => t.close());

  const upload = async (csv: string) => {
    const { payload, headers } = multipartFile('classe.csv', csv);
    return t.app.inject({
      method: 'POST',
      url: `/api/tj/classroom/${roomId}/upload-student`,
      headers: { ...headers, ...bearer(await c.tokenOf(PROFESSOR)) },
      payload,
    });
  };
  const namesLike = async (pattern: string) =>
    (
      await t.db.query<{ name: string }>(
        'SELECT name FROM users WHERE email LIKE $1 ORDER BY email',
        [pattern],
      )
    ).map((user) => user.name);

  it('creates students whose names hold commas, quotes and line breaks (CRLF, `,`)', async () => {
    const csv = [
      'email,nome,cognome,anno,note',
      'maria.bianchi@virgola.it,"Maria, detta Mary",Bianchi,3,',
      '"paolo.verdi@virgola.it","Paolo ""Pablo""",Verdi,,"arriva a marzo,',
      'dalla 2A"',
      'rita.neri@virgola.it, Rita , Neri ,2',
    ].join('\r\n');
    const response = await upload(csv);
    expect(response.statusCode).toBe(200);
    expect(uploadStudentsResponseSchema.parse(response.json()).created).toEqual([
      'maria.bianchi@virgola.it',
      'paolo.verdi@virgola.it',
      'rita.neri@virgola.it',
    ]);
    expect(await namesLike('%@virgola.it')).toEqual([
      'Maria, detta Mary Bianchi',
      'Paolo "Pablo" Verdi',
      'Rita Neri',
    ]);
  });

  it('reads an Italian Excel file: BOM, `;`, commas left unquoted in names', async () => {
    const csv =
      '\uFEFFE-mail;Nome;Cognome;Anno\r\nlia.gallo@puntoevirgola.it;Lia, detta Lilli;Gallo;1\r\n';
    const response = await upload(csv);
    expect(response.statusCode).toBe(200);
    expect(response.json().created).toEqual(['lia.gallo@puntoevirgola.it']);
    expect(await namesLike('%@puntoevirgola.it')).toEqual(['Lia, detta Lilli Gallo']);
  });

  it('counts rows by line after a line break inside quotes', async () => {
    const csv = 'a.uno@riga.it,Anna,Uno,1,"nota\nlunga"\nnon-una-email\n';
    const response = await upload(csv);
    expect(response.statusCode).toBe(422);
    expect(response.json().details).toEqual({
      'riga 3': '«non-una-email» non è un indirizzo e-mail valido.',
    });
    expect(await namesLike('%@riga.it')).toEqual([]);
  });

  it('refuses an unclosed quote naming its row, and creates nobody', async () => {
    const csv =
      'sara.riva@aperte.it,Sara,Riva\r\n\r\nugo.sala@aperte.it,"Ugo,Sala\r\ntea.pini@aperte.it,Tea,Pini\r\n';
    const response = await upload(csv);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: ROW_ERROR,
      code: 'validation_failed',
      details: { 'riga 3': UNCLOSED },
      request_id: expect.any(String),
    });
    expect(await namesLike('%@aperte.it')).toEqual([]);
  });
});
