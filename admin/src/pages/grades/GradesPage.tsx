import { useRef, useState } from 'react';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import {
  Box,
  Button,
  Card,
  IconButton,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { EVALUATION_TYPES, groupMonths, partialLabel } from '../../../../domain/grades';
import { Breadcrumb } from '../../common/Breadcrumb';
import { fetchDocument, saveDocument } from '../../common/documents';
import { ClassGroupSelects, FILTER_SX, useClassGroupFilter } from '../../common/ClassGroupFilter';
import { EmptyState, Notice } from '../../common/EmptyState';
import { PageHeading } from '../../common/ListParts';
import { PageLoading } from '../../common/PageLoading';
import { useBusyAction } from '../../common/useBusyAction';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { GradeDialog } from './GradeDialog';
import {
  gradeExportPath,
  gradesKeys,
  type ClassSubject,
  type EvaluationType,
  type GradePreview,
  type GradeRow,
} from '../../providers/calls/grades';
import type { AppDataProvider } from '../../providers/dataProvider';
import { UploadPreviewDialog } from './UploadPreviewDialog';

/** The CI gets its own column from tablet width up; on a phone it sits under the name. */
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** /grade 'Calificaciones' (spec 02 §2): semester → group → month → evaluation type, a column per subject, Excel both ways. */
export default function GradesPage() {
  const t = useAppTranslate();
  const dp = useDataProvider<AppDataProvider>();
  const [f, setF] = useState<{
    idSemester: number | '';
    idGroup: number | '';
    month: number | '';
    type: EvaluationType | '';
  }>({ idSemester: '', idGroup: '', month: '', type: '' });
  const [dialog, setDialog] = useState<{ row: GradeRow; mode: 'insert' | 'update'; subject?: ClassSubject } | null>(
    null,
  );
  const [preview, setPreview] = useState<GradePreview | null>(null);
  const file = useRef<HTMLInputElement>(null);
  const { busy, run } = useBusyAction();
  const filter = useClassGroupFilter('grades', f.idSemester, f.idGroup);
  const months = groupMonths(filter.group?.cuotas ?? 0);
  const ready = !!f.idGroup && !!f.month && f.type !== '';
  const query = ready && f.type !== '' ? { idGroup: Number(f.idGroup), month: Number(f.month), type: f.type } : null;
  const sheet = useQuery({
    queryKey: gradesKeys.gradeSheet(query),
    queryFn: query ? () => dp.gradeSheet(query) : skipToken,
  });
  const subjects = sheet.data?.subjects ?? [];
  const rows = sheet.data?.students ?? [];

  const download = () =>
    run(async () => saveDocument(await fetchDocument(gradeExportPath(query!), 'Calificaciones.xlsx')));
  const upload = (chosen: File | undefined) => {
    if (file.current) file.current.value = '';
    if (chosen) void run(async () => setPreview(await dp.previewGradeUpload(query!, chosen)));
  };
  // A student's subjects without a grade in this month can be added; those with one can be edited.
  const missingIn = (row: GradeRow) =>
    subjects.filter((x) => row[x.codigoMateria] === null || row[x.codigoMateria] === undefined);
  const notice = !f.idSemester
    ? 'app.grades.chooseSemester'
    : !f.idGroup
      ? 'app.grades.chooseGroup'
      : !months.length
        ? 'app.grades.noMonths'
        : !f.month
          ? 'app.grades.chooseMonth'
          : 'app.grades.chooseEvaluation';

  return (
    <Box sx={{ px: { xs: 1, md: 2 }, pb: 4 }}>
      <Breadcrumb items={[{ label: t('app.grades.grades.title') }]} />
      <PageHeading title={t('app.grades.grades.title')} />
      <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap', mb: 1 }}>
        <ClassGroupSelects
          source="grades"
          filter={filter}
          idSemester={f.idSemester}
          idGroup={f.idGroup}
          onSemester={(id) => setF({ idSemester: id, idGroup: '', month: '', type: '' })}
          onGroup={(id) => setF((s) => ({ ...s, idGroup: id, month: '' }))}
        />
        <TextField
          select
          size="small"
          sx={FILTER_SX}
          label={t('app.grades.month')}
          value={f.month}
          disabled={!f.idGroup}
          onChange={(e) => setF((s) => ({ ...s, month: Number(e.target.value) }))}
          helperText={
            f.idGroup && !months.length
              ? t('app.grades.noMonths')
              : f.month
                ? `${t('app.grades.grades.partial')}: ${f.type !== '' ? partialLabel(f.type, f.month) : f.month}`
                : ' '
          }
        >
          {months.map((m) => (
            <MenuItem key={m.id} value={m.id}>
              {m.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          sx={FILTER_SX}
          label={t('app.grades.evaluation')}
          value={f.type}
          disabled={!f.month}
          onChange={(e) =>
            setF((s) => ({ ...s, type: EVALUATION_TYPES.find((x) => x.id === Number(e.target.value))?.id ?? '' }))
          }
          helperText=" "
        >
          {EVALUATION_TYPES.map((e) => (
            <MenuItem key={e.id} value={e.id}>
              {e.name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {ready ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            disabled={busy || !rows.length}
            onClick={download}
            sx={{ minHeight: 40 }}
          >
            {t('app.grades.grades.download')}
          </Button>
          <Button
            variant="outlined"
            startIcon={<UploadFileIcon />}
            disabled={busy || !subjects.length}
            onClick={() => file.current?.click()}
            sx={{ minHeight: 40 }}
          >
            {t('app.grades.grades.upload')}
          </Button>
          <input
            ref={file}
            type="file"
            hidden
            aria-label={t('app.grades.grades.file')}
            accept=".xlsx,.xls,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(e) => upload(e.target.files?.[0])}
          />
        </Stack>
      ) : null}
      <Card sx={{ overflowX: 'auto' }}>
        {!ready ? (
          <Notice text={t(notice)} />
        ) : sheet.isLoading ? (
          <PageLoading />
        ) : sheet.isError ? (
          <EmptyState text={sheet.error.message || t('app.grades.empty')} onRetry={() => void sheet.refetch()} />
        ) : !subjects.length ? (
          <Notice text={t('app.grades.grades.noSubjects')} />
        ) : !rows.length ? (
          <Notice text={t('app.grades.empty')} />
        ) : (
          <Table size="small" aria-label={t('app.grades.grades.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('app.grades.student')}</TableCell>
                <TableCell sx={WIDE_ONLY}>{t('app.grades.ci')}</TableCell>
                {subjects.map((s) => (
                  <TableCell key={s.idMateria} align="center" title={s.nombreMateria}>
                    {s.codigoMateria}
                  </TableCell>
                ))}
                <TableCell align="right">{t('app.grades.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.idUsuario} hover>
                  <TableCell sx={{ minWidth: { xs: 120, sm: 160 } }}>
                    {row.nombreCompleto}
                    <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'block', sm: 'none' } }}>
                      {row.ci}
                    </Typography>
                  </TableCell>
                  <TableCell sx={WIDE_ONLY}>{row.ci}</TableCell>
                  {subjects.map((s) => (
                    <TableCell key={s.idMateria} align="center" sx={{ py: 0 }}>
                      {row[s.codigoMateria] === null || row[s.codigoMateria] === undefined ? (
                        '-'
                      ) : (
                        // The cell itself edits its mark: subject and partial are the cell's, the mark starts at its value.
                        <Tooltip title={`${t('app.grades.grades.edit')} ${s.codigoMateria}`}>
                          <Button
                            size="small"
                            sx={{ minWidth: 48, minHeight: 40 }}
                            aria-label={`${t('app.grades.grades.edit')} ${row.nombreCompleto} ${s.codigoMateria}`}
                            onClick={() => setDialog({ row, mode: 'update', subject: s })}
                          >
                            {row[s.codigoMateria]}
                          </Button>
                        </Tooltip>
                      )}
                    </TableCell>
                  ))}
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {missingIn(row).length ? (
                      <Tooltip title={t('app.grades.grades.add')}>
                        <IconButton
                          aria-label={`${t('app.grades.grades.add')} ${row.nombreCompleto}`}
                          onClick={() => setDialog({ row, mode: 'insert' })}
                        >
                          <AddIcon />
                        </IconButton>
                      </Tooltip>
                    ) : null}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Card>
      {dialog && query ? (
        <GradeDialog
          mode={dialog.mode}
          student={dialog.row}
          subjects={dialog.mode === 'insert' ? missingIn(dialog.row) : dialog.subject ? [dialog.subject] : []}
          months={months}
          query={query}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            void sheet.refetch();
          }}
          onConflict={() => void sheet.refetch()}
        />
      ) : null}
      {preview && query ? (
        <UploadPreviewDialog
          preview={preview}
          query={query}
          current={rows}
          onClose={() => setPreview(null)}
          onSaved={() => {
            setPreview(null);
            void sheet.refetch();
          }}
          onConflict={() => void sheet.refetch()}
        />
      ) : null}
    </Box>
  );
}
