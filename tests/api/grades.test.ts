import { expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { GRADE_MESSAGES as G } from '../../domain/grades.js';
import { gradedGroup, rowsWhere, sheetRows, uploadGrades } from './grades-fixtures.js';
import { describeEngines } from './harness.js';
import { enrolStudent } from './payments-fixtures.js';

/** A workbook written by SheetJS (not exceljs), as another spreadsheet program would save it. */
function foreignWorkbook(rows: unknown[][]) {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), 'Calificaciones');
  return Buffer.from(XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }));
}

describeEngines('grades entry, exams and the Excel round trip', (api) => {
  it('lists the group with one column per subject and saves a whole sheet', async () => {
    const g = await gradedGroup(api(), { semester: 'I-2031' });
    const groups = await api().as('cajero').get(`/api/groupTeachers/selectGroupBySemester/1/2/${g.semesterId}`);
    expect(groups.body.map((x: any) => x.idGrupo)).toContain(g.idGroup);
    const teacherGroups = await api()
      .as('docente')
      .get(`/api/groupTeachers/selectGroupBySemester/1/${g.docenteId}/${g.semesterId}`);
    expect(
      teacherGroups.body.find((x: any) => x.idGrupo === g.idGroup).subjects.map((s: any) => s.codigoMateria),
    ).toEqual([g.own.code]);

    const [a, b] = g.students;
    const saved = await api()
      .as('cajero')
      .post('/api/courses/insertStudentsGrade', {
        idGroup: g.idGroup,
        idTeacher: null,
        month: 1,
        type: 0,
        students: [
          { idUsuario: a.idUser, [g.own.code]: '87.5', [g.others.code]: 60 },
          { idUsuario: b.idUser, [g.own.code]: '100' },
        ],
      });
    expect(saved.status).toBe(200);
    expect(saved.body.msg).toBe(G.saved);
    const sheet = await api()
      .as('cajero')
      .get(`/api/courses/selectStudentsGradeByIdGroup?idGroup=${g.idGroup}&month=1&type=0`);
    expect(sheet.body.subjects.map((s: any) => s.codigoMateria)).toEqual([g.own.code, g.others.code]);
    expect(sheet.body.students.find((s: any) => s.idUsuario === a.idUser)).toMatchObject({
      ci: a.ci,
      [g.own.code]: 87.5,
      [g.others.code]: 60,
    });
    // Saving again replaces, never duplicates.
    await api()
      .as('cajero')
      .post('/api/courses/insertStudentsGrade', {
        idGroup: g.idGroup,
        month: 1,
        type: 0,
        students: [{ idUsuario: a.idUser, [g.own.code]: 90 }],
      });
    expect(await rowsWhere(api(), 'grades', { groupId: g.idGroup, studentId: a.idUser })).toBe(2);
  });

  it("refuses a bad grade, a stranger or another teacher's subject, and writes nothing", async () => {
    const g = await gradedGroup(api(), { semester: 'II-2031' });
    const [a] = g.students;
    const send = (user: 'cajero' | 'docente', row: Record<string, unknown>) =>
      api()
        .as(user)
        .post('/api/courses/insertStudentsGrade', { idGroup: g.idGroup, month: 1, type: 1, students: [row] });
    for (const [value, message] of [
      ['101', G.range],
      ['87.555', G.format],
      ['abc', G.format],
      [-1, G.format],
    ] as const) {
      const res = await send('cajero', { idUsuario: a.idUser, [g.own.code]: 50, [g.others.code]: value });
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe(G.bulkFailed);
      expect(res.body.problems[0].msg).toBe(message);
    }
    expect((await send('cajero', { idUsuario: 999999, [g.own.code]: 50 })).body.problems[0].msg).toBe(G.notEnrolled);
    expect(
      (await api().as('cajero').get(`/api/courses/selectStudentsGradeByIdGroup?idGroup=${g.idGroup}&month=5&type=0`))
        .body.msg,
    ).toBe(G.monthOutOfRange);
    // The teacher's sheet has only their subject: another subject's column is not theirs to write.
    const teacher = await send('docente', { idUsuario: a.idUser, [g.own.code]: 70, [g.others.code]: 80 });
    expect(teacher.status).toBe(200);
    expect(await rowsWhere(api(), 'grades', { groupId: g.idGroup, subjectId: g.others.id })).toBe(0);
    expect(await rowsWhere(api(), 'grades', { groupId: g.idGroup })).toBe(1);
  });

  it('adds one exam, refuses a second insert as a warning and updates it', async () => {
    const g = await gradedGroup(api(), { semester: 'I-2032' });
    const [a] = g.students;
    const exam = {
      idGroup: g.idGroup,
      idStudent: a.idUser,
      idTeacher: g.docenteId,
      idSubject: g.own.id,
      partial: 2,
      grade: '45,5',
      type: 0,
    };
    expect((await api().as('docente').post('/api/exams/insertExam', exam)).body).toMatchObject({
      type: 1,
      msg: G.examSaved,
    });
    expect((await api().as('docente').post('/api/exams/insertExam', exam)).body).toMatchObject({
      type: 0,
      msg: G.examExists,
    });
    expect(
      (
        await api()
          .as('docente')
          .put('/api/exams/updateExam', { ...exam, grade: 50 })
      ).body,
    ).toMatchObject({ type: 1 });
    expect(
      (
        await api()
          .as('docente')
          .put('/api/exams/updateExam', { ...exam, partial: 3 })
      ).body,
    ).toMatchObject({ type: 0, msg: G.examMissing });
    expect((await api().as('docente').get(`/api/exams/selectExamsStudent/${g.idGroup}/${a.idUser}`)).body).toEqual([
      { idMateria: g.own.id, parcial: 2, tipo: 0, nota: 50 },
    ]);
    const foreign = await api()
      .as('docente')
      .post('/api/exams/insertExam', { ...exam, idSubject: g.others.id });
    expect(foreign.status).toBe(400);
    expect(foreign.body.msg).toBe(G.notTaught);
    expect(
      (
        await api()
          .as('docente')
          .post('/api/exams/insertExam', { ...exam, grade: '' })
      ).body.msg,
    ).toBe(G.required);
  });

  it('a group of another department is refused to its staff, and nothing is written', async () => {
    const foreign = await enrolStudent(api().db, { departmentId: 2 });
    expect(
      (
        await api()
          .as('cajero')
          .get(`/api/courses/selectStudentsGradeByIdGroup?idGroup=${foreign.groupId}&month=1&type=0`)
      ).status,
    ).toBe(403);
    expect(
      (
        await api()
          .as('cajero')
          .post('/api/attendances/insertAttendance', {
            idGroup: foreign.groupId,
            date: '2026-11-18',
            studentsAttendance: [{ idStudent: foreign.studentId, attendance: true }],
          })
      ).status,
    ).toBe(403);
    expect(
      (
        await api().request('PATCH', '/api/groupTeachers/updateStudentsDiagnosis', {
          token: api().tokens.cajero,
          body: { idGroup: foreign.groupId, students: [{ idUsuario: foreign.studentId, diagnostico: 50 }] },
        })
      ).status,
    ).toBe(403);
    expect(
      (await rowsWhere(api(), 'attendances', { groupId: foreign.groupId })) +
        (await rowsWhere(api(), 'diagnoses', { groupId: foreign.groupId })),
    ).toBe(0);
  });

  it('a teacher cannot read or grade a group they do not teach', async () => {
    const g = await gradedGroup(api(), { semester: 'II-2032' });
    await api()
      .db('groupSubjects')
      .where({ groupId: g.idGroup })
      .update({ teacherId: (await api().db('users').where({ username: 'admin' }).first('id')).id });
    expect(
      (await api().as('docente').get(`/api/courses/selectStudentsGradeByIdGroup?idGroup=${g.idGroup}&month=1&type=0`))
        .status,
    ).toBe(403);
    expect(
      (
        await api()
          .as('docente')
          .post('/api/courses/insertStudentsGrade', { idGroup: g.idGroup, month: 1, type: 0, students: [] })
      ).status,
    ).toBe(403);
  });

  it('downloads the sheet and reads back a file written by another program into a preview, saving all or nothing', async () => {
    const g = await gradedGroup(api(), { semester: 'I-2033' });
    const [a, b, c] = g.students;
    const query = `idGroup=${g.idGroup}&month=1&type=0`;
    const download = await api().request('GET', `/api/courses/exportStudentsGrade?${query}`, {
      token: api().tokens.cajero,
    });
    expect(download.status).toBe(200);
    const sheet = await sheetRows(download.buffer!);
    expect(sheet.name).toBe('Calificaciones');
    expect(sheet.rows[0]).toEqual(['idGrupo', 'idUsuario', 'CI', 'Estudiante', g.own.code, g.others.code]);
    expect(sheet.rows).toHaveLength(4);

    const header = ['idGrupo', 'idUsuario', 'CI', 'Estudiante', g.own.code, g.others.code];
    const bad = foreignWorkbook([
      header,
      [g.idGroup, a.idUser, a.ci, 'A', 88, 'x'],
      [g.idGroup, b.idUser, b.ci, 'B', 120, 40],
      [g.idGroup + 1, c.idUser, c.ci, 'C', 50, 50],
      [g.idGroup, 424242, '1', 'Z', 1, 1],
    ]);
    const preview = await uploadGrades(api(), query, bad);
    expect(preview.status).toBe(200);
    expect(preview.body.invalidRows).toBe(4);
    expect(preview.body.rows.map((r: any) => r.errores)).toEqual([
      { [g.others.code]: G.format },
      { [g.own.code]: G.range },
      { _fila: G.otherGroup },
      { _fila: G.unknownStudent },
    ]);
    expect(await rowsWhere(api(), 'grades', { groupId: g.idGroup })).toBe(0);

    // The confirmed save of a half-bad preview writes nothing either.
    const half = await api()
      .as('cajero')
      .post('/api/courses/insertStudentsGrade', {
        idGroup: g.idGroup,
        month: 1,
        type: 0,
        students: [
          { idUsuario: a.idUser, [g.own.code]: 88 },
          { idUsuario: b.idUser, [g.own.code]: 120 },
        ],
      });
    expect(half.status).toBe(400);
    expect(await rowsWhere(api(), 'grades', { groupId: g.idGroup })).toBe(0);

    const good = await uploadGrades(
      api(),
      query,
      foreignWorkbook([
        header,
        [g.idGroup, a.idUser, a.ci, 'A', 88, '71.25'],
        [g.idGroup, b.idUser, b.ci, 'B', null, 40],
      ]),
    );
    expect(good.body.invalidRows).toBe(0);
    const students = good.body.rows.map((r: any) => ({ idUsuario: r.idUsuario, ...r.notas }));
    expect(
      (
        await api()
          .as('cajero')
          .post('/api/courses/insertStudentsGrade', { idGroup: g.idGroup, month: 1, type: 0, students })
      ).status,
    ).toBe(200);
    expect(await rowsWhere(api(), 'grades', { groupId: g.idGroup })).toBe(3);
  });

  it('refuses an .xls, a file that is not a spreadsheet and a file over 5 MB with Spanish messages', async () => {
    const g = await gradedGroup(api(), { semester: 'II-2033', students: 1 });
    const query = `idGroup=${g.idGroup}&month=1&type=0`;
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([['idUsuario'], [1]]), 'Calificaciones');
    const xls = Buffer.from(XLSX.write(wb, { type: 'buffer', bookType: 'biff8' }));
    expect(await uploadGrades(api(), query, xls, 'notas.xls')).toMatchObject({
      status: 400,
      body: { msg: G.fileIsXls },
    });
    expect(await uploadGrades(api(), query, Buffer.from('%PDF-1.4 not a sheet'), 'notas.xlsx')).toMatchObject({
      status: 400,
      body: { msg: G.fileNotSpreadsheet },
    });
    expect(
      await uploadGrades(api(), query, Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(100)]), 'roto.xlsx'),
    ).toMatchObject({ status: 400, body: { msg: G.fileNotSpreadsheet } });
    const big = await uploadGrades(api(), query, Buffer.alloc(5 * 1024 * 1024 + 10, 1), 'grande.xlsx');
    expect(big.status).toBe(400);
    expect(big.body.msg).toMatch(/5 MB/);
    const missing = await fetch(`${api().baseUrl}/api/courses/previewStudentsGrade?${query}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${api().tokens.cajero}` },
    });
    expect(missing.status).toBe(400);
  });
});
