import { Box, Button, Card, CardContent, Chip, Typography } from '@mui/material';
import PersonIcon from '@mui/icons-material/Person';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import PhoneIphoneIcon from '@mui/icons-material/PhoneIphone';
import { Link } from 'react-router-dom';
import type { CounterView } from '../../../../domain/counter';
import { useAppTranslate } from '../../i18n/i18nProvider';
import { PORTAL_ACCESS_ANCHOR, statementPath } from '../../common/statementFormat';

/**
 * Who the cashier is serving: photo, names, CI, phone and current groups, with the statement one click away — on a
 * phone too, where the action wraps under the student as a full-width button.
 */
export function StudentCard({ view, photo }: { view: CounterView; photo: string | null }) {
  const t = useAppTranslate();
  const s = view.estudiante;
  const name = `${s.nombres} ${s.apellidos}`;
  return (
    <Card sx={{ mb: 2 }} data-testid="counter-student">
      <CardContent>
        <Box sx={{ display: 'flex', flexWrap: { xs: 'wrap', sm: 'nowrap' }, gap: 2, alignItems: 'flex-start' }}>
          <Box
            sx={{
              width: 72,
              height: 96,
              flex: 'none',
              borderRadius: 1,
              overflow: 'hidden',
              bgcolor: 'grey.200',
              display: 'grid',
              placeItems: 'center',
            }}
          >
            {photo ? (
              <Box component="img" src={photo} alt={name} sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
            ) : (
              <PersonIcon
                role="img"
                aria-label={t('app.studentCredentials.noPhoto')}
                sx={{ fontSize: 56, color: 'grey.500' }}
              />
            )}
          </Box>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              {name}
            </Typography>
            <Typography variant="body2">{`${t('app.counter.student.ci')}: ${s.ci} · ${t('app.counter.student.phone')}: ${s.telefono || '-'}`}</Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 1, alignItems: 'center' }}>
              <Typography variant="body2" color="text.secondary">{`${t('app.counter.student.groups')}:`}</Typography>
              {view.grupos.length ? (
                view.grupos.map((g) => (
                  <Chip
                    key={g.idGrupoUsuario}
                    size="small"
                    label={`${g.nombreGrupo} (${g.nombreSemestre})`}
                    sx={{ maxWidth: '100%' }}
                  />
                ))
              ) : (
                <Typography variant="body2">{t('app.counter.student.noGroups')}</Typography>
              )}
            </Box>
          </Box>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, flex: { xs: '1 0 100%', sm: 'none' } }}>
            <Button component={Link} to={statementPath(s.idUsuario)} startIcon={<ReceiptLongIcon />} variant="outlined">
              {t('app.statement.open')}
            </Button>
            {/* The portal card sits on the student's statement: the counter gives access from there. */}
            <Button
              component={Link}
              to={`${statementPath(s.idUsuario)}#${PORTAL_ACCESS_ANCHOR}`}
              startIcon={<PhoneIphoneIcon />}
              size="small"
            >
              {t('app.portalAccess.title')}
            </Button>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}
