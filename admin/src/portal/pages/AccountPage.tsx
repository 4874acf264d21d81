import { Box, Button, Card, CardContent, Chip, Link, List, ListItem, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useState } from 'react';
import { portalMessages as P } from '../../i18n/portal';
import { portalFiles } from '../../providers/calls/portal';
import { day, instant, money } from '../format';
import { Loaded } from '../Loaded';
import { PortalLayout } from '../PortalLayout';
import { usePortal } from '../PortalContext';
import { useStudentSection } from '../useStudentSection';
import { downloadFile } from '../portalClient';

const plural = (text: string, count: number) =>
  text.split(' |||| ')[count === 1 ? 0 : 1].replace('%{smart_count}', String(count));

/** 'Mi cuenta': the statement's totals (the staff figures), the next instalments and each receipt with its verification. */
export default function AccountPage() {
  const { studentId } = usePortal();
  const account = useStudentSection('account');
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <PortalLayout title={P.nav.account}>
      <Loaded query={account}>
        {(data) => {
          const totals = data.estadoDeCuenta.totales;
          return (
            <>
              <Card sx={{ mb: 2 }}>
                <CardContent>
                  <Typography variant="body2" color="text.secondary">
                    {data.estudiante.nombres} {data.estudiante.apellidos}
                  </Typography>
                  <Box
                    component="dl"
                    data-testid="portal-totals"
                    sx={{
                      display: 'grid',
                      gridTemplateColumns: '1fr 1fr',
                      gap: 1,
                      m: 0,
                      mt: 1,
                      '& dd': { m: 0, fontWeight: 600, fontSize: 18 },
                    }}
                  >
                    {(
                      [
                        [P.account.balance, totals.saldo],
                        [P.account.overdue, totals.vencido],
                        [P.account.paid, totals.pagado],
                        [P.account.discount, totals.descuento],
                      ] as const
                    ).map(([label, value]) => (
                      <div key={label}>
                        <Typography component="dt" variant="caption" color="text.secondary">
                          {label}
                        </Typography>
                        <dd style={{ color: label === P.account.overdue && value > 0 ? '#c62828' : undefined }}>
                          {money(value)}
                        </dd>
                      </div>
                    ))}
                  </Box>
                </CardContent>
              </Card>
              <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
                {P.account.next}
              </Typography>
              <Card sx={{ mb: 2 }}>
                {data.proximas.length ? (
                  <List dense disablePadding>
                    {data.proximas.map((i) => (
                      <ListItem key={i.idMensualidad} divider sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                        <Box sx={{ flex: '1 1 180px' }}>
                          <Typography>
                            {P.account.instalment
                              .replace('%{number}', String(i.nroMensualidad))
                              .replace('%{group}', i.nombreGrupo)}
                          </Typography>
                          <Typography variant="body2" color="text.secondary">
                            {P.account.due.replace('%{date}', day(i.fechaVencimiento))}
                          </Typography>
                        </Box>
                        <Stack sx={{ alignItems: 'flex-end' }}>
                          <Typography sx={{ fontWeight: 600 }}>{money(i.saldo)}</Typography>
                          {i.vencida ? (
                            <Chip size="small" color="error" label={plural(P.account.overdueDays, i.diasAtraso)} />
                          ) : null}
                        </Stack>
                      </ListItem>
                    ))}
                  </List>
                ) : (
                  <Typography sx={{ p: 2 }} color="text.secondary">
                    {P.account.noNext}
                  </Typography>
                )}
              </Card>
              <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
                {P.account.receipts}
              </Typography>
              {problem ? (
                <Typography role="alert" color="error" sx={{ mb: 1 }}>
                  {problem}
                </Typography>
              ) : null}
              <Card>
                {data.recibos.length ? (
                  <List dense disablePadding>
                    {data.recibos.map((r) => (
                      <ListItem
                        key={r.idPago}
                        divider
                        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}
                        data-testid={`receipt-${r.codigo}`}
                      >
                        <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
                          <Typography sx={{ fontWeight: 600 }}>
                            {P.account.receipt.replace('%{number}', String(r.codigo))} · {money(r.monto)}
                          </Typography>
                          <Typography variant="body2" color="text.secondary">
                            {r.concepto}
                          </Typography>
                          <Typography variant="body2" color="text.secondary">
                            {instant(r.fechaPago)}
                          </Typography>
                          {r.anulado ? <Chip size="small" label={P.account.voided} /> : null}
                        </Box>
                        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                          <Button
                            size="small"
                            startIcon={<DownloadIcon />}
                            aria-label={`${P.account.download}: ${P.account.receipt.replace('%{number}', String(r.codigo))}`}
                            onClick={() =>
                              downloadFile(portalFiles.receipt(studentId, r.idPago), `Recibo ${r.codigo}.pdf`).catch(
                                (e: Error) => setProblem(e.message),
                              )
                            }
                          >
                            PDF
                          </Button>
                          {r.verificacion ? (
                            <Link href={r.verificacion} target="_blank" rel="noopener">
                              {P.account.verify}
                            </Link>
                          ) : null}
                        </Stack>
                      </ListItem>
                    ))}
                  </List>
                ) : (
                  <Typography sx={{ p: 2 }} color="text.secondary">
                    {P.account.noReceipts}
                  </Typography>
                )}
              </Card>
            </>
          );
        }}
      </Loaded>
    </PortalLayout>
  );
}
