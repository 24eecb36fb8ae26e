// `npm run staff -- <e-mail> <shop_manager|editor> [display name]`: makes a staff account (no back office yet).
// The password comes from STAFF_PASSWORD, so it never lands in the shell history; an existing account keeps its own.
import { openDatabase } from '../../db/index.server';
import { loadConfig } from '../../lib/config.server';
import { minPasswordLength } from './password.server';
import { isStaffRole, makeStaff, staffRoles } from './staff.server';

const [email, role, ...name] = process.argv.slice(2);
const password = process.env.STAFF_PASSWORD;
if (!email || !/^[^\s@]+@[^\s@]+$/.test(email) || !role || !isStaffRole(role)) {
  console.error(`usage: STAFF_PASSWORD=… npm run staff -- <e-mail> <${staffRoles.join('|')}> [display name]`);
  process.exit(2);
}
if (password !== undefined && password.length < minPasswordLength) {
  console.error(`STAFF_PASSWORD needs at least ${minPasswordLength} characters`);
  process.exit(2);
}
const database = await openDatabase(loadConfig().databaseUrl);
try {
  const staff = await makeStaff(database.db, { email, role, password, name: name.join(' ') || undefined });
  console.log(`${staff.created ? 'created' : 'updated'} ${role} #${staff.id} ${email.toLowerCase()}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
