import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/index.server';
import type { TestDatabase } from '../../../tests/support/databases';
import { runStaffCommand } from './account-http-test-support';
import { Browser, openTestShop } from './account-test-support';

const dataDir = mkdtempSync(join(tmpdir(), 'shop-staff-'));
const databaseUrl = `file:${join(dataDir, 'shop.db')}`;
const staff = (args: string[], password?: string) => runStaffCommand({ dataDir, databaseUrl }, args, password);

describe('the staff command line (npm run staff, issue 13)', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses a bad role, a missing or malformed e-mail and a short password with exit 2 and says why', async () => {
    const usage = /^usage: STAFF_PASSWORD=… npm run staff -- <e-mail> <shop_manager\|editor\|customer> \[display name\]$/m;
    for (const args of [['ai@example.vn', 'admin'], ['ai@example.vn'], [], ['khong-phai-email', 'editor']]) {
      const run = await staff(args, 'mat-khau-dai');
      expect([run.code, run.out]).toEqual([2, '']);
      expect(run.err).toMatch(usage);
    }
    for (const refused of ['ngan', ' '.repeat(12)]) {
      const short = await staff(['ai@example.vn', 'editor'], refused);
      expect([short.code, short.out]).toEqual([2, '']);
      expect(short.err).toMatch(/STAFF_PASSWORD needs at least 8 characters, not all of them spaces/);
    }
    const noPassword = await staff(['moi@example.vn', 'editor']);
    expect(noPassword.code).toBe(1);
    expect(noPassword.err).toMatch(/a new staff account needs a password/);
  }, 60_000);

  it('makes a shop manager who can then log in, and nothing for the refused runs', async () => {
    const run = await staff(['Quan-Ly@Example.vn', 'shop_manager', 'Trần', 'Văn', 'Nam'], 'mat-khau-dai');
    expect(run.code).toBe(0);
    expect(run.out).toMatch(/^created shop_manager #\d+ quan-ly@example\.vn\n$/);
    const onDisk: TestDatabase = { name: 'sqlite', open: async () => ({ ...(await openDatabase(databaseUrl)), dataDir }) };
    const shop = await openTestShop(onDisk);
    try {
      const users = await shop.deps.database.db.selectFrom('users').select(['email', 'role', 'display_name']).execute();
      expect(users).toEqual([{ email: 'quan-ly@example.vn', role: 'shop_manager', display_name: 'Trần Văn Nam' }]);
      const b = new Browser(shop.app);
      expect((await b.logIn('quan-ly@example.vn', 'mat-khau-dai')).status).toBe(303);
      expect((await b.myAccount()).html).toContain('Trần Văn Nam');
    } finally {
      await shop.close();
    }
  }, 60_000);

  it('says plainly when it changed an existing account and logged it out, and takes staff rights away with `customer`', async () => {
    const onDisk: TestDatabase = { name: 'sqlite', open: async () => ({ ...(await openDatabase(databaseUrl)), dataDir }) };
    const shop = await openTestShop(onDisk);
    try {
      const squatter = new Browser(shop.app);
      expect((await squatter.register({ email: 'nhanvien@example.vn', password: 'mat-khau-ke-gian', display_name: 'Kẻ gian' })).status).toBe(303);
      const promoted = await staff(['nhanvien@example.vn', 'shop_manager'], 'mat-khau-that');
      expect(promoted.code).toBe(0);
      expect(promoted.out).toMatch(/^changed existing account #\d+ nhanvien@example\.vn: role customer → shop_manager, password replaced; logged out everywhere \(sessions ended: 1\)\n$/);
      expect((await squatter.myAccount()).html).not.toContain('Kẻ gian');

      const again = await staff(['nhanvien@example.vn', 'shop_manager']);
      expect(again.out).toMatch(/^existing account #\d+ nhanvien@example\.vn is already shop_manager; nothing changed\n$/);
      const manager = new Browser(shop.app);
      expect((await manager.logIn('nhanvien@example.vn', 'mat-khau-that')).status).toBe(303);
      const demoted = await staff(['nhanvien@example.vn', 'customer']);
      expect(demoted.code).toBe(0);
      expect(demoted.out).toMatch(/^changed existing account #\d+ nhanvien@example\.vn: role shop_manager → customer; logged out everywhere \(sessions ended: 1\)\n$/);
      expect((await manager.myAccount()).html).not.toContain('woocommerce-MyAccount-navigation');

      const unknown = await staff(['khong-co@example.vn', 'customer']);
      expect([unknown.code, unknown.err]).toEqual([1, 'no account has the e-mail khong-co@example.vn; nothing changed\n']);
    } finally {
      await shop.close();
    }
  }, 60_000);
});
