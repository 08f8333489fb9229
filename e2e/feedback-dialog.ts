import { expect, type Page } from '@playwright/test';

/** A cancel opens the custom-feedback dialog (commerce §2); journeys about something else close it unanswered. */
export async function dismissFeedback(page: Page): Promise<void> {
  const dialog = page.locator('dialog[open]:has([data-feedback-form])');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
}
