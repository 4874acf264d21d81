import { expect, test } from '@playwright/test';
import { amountInputText, formatBs } from '../../domain/money';
import {
  dialog,
  downloadReceipt,
  ensureCashierShift,
  expectNoEnglish,
  goTo,
  loginAs,
  snackbar,
  tokenFor,
  USERS,
} from './helpers';

// Role 2 takes money only inside an open shift.
test.beforeEach(async ({ request }) => {
  await ensureCashierShift(request);
});

interface SearchRow {
  idUsuario: number;
  ci: string;
  idGrupo: number;
}
interface Instalment {
  nroMensualidad: number;
  monto: number;
  saldo: number;
}

test('the cashier pays an instalment partially, then the rest, and downloads the receipt', async ({
  page,
  request,
}) => {
  // A demo student whose first instalment is still untouched (the demo seed pays some of them).
  const token = await tokenFor(request, USERS.cashier.username, USERS.cashier.password);
  const auth = { Authorization: `Bearer ${token}` };
  const students = (await (
    await request.get('/api/users/selectSearchStudentMonthlyPay/1/null/null/91', { headers: auth })
  ).json()) as SearchRow[];
  let chosen: { student: SearchRow; first: Instalment } | null = null;
  for (const student of students) {
    const plan = (await (
      await request.get(`/api/monthlypayments/SelectMonthlyPayments/${student.idGrupo}/${student.idUsuario}`, {
        headers: auth,
      })
    ).json()) as Instalment[];
    if (plan[0] && plan[0].saldo === plan[0].monto && plan[0].monto > 300) {
      chosen = { student, first: plan[0] };
      break;
    }
  }
  expect(chosen).not.toBeNull();
  const { student, first } = chosen!;
  const rest = (first.monto - 200).toFixed(2);
  const monto = Math.round(first.monto * 100);

  await loginAs(page, USERS.cashier);
  await goTo(page, '/monthly-pay-student');
  await page.getByLabel('Texto a buscar').fill(student.ci);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await page.locator('tbody tr').filter({ hasText: student.ci }).click();
  await expect(page).toHaveURL(
    new RegExp(`/monthly-pay-student/group/${student.idGrupo}/student/${student.idUsuario}$`),
  );
  await expect(page.getByTestId('student-header')).toContainText(student.ci);

  // Only the first instalment can be paid; the next ones wait.
  await expect(page.getByTestId('pending-1').getByRole('button', { name: 'Pagar' })).toBeEnabled();
  await expect(page.getByTestId('pending-2').getByRole('button', { name: 'Pagar' })).toBeDisabled();

  // A partial payment: the receipt opens by itself and downloads with its exact name.
  await page.getByTestId('pending-1').getByRole('button', { name: 'Pagar' }).click();
  await expect(dialog(page).getByLabel('Descuento (Bs)')).toHaveValue('0');
  // 'Total a pagar' starts at the balance, editable.
  await expect(dialog(page).getByLabel('Total a pagar (Bs)')).toHaveValue(amountInputText(monto));
  await page.screenshot({ path: test.info().outputPath('payment-dialog.png') });
  await dialog(page).getByLabel('Total a pagar (Bs)').fill('200');
  await dialog(page).getByRole('button', { name: 'Guardar' }).click();
  await expect(snackbar(page)).toContainText('Se registro el pago correctamente');
  const code = await downloadReceipt(page);

  // The pending row now shows what remains and is still the one to pay.
  await expect(page.getByTestId(`payment-${code}`)).toContainText('200,00');
  await expect(page.getByTestId('pending-1')).toContainText(`Saldo ${formatBs(monto - 20_000)}`);

  // Paying more than the balance is refused with the spec's warning, nothing is written.
  await page.getByTestId('pending-1').getByRole('button', { name: 'Pagar' }).click();
  await dialog(page).getByLabel('Total a pagar (Bs)').fill(String(first.monto));
  await dialog(page).getByRole('button', { name: 'Guardar' }).click();
  await expect(snackbar(page)).toContainText('El total a pagar no debe ser mayor al saldo');

  // The rest settles the instalment; the next one becomes payable.
  await dialog(page).getByLabel('Total a pagar (Bs)').fill(rest);
  await dialog(page).getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog(page).getByRole('heading', { name: `Recibo N° ${Number(code) + 1}` })).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Cerrar' }).click();
  await expect(page.getByTestId('pending-1')).toHaveCount(0);
  await expect(page.getByTestId(`payment-${Number(code) + 1}`)).toContainText('Si');
  await expect(page.getByTestId('pending-2').getByRole('button', { name: 'Pagar' })).toBeEnabled();

  // The older payment of a settled instalment can only be printed; the latest can still be edited.
  await expect(page.getByTestId(`payment-${code}`).getByRole('button', { name: 'Editar' })).toHaveCount(0);
  await page.getByTestId(`payment-${code}`).getByRole('button', { name: 'Imprimir recibo' }).click();
  await expect(dialog(page).getByTestId('receipt-frame')).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Cerrar' }).click();
  await page
    .getByTestId(`payment-${Number(code) + 1}`)
    .getByRole('button', { name: 'Editar' })
    .click();
  await expect(dialog(page).getByLabel('Total a pagar (Bs)')).toBeDisabled();
  await dialog(page).getByRole('button', { name: 'Cancelar' }).click();
  await expectNoEnglish(page);
});
