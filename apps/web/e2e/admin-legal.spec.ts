import { DEFAULT_IMPRESSUM } from '@app/contracts';
import { signIn, unique } from './admin-helpers';
import { expect, test } from './fixtures';

/**
 * Issue 19 item 9: no fictitious person in a fresh installation's legal notice, a warning in the
 * office until it is filled, and the VAT ID optional with the § 19 UStG note instead.
 */
test('the office warns until the Impressum is filled; a small business saves it without a VAT ID', async ({
  page,
  request,
}) => {
  await signIn(page, request);
  // The state of a fresh installation (whatever other journeys saved meanwhile).
  await page.route('**/api/admin/settings/impressum', (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(DEFAULT_IMPRESSUM) })
      : route.fallback(),
  );
  await page.goto('/admin/reviews');
  const warning = page.getByRole('note').filter({ hasText: 'Impressum не заполнен.' });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText(
    'Не хватает: имя, улица и дом, индекс и город, телефон, e-mail, ответственное лицо.',
  );
  await warning.getByRole('link', { name: 'Заполнить Impressum' }).click();
  await expect(page).toHaveURL(/\/admin\/settings\?tab=impressum$/);
  await expect(page.getByRole('button', { name: 'Impressum' })).toHaveAttribute('aria-pressed', 'true');
  const form = page.getByRole('main');
  await expect(form.getByRole('textbox', { name: 'Имя', exact: true })).toHaveValue('');
  await page.unroute('**/api/admin/settings/impressum');

  const owner = `Anna Schmidt ${unique()}`;
  await form.getByRole('textbox', { name: 'Имя', exact: true }).fill(owner);
  await form.getByRole('textbox', { name: 'Улица и дом', exact: true }).fill('Sorge 12');
  await form.getByRole('textbox', { name: 'Индекс и город', exact: true }).fill('07545 Gera');
  await form.getByRole('textbox', { name: 'Телефон', exact: true }).fill('+49 365 555 0101');
  await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill('anna@example.de');
  await form.getByRole('textbox', { name: 'Ответственное лицо', exact: true }).fill(owner);
  await form.getByRole('textbox', { name: 'USt-IdNr. (номер плательщика НДС)', exact: true }).fill('');
  await form.getByRole('checkbox', { name: 'Малое предприятие (Kleinunternehmer) по § 19 UStG', exact: true }).check();
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Impressum обновлён' })).toBeVisible();
  await expect(warning).toBeHidden();

  // The public notice: the owner, no VAT line, the small-business note in each language.
  await page.goto('/impressum');
  const main = page.getByRole('main');
  await expect(main).toContainText(owner);
  await expect(main).toContainText('Kleinunternehmer gemäß § 19 UStG');
  await expect(main).not.toContainText('Umsatzsteuer-Identifikationsnummer');
  await expect(main).not.toContainText('Mustermann');
  await page.goto('/ru/impressum');
  await expect(page.getByRole('main')).toContainText('Малое предприятие согласно § 19 UStG');
  await page.goto('/datenschutz');
  await expect(page.getByRole('main')).toContainText(owner);
});
