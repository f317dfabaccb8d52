/**
 * The demo seeds' tests: an in-memory shop database and a media folder of its own, and what
 * removes both.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type ShopDatabase } from '../src/index.ts';

export interface DemoTestShop {
  shop: ShopDatabase;
  mediaDir: string;
  close: () => Promise<void>;
}

export async function openDemoTestShop(name: string): Promise<DemoTestShop> {
  const mediaDir = mkdtempSync(join(tmpdir(), `shop-${name}-`));
  const shop = await openDatabase({ dataDir: 'memory://' });
  return {
    shop,
    mediaDir,
    close: async () => {
      await shop.close();
      rmSync(mediaDir, { recursive: true, force: true });
    },
  };
}
