import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Box,
  Button,
  Card,
  CardContent,
  Grid,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useDataProvider, useNotify } from 'react-admin';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Link, useParams } from 'react-router-dom';
import { Breadcrumb, type Crumb } from '../../common/Breadcrumb';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { EmptyState } from '../../common/EmptyState';
import { PageHeading } from '../../common/ListParts';
import { PageLoading } from '../../common/PageLoading';
import { errorText } from '../../common/format';
import { useAppTranslate } from '../../i18n/i18nProvider';
import {
  paymentsKeys,
  type CourseInfo,
  type Instalment,
  type PaymentRow,
  type PaymentType,
  type StudentInfo,
} from '../../providers/calls/payments';
import type { AppDataProvider } from '../../providers/dataProvider';
import { session } from '../../providers/session';
import { useIsAdmin } from '../../providers/useSession';
import { PaymentDialog } from './PaymentDialog';
import { PaymentRowView, PendingRowView } from './PaymentRows';
import { buildRows, owedFrom, type ReceiptRef } from '../../common/paymentTable';
import { statementPath } from '../../common/statementFormat';
import { ReceiptDialog } from './ReceiptDialog';
import { ShiftGate } from '../counter/ShiftGate';

interface Loaded {
  student: StudentInfo;
  course: CourseInfo;
  instalments: Instalment[];
  payments: PaymentRow[];
  types: PaymentType[];
}

/**
 * A student's monthly fees in one group (spec 02 §2 "Student payments", §4): both
 * /semester/:idSemester/group/:idGroup/student/:idStudent and /monthly-pay-student/group/:idGroup/student/:idStudent.
 */
export default function PaymentsPage() {
  const t = useAppTranslate();
  const notify = useNotify();
  const isAdmin = useIsAdmin();
  const dp = useDataProvider<AppDataProvider>();
  const { idSemester, idGroup = '', idStudent = '' } = useParams();
  const dept = session.departmentId() ?? 0;
  const [paying, setPaying] = useState<{ instalment: Instalment; payment?: PaymentRow } | null>(null);
  const [toggling, setToggling] = useState<PaymentRow | null>(null);
  const [receipts, setReceipts] = useState<ReceiptRef[] | null>(null);
  const [busy, setBusy] = useState(false);

  // Failed loads are only logged (spec 02 §8, the query client does it); the page offers its retry button.
  const account = useQuery({
    queryKey: paymentsKeys.account(idGroup, idStudent, dept),
    queryFn: async (): Promise<Loaded> => {
      const [student, course, instalments, payments, types] = await Promise.all([
        dp.studentById(idStudent),
        dp.studentCourse(idGroup, idStudent),
        dp.instalments(idGroup, idStudent),
        dp.studentPayments(idGroup, idStudent),
        dp.paymentTypes(dept),
      ]);
      return { student, course, instalments, payments, types };
    },
  });
  const reload = () => void account.refetch();

  const rows = useMemo(
    () => (account.data ? buildRows(account.data.instalments, account.data.payments) : []),
    [account.data],
  );

  const toggle = async () => {
    if (!toggling || !account.data) return;
    const instalment = account.data.instalments.find((i) => i.idMensualidad === toggling.idMensualidad);
    if (!instalment) return;
    const stateValue = toggling.estado === 1 ? 0 : 1;
    setBusy(true);
    try {
      const answer = await dp.setPaymentState({
        state: stateValue,
        idPayment: toggling.idPago,
        idMonthlyPayment: instalment.idMensualidad,
        subTotal: toggling.subTotal,
        discount: toggling.descuento,
        balance: instalment.saldo,
        monthlyAmount: instalment.monto,
      });
      notify(answer.msg, { type: stateValue === 1 ? 'success' : 'warning' });
      setToggling(null);
      reload();
    } catch (error) {
      // The refusal (e.g. re-activating would overpay the instalment) stays in the snackbar; the question is answered.
      notify(errorText(error), { type: 'warning' });
      setToggling(null);
      reload();
    } finally {
      setBusy(false);
    }
  };

  const crumbs: Crumb[] = idSemester
    ? [
        { label: t('app.payments.section') },
        { label: t('app.payments.semesters'), to: '/semester' },
        { label: account.data?.course.nombreSemestre ?? '…', to: `/semester/${idSemester}/group` },
        { label: account.data?.course.nombreGrupo ?? '…', to: `/semester/${idSemester}/group/${idGroup}` },
        { label: t('app.payments.title') },
      ]
    : [
        { label: t('app.payments.section') },
        { label: t('app.payments.monthly'), to: '/monthly-pay-student' },
        { label: t('app.payments.title') },
      ];

  const question = (p: PaymentRow) =>
    t(
      p.estado !== 1
        ? 'app.payments.confirm.activate'
        : isAdmin
          ? 'app.payments.confirm.deactivate'
          : 'app.payments.confirm.delete',
      { code: p.codigo },
    );

  const data = account.data;
  return (
    <Box sx={{ px: { xs: 1, md: 2 }, pb: 4 }}>
      <Breadcrumb items={crumbs} />
      <PageHeading title={t('app.payments.title')}>
        <Button component={Link} to={statementPath(idStudent)} startIcon={<ReceiptLongIcon />}>
          {t('app.statement.open')}
        </Button>
      </PageHeading>
      <ShiftGate />
      {account.isLoading ? (
        <PageLoading />
      ) : account.isError || !data ? (
        <Card>
          <EmptyState text={t('app.payments.table.empty')} onRetry={reload} />
        </Card>
      ) : (
        <>
          <Card sx={{ mb: 2 }} data-testid="student-header">
            <CardContent>
              <Grid container spacing={2}>
                {(
                  [
                    ['group', data.course.nombreGrupo],
                    ['ci', data.student.ci],
                    ['names', data.student.nombres],
                    ['surnames', data.student.apellidos],
                    ['phone', data.student.telefono],
                  ] as const
                ).map(([key, value]) => (
                  <Grid key={key} size={{ xs: 12, sm: 6, md: key === 'names' || key === 'surnames' ? 3 : 2 }}>
                    <Typography variant="caption" color="text.secondary">
                      {t(`app.payments.${key}`)}
                    </Typography>
                    <Typography sx={{ fontWeight: 600 }}>{value || '-'}</Typography>
                  </Grid>
                ))}
              </Grid>
            </CardContent>
          </Card>
          <Card>
            {!rows.length ? (
              <EmptyState text={t('app.payments.table.empty')} />
            ) : (
              <TableContainer>
                <Table size="small" aria-label={t('app.payments.title')}>
                  <TableHead>
                    <TableRow>
                      {(['number', 'monthlyAmount', 'discount', 'total', 'paid', 'deadline'] as const).map((key) => (
                        <TableCell
                          key={key}
                          sx={{ fontWeight: 700 }}
                          align={key === 'number' || key === 'deadline' || key === 'paid' ? 'left' : 'right'}
                        >
                          {t(`app.payments.table.${key}`)}
                        </TableCell>
                      ))}
                      <TableCell sx={{ fontWeight: 700 }} align="right">
                        {t('app.payments.table.actions')}
                      </TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {rows.map((row) =>
                      row.kind === 'payment' ? (
                        <PaymentRowView
                          key={row.key}
                          row={row}
                          isAdmin={isAdmin}
                          onEdit={() => setPaying({ instalment: row.instalment, payment: row.payment })}
                          onPrint={() => setReceipts([{ idPago: row.payment.idPago, codigo: row.payment.codigo }])}
                          onToggle={() => setToggling(row.payment)}
                        />
                      ) : (
                        <PendingRowView
                          key={row.key}
                          row={row}
                          onPay={() => setPaying({ instalment: row.instalment })}
                        />
                      ),
                    )}
                  </TableBody>
                </Table>
              </TableContainer>
            )}
          </Card>
          {paying ? (
            <PaymentDialog
              instalment={paying.instalment}
              payment={paying.payment}
              types={data.types}
              isAdmin={isAdmin}
              owed={paying.payment ? undefined : owedFrom(paying.instalment, data.instalments)}
              onClose={() => setPaying(null)}
              onSaved={(created) => {
                setPaying(null);
                reload();
                // After a payment insert the receipt is generated automatically (spec 02 §4).
                if (created) setReceipts(created);
              }}
            />
          ) : null}
        </>
      )}
      <ConfirmDialog
        open={!!toggling}
        title={t('app.payments.confirm.title')}
        question={toggling ? question(toggling) : null}
        busy={busy}
        onYes={toggle}
        onNo={() => setToggling(null)}
      />
      {receipts ? <ReceiptDialog receipts={receipts} onClose={() => setReceipts(null)} /> : null}
    </Box>
  );
}
