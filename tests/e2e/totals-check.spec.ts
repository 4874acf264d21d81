import { expect, test } from '@playwright/test';
import { expectAccessible } from './a11y';
import { expectNoEnglish, loginAdmin } from './helpers';

test('the administrator checks the stored totals from Administración and sees them agree', async ({ page }) => {
  await loginAdmin(page);
  await page.getByTestId('top-menus').getByRole('button', { name: 'Administracion' }).click();
  await page.getByRole('menuitem', { name: 'Verificar totales' }).click();
  await expect(page).toHaveURL(/\/totals-check$/);
  await expect(page.getByRole('heading', { name: 'Verificar totales' })).toBeVisible();
  await expect(page.getByText('Todos los totales coinciden con su cálculo.')).toBeVisible();
  await page.getByRole('button', { name: 'Verificar de nuevo' }).click();
  await expect(page.getByText('Todos los totales coinciden con su cálculo.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Corregir diferencias' })).toHaveCount(0);
  await expectNoEnglish(page);
  await expectAccessible(page, 'Verificar totales');
});
