import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  List,
  ListItemButton,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import SearchIcon from '@mui/icons-material/Search';
import { useDataProvider } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { CounterOwed, CounterStudentHit, CounterView } from '../../../../domain/counter';
import { Breadcrumb } from '../../common/Breadcrumb';
import { DocumentDialog } from '../../common/DocumentDialog';
import { errorText } from '../../common/format';
import { PageHeading } from '../../common/ListParts';
import { useAppTranslate } from '../../i18n/i18nProvider';
import type { AppDataProvider } from '../../providers/dataProvider';
import { session } from '../../providers/session';
import { useIsAdmin } from '../../providers/useSession';
import { QrScanner } from '../check-in/QrScanner';
import { PaymentDialog } from '../payments/PaymentDialog';
import type { Instalment, PaymentType } from '../../providers/calls/payments';
import { ReceiptDialog } from '../payments/ReceiptDialog';
import { owedFrom, type ReceiptRef } from '../../common/paymentTable';
import { LessonPaymentDialog } from '../schedule/LessonPaymentDialog';
import { lessonReceiptPath } from '../../providers/calls/schedule';
import { OwedTable } from './OwedTable';
import { ShiftBar } from './ShiftBar';
import { StudentCard } from './StudentCard';

type Receipt = { kind: 'fee'; receipts: ReceiptRef[] } | { kind: 'lesson'; idPago: number };

/** The payment dialog's instalment, from the counter's line (the dialog and the API check it as on the payments page). */
const instalmentOf = (o: CounterOwed): Instalment => ({
  idMensualidad: o.mensualidad!.idMensualidad,
  nroMensualidad: o.mensualidad!.nroMensualidad,
  monto: o.mensualidad!.monto,
  saldo: o.saldo,
  cancelado: 0,
  estado: 1,
  fechaRegistro: o.fecha,
  cuotas: o.mensualidad!.cuotas,
  idGrupoUsuario: o.mensualidad!.idGrupoUsuario,
  pagable: o.pagable,
});

/**
 * /counter ('Caja'): one field finds the student (CI, surname, or a credential's QR code typed,
 * scanned by a USB reader that ends with Enter, or read with the camera); below, everything owed, oldest first.
 * 'Cobrar' opens the same payment dialogs as the payments page and the calendar, with the balance prefilled;
 * the receipt opens at once, and closing it brings the cursor back to the search for the next student.
 */
export default function CounterPage() {
  const t = useAppTranslate();
  const dp = useDataProvider<AppDataProvider>();
  const isAdmin = useIsAdmin();
  const dept = session.departmentId() ?? 0;
  const searchRef = useRef<HTMLInputElement>(null);
  const payRef = useRef<HTMLButtonElement>(null);
  const [query, setQuery] = useState('');
  const [busy, setBusy] = useState(false);
  const [camera, setCamera] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [hits, setHits] = useState<CounterStudentHit[]>([]);
  const [view, setView] = useState<CounterView | null>(null);
  const [photo, setPhoto] = useState<string | null>(null);
  const [types, setTypes] = useState<PaymentType[]>([]);
  const [paying, setPaying] = useState<CounterOwed | null>(null);
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  const focusPay = useRef(false);
  // Bumped after each payment, so the shift's expected cash follows.
  const [paidCount, setPaidCount] = useState(0);
  // /counter?q=… (the student import's 'Cobrar'): that student is searched at once, as if typed.
  const [params] = useSearchParams();
  const asked = useRef<string | null>(null);

  useEffect(() => {
    dp.paymentTypes(dept).then(setTypes, () => setTypes([]));
  }, [dp, dept]);
  useEffect(
    () => () => {
      if (photo) URL.revokeObjectURL(photo);
    },
    [photo],
  );
  // After a student is shown, the next payable item's 'Cobrar' holds the focus: Enter pays it.
  useEffect(() => {
    if (view && focusPay.current) {
      focusPay.current = false;
      if (payRef.current) payRef.current.focus();
      else searchRef.current?.select();
    }
  }, [view]);

  // A closing dialog gives the focus back to where it was when it opened, once its exit transition ends:
  // wait until no dialog is left (at most ~2 s) before taking it to the search field.
  const backToSearch = useCallback(() => {
    let tries = 0;
    const focus = () => {
      if (document.querySelector('.MuiDialog-root') && tries++ < 40) return void setTimeout(focus, 50);
      searchRef.current?.focus();
      searchRef.current?.select();
    };
    setTimeout(focus, 0);
  }, []);

  const open = useCallback(
    async (idUser: number, focus = true) => {
      const loaded = await dp.counterStudent(idUser);
      focusPay.current = focus;
      setHits([]);
      setView(loaded);
      setPhoto(loaded.estudiante.tieneFoto ? await dp.photoUrl(idUser).catch(() => null) : null);
    },
    [dp],
  );

  const search = useCallback(
    async (text: string) => {
      setProblem(null);
      setBusy(true);
      try {
        const found = await dp.counterSearch(text.trim());
        if (found.length === 1) await open(found[0].idUsuario);
        else {
          setView(null);
          setHits(found);
          if (!found.length) setProblem(t('app.counter.noneFound'));
        }
      } catch (error) {
        setProblem(errorText(error));
        backToSearch();
      } finally {
        setBusy(false);
      }
    },
    [dp, open, t, backToSearch],
  );
  useEffect(() => {
    const q = params.get('q')?.trim();
    if (!q || asked.current === q) return;
    asked.current = q;
    setQuery(q);
    void search(q);
  }, [params, search]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) void search(query);
  };

  const paid = (next: Receipt) => {
    setPaying(null);
    setReceipt(next);
    setPaidCount((n) => n + 1);
    if (view) open(view.estudiante.idUsuario, false).catch((error) => setProblem(errorText(error)));
  };
  const closeReceipt = () => {
    setReceipt(null);
    backToSearch();
  };
  const cancelPay = () => {
    setPaying(null);
    setTimeout(() => payRef.current?.focus(), 0);
  };
  // The shift just opened (or its close printed): back to the student shown, whose 'Cobrar' was next; else the search.
  const afterShift = () => {
    if (view && payRef.current) setTimeout(() => payRef.current?.focus(), 0);
    else backToSearch();
  };

  const name = view ? view.estudiante : null;
  return (
    <Box sx={{ px: { xs: 1, md: 2 }, pb: 4 }}>
      <Breadcrumb items={[{ label: t('app.sections.finance') }, { label: t('app.counter.title') }]} />
      <PageHeading title={t('app.counter.title')} />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('app.counter.intro')}
      </Typography>
      <ShiftBar version={paidCount} isAdmin={isAdmin} onDone={afterShift} />
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <TextField
              inputRef={searchRef}
              size="small"
              sx={{ flex: 1, minWidth: 220 }}
              label={t('app.counter.search')}
              value={query}
              autoFocus
              autoComplete="off"
              slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'counter-search' } }}
              onChange={(e) => setQuery(e.target.value)}
            />
            <Button type="submit" variant="contained" startIcon={<SearchIcon />} disabled={busy} sx={{ minHeight: 40 }}>
              {busy ? t('app.counter.searching') : t('app.counter.searchButton')}
            </Button>
            <Button
              variant="outlined"
              startIcon={<QrCodeScannerIcon />}
              sx={{ minHeight: 40 }}
              onClick={() => setCamera((v) => !v)}
            >
              {t(camera ? 'app.studentCredentials.checkIn.stopCamera' : 'app.studentCredentials.checkIn.startCamera')}
            </Button>
          </Box>
          {camera ? (
            <Box sx={{ mt: 2 }}>
              <QrScanner
                onCode={(code) => {
                  setQuery(code);
                  void search(code);
                }}
              />
            </Box>
          ) : null}
          {problem ? (
            <Alert severity="warning" sx={{ mt: 2 }} role="alert">
              {problem}
            </Alert>
          ) : null}
        </CardContent>
      </Card>
      {hits.length ? (
        <Card sx={{ mb: 2 }}>
          <CardContent>
            <Typography variant="subtitle1" component="h2">
              {t('app.counter.choose')}
            </Typography>
            <List dense>
              {hits.map((h) => (
                <ListItemButton
                  key={h.idUsuario}
                  onClick={() => open(h.idUsuario).catch((error) => setProblem(errorText(error)))}
                >
                  <ListItemText
                    primary={`${h.apellidos} ${h.nombres}`}
                    secondary={`${t('app.counter.student.ci')}: ${h.ci}`}
                    slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                  />
                </ListItemButton>
              ))}
            </List>
          </CardContent>
        </Card>
      ) : null}
      {view ? (
        <>
          <StudentCard view={view} photo={photo} />
          <Card>
            <CardContent sx={{ pb: 0 }}>
              <Typography variant="subtitle1" component="h2">
                {t('app.counter.owed.title')}
              </Typography>
            </CardContent>
            {view.pendientes.length ? (
              <OwedTable ref={payRef} items={view.pendientes} onPay={setPaying} />
            ) : (
              <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }} role="status">
                {t('app.counter.owed.none')}
              </Typography>
            )}
          </Card>
        </>
      ) : null}
      {paying?.mensualidad ? (
        <PaymentDialog
          instalment={instalmentOf(paying)}
          types={types}
          isAdmin={isAdmin}
          initialTotal={paying.saldo}
          onClose={cancelPay}
          owed={owedFrom(instalmentOf(paying), view?.pendientes.filter((o) => o.mensualidad).map(instalmentOf) ?? [])}
          onSaved={(created) => created && paid({ kind: 'fee', receipts: created })}
        />
      ) : null}
      {paying?.clase && name ? (
        <LessonPaymentDialog
          dept={dept}
          initialTotal={paying.saldo}
          onClose={cancelPay}
          lesson={{
            idReserva: paying.clase.idReserva,
            nombres: name.nombres,
            apellidos: name.apellidos,
            nombreMateria: paying.clase.materia,
            nombreNivel: paying.clase.nivel,
            nroAlumnos: paying.clase.nroAlumnos,
          }}
          onPaid={(idPago) => paid({ kind: 'lesson', idPago })}
        />
      ) : null}
      {receipt?.kind === 'fee' ? <ReceiptDialog receipts={receipt.receipts} onClose={closeReceipt} /> : null}
      <DocumentDialog
        path={receipt?.kind === 'lesson' ? lessonReceiptPath(receipt.idPago) : null}
        title={t('app.counter.receipt')}
        fallbackName="recibo.pdf"
        onClose={closeReceipt}
      />
    </Box>
  );
}
