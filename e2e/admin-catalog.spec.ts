/**
 * The back office's catalogue import (decision 78): the first owner (e2e/admin-owner.ts) logs in
 * with the second factor and imports a CSV file with one bad row. The file is sent through the
 * front process as the shop runs, the job's bar ends on "rejected", the report names the line and
 * the field, and the rejected rows download as CSV. The file with its row fixed is imported whole
 * and the new product is then a page of the storefront. axe checks the import's page, also on a
 * phone's width.
 */
import { logInAsOwner, readDownload } from './admin-session.ts';
import { expect, seriousViolations, test } from './fixtures.ts';

test.use({ locale: 'en-GB', viewport: { width: 1366, height: 900 } });

test('an operator imports a CSV: a bad row is reported by line and field and downloaded, the fixed file is imported and its product is in the shop', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  // The journeys' data folder outlives a run: each run imports skus of its own.
  const run = Date.now().toString(36);
  const good = `E2E-${run}-VOS`;
  const bad = `E2E-${run}-UIL`;
  const urlKey = `knuffel-vos-${run}`;
  const csvOf = (badPrice: string) =>
    Buffer.from(
      [
        'sku,name_nl,name_de,price,qty,url_key_nl,url_key_de',
        `${good},Knuffel vos ${run},Kuscheltier Fuchs ${run},19.95,8,${urlKey},kuscheltier-fuchs-${run}`,
        `${bad},Knuffel uil ${run},Kuscheltier Eule ${run},${badPrice},3,knuffel-uil-${run},kuscheltier-eule-${run}`,
      ].join('\n'),
    );

  await logInAsOwner(page);

  // The file with a negative price on its third line is rejected whole.
  await page.getByRole('menuitem', { name: 'Imports' }).click();
  await page.getByRole('link', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import a file' })).toBeVisible();
  await page.getByLabel('CSV or JSON file').setInputFiles({
    name: `knuffels-${run}.csv`,
    mimeType: 'text/csv',
    buffer: csvOf('-4.50'),
  });
  await page.getByRole('button', { name: 'Import' }).click();
  const bar = page.getByRole('progressbar', { name: 'State: Rejected (100%)' });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByText('Nothing was changed: 1 rows have problems.')).toBeVisible();
  await expect(page.getByTestId('rows_read')).toHaveText('2');
  await expect(page.getByTestId('created')).toHaveText('0');
  const reported = page.getByRole('row').filter({ hasText: bad });
  await expect(reported.getByRole('cell').first()).toHaveText('3');
  await expect(reported.getByRole('listitem')).toHaveText(/^price: /);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('import-report-1366.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('import-report-390.png'), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1366, height: 900 });

  // The rejected rows as CSV: the line, its problems, then the row as it was in the file.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the rejected rows (CSV)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^import-\d+-rejected\.csv$/);
  const [header, row, ...rest] = (await readDownload(download)).trim().split(/\r?\n/);
  expect(header).toMatch(/^line,problems,sku,name_nl/);
  expect(row).toMatch(new RegExp(`^3,.*price.*,${bad},`));
  expect(rest).toEqual([]);

  // Fixed, the file is imported whole; the new product is a page of the storefront.
  await page.goto('/admin/imports/create');
  await page.getByLabel('CSV or JSON file').setInputFiles({
    name: `knuffels-${run}-fixed.csv`,
    mimeType: 'text/csv',
    buffer: csvOf('14.50'),
  });
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByRole('progressbar', { name: 'State: Done (100%)' })).toBeVisible();
  await expect(page.getByText('The file is imported; the shop shows the changes.')).toBeVisible();
  await expect(page.getByTestId('created')).toHaveText('2');

  await page.goto(`/p/${good}/${urlKey}`);
  await expect(page.getByRole('heading', { level: 1, name: `Knuffel vos ${run}` })).toBeVisible();
});
