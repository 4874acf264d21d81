import { useState, type FormEvent } from 'react';
import {
  Box, Button, Card, CardContent, MenuItem, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, Typography,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { Breadcrumb } from '../../common/Breadcrumb';
import { PageLoading } from '../../common/PageLoading';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { session } from '../../providers/session';
import { errorText, showDate, usePaymentsApi, type SearchRow } from '../payments/paymentsApi';

/** Spec 02 §9: 1 CI (default), 2 Apellidos, 3 Nombres. */
const OPTIONS = [
  { value: 1, key: 'byCi', param: 'ci' },
  { value: 2, key: 'bySurnames', param: 'surnames' },
  { value: 3, key: 'byNames', param: 'names' },
] as const;

/** /monthly-pay-student: find an enrolled student; a row opens that enrolment's payments page. */
export default function MonthlyPaySearchPage() {
  const t = useAppTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const api = usePaymentsApi();
  const [option, setOption] = useState<1 | 2 | 3>(1);
  const [term, setTerm] = useState('');
  const [touched, setTouched] = useState(false);
  const [rows, setRows] = useState<SearchRow[] | null>(null);
  const [loading, setLoading] = useState(false);

  const search = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!term.trim()) return;
    const param = OPTIONS.find((o) => o.value === option)!.param;
    setLoading(true);
    try {
      const found = await api.search(session.departmentId() ?? 0, { [param]: term });
      setRows(found);
      if (!found.length) notify(t('app.payments.search.noResults'), { type: 'info' });
    } catch (error) {
      notify(errorText(error), { type: 'error' });
    } finally {
      setLoading(false);
    }
  };

  return (
    <Box sx={{ px: { xs: 1, md: 2 }, pb: 4 }}>
      <Breadcrumb items={[{ label: t('app.payments.section') }, { label: t('app.payments.search.title') }]} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>{t('app.payments.search.title')}</Typography>
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Box component="form" onSubmit={search} noValidate
            sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2, alignItems: { sm: 'flex-start' } }}>
            <TextField select label={t('app.payments.search.by')} value={option} sx={{ flex: { sm: '0 0 220px' } }}
              onChange={(e) => setOption(Number(e.target.value) as 1 | 2 | 3)}>
              {OPTIONS.map((o) => <MenuItem key={o.value} value={o.value}>{t(`app.payments.search.${o.key}`)}</MenuItem>)}
            </TextField>
            <TextField label={t('app.payments.search.term')} value={term} onChange={(e) => setTerm(e.target.value)} sx={{ flexGrow: 1 }}
              error={touched && !term.trim()} helperText={touched && !term.trim() ? t('app.payments.search.required') : undefined} autoFocus />
            <Button type="submit" variant="contained" startIcon={<SearchIcon />} sx={{ height: 56, flexShrink: 0, px: 3 }} disabled={loading}>
              {t('app.payments.search.submit')}
            </Button>
          </Box>
        </CardContent>
      </Card>
      <Card>
        {loading ? <PageLoading /> : !rows ? (
          <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>{t('app.payments.search.hint')}</Typography>
        ) : !rows.length ? (
          <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }} role="status">{t('app.payments.search.noResults')}</Typography>
        ) : (
          <TableContainer>
            <Table size="small" aria-label={t('app.payments.search.title')}>
              <TableHead>
                <TableRow>
                  {(['ci', 'surnames', 'names', 'semester', 'group', 'enrolled'] as const).map((key) => (
                    <TableCell key={key} sx={{ fontWeight: 700 }}>{t(`app.payments.search.${key}`)}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((r) => (
                  <TableRow key={r.idGrupoUsuario} hover sx={{ cursor: 'pointer' }}
                    onClick={() => navigate(`/monthly-pay-student/group/${r.idGrupo}/student/${r.idUsuario}`)}>
                    <TableCell>{r.ci}</TableCell>
                    <TableCell>{r.apellidos}</TableCell>
                    <TableCell>{r.nombres}</TableCell>
                    <TableCell>{r.nombreSemestre}</TableCell>
                    <TableCell>{r.nombreGrupo}</TableCell>
                    <TableCell>{showDate(r.fechaInscripcion)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Card>
    </Box>
  );
}
