import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { PageLoading } from '../../common/PageLoading';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { credentialsKeys, type CredentialStudent } from '../../providers/calls/credentials';
import type { AppDataProvider } from '../../providers/dataProvider';

/** 'Bitácora Creación de Credencial': who made each credential of the student, and when (La Paz time). */
export function BinnacleDialog({
  student,
  idGroup,
  onClose,
}: {
  student: CredentialStudent;
  idGroup: number;
  onClose: () => void;
}) {
  const t = useAppTranslate();
  const dp = useDataProvider<AppDataProvider>();
  const idStudent = student.idUsuario;
  const log = useQuery({
    queryKey: credentialsKeys.binnacle(idGroup, idStudent),
    queryFn: () => dp.credentialBinnacle(idGroup, idStudent),
  });
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="binnacle-title">
      <DialogTitle id="binnacle-title">{t('app.studentCredentials.binnacleTitle')}</DialogTitle>
      <DialogContent>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ mb: 1 }}
        >{`${student.apellidos} ${student.nombres} · ${student.ci}`}</Typography>
        {log.isLoading ? (
          <PageLoading />
        ) : !log.data?.length ? (
          <Typography role="status" sx={{ py: 2 }}>
            {t(log.isError ? 'app.studentCredentials.createFailed' : 'app.studentCredentials.binnacleEmpty')}
          </Typography>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell sx={{ fontWeight: 700 }}>{t('app.studentCredentials.createdAt')}</TableCell>
                <TableCell sx={{ fontWeight: 700 }}>{t('app.studentCredentials.user')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {log.data.map((row) => (
                <TableRow key={row.idBitacora}>
                  <TableCell>{row.fechaCreacion}</TableCell>
                  <TableCell>{row.usuario}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('app.studentCredentials.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
