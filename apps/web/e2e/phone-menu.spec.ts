import { expect, test } from './fixtures';

/** Issue 32 item 6: the phone menu closes on Escape and on a click or tap outside it, in both languages. */
for (const [path, open, close, link] of [
  ['/about', 'Menü öffnen', 'Menü schließen', 'Leistungen'],
  ['/ru/about', 'Открыть меню', 'Закрыть меню', 'Услуги'],
] as const) {
  test(`the phone menu (${path}) closes on Escape and on a tap outside`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    const menu = page.locator('#mobile-menu');
    const toggle = page.getByRole('button', { name: open });

    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: link })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();

    await toggle.click();
    await expect(page.getByRole('button', { name: close })).toHaveAttribute('aria-expanded', 'true');
    // A tap inside the menu leaves it open; one on the page below it closes it.
    await menu.locator('p').first().click();
    await expect(menu).toBeVisible();
    const box = await menu.boundingBox();
    const below = Math.min(843, Math.ceil((box?.y ?? 0) + (box?.height ?? 0)) + 4);
    expect(below, 'the open menu leaves some page below it').toBeLessThan(843);
    const touch = test.info().project.use.hasTouch;
    if (touch) await page.touchscreen.tap(20, below);
    else await page.mouse.click(20, below);
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
}
