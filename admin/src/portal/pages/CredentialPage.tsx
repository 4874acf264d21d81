import { Box, Card, CardContent, Typography } from '@mui/material';
import { portalMessages as P } from '../../i18n/portal';
import { Loaded } from '../Loaded';
import { PortalLayout } from '../PortalLayout';
import { useStudentSection } from '../useStudentSection';

/** 'Mi credencial': photo and QR on screen, large enough for the door's camera to read from the phone. */
export default function CredentialPage() {
  const credential = useStudentSection('credential');
  return (
    <PortalLayout title={P.nav.credential}>
      <Loaded query={credential}>
        {(data) => {
          const name = `${data.nombres} ${data.apellidos}`;
          return data.credenciales.length ? (
            data.credenciales.map((c) => (
              <Card key={c.idGrupo} sx={{ mb: 2 }}>
                <CardContent sx={{ textAlign: 'center' }}>
                  {c.foto ? (
                    <Box
                      component="img"
                      src={c.foto}
                      alt={P.credential.photoAlt.replace('%{name}', name)}
                      sx={{ width: 120, height: 160, objectFit: 'cover', borderRadius: 1 }}
                    />
                  ) : (
                    <Typography color="text.secondary">{P.credential.noPhoto}</Typography>
                  )}
                  <Typography component="h2" variant="h6">
                    {name}
                  </Typography>
                  <Typography>
                    {c.nombreGrupo} · {c.nombreSemestre}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {c.validoHasta}
                  </Typography>
                  {c.qr ? (
                    <>
                      <Box
                        component="img"
                        src={c.qr}
                        data-testid="credential-qr"
                        alt={P.credential.qrAlt.replace('%{name}', name).replace('%{group}', c.nombreGrupo)}
                        sx={{ width: '100%', maxWidth: 300, aspectRatio: '1', mt: 2, imageRendering: 'pixelated' }}
                      />
                      <Typography variant="body2">{P.credential.show}</Typography>
                    </>
                  ) : (
                    <Typography color="text.secondary" sx={{ mt: 2 }}>
                      {P.credential.noQr}
                    </Typography>
                  )}
                </CardContent>
              </Card>
            ))
          ) : (
            <Typography color="text.secondary">{P.credential.empty}</Typography>
          );
        }}
      </Loaded>
    </PortalLayout>
  );
}
