// `npm run staff -- <e-mail> <shop_manager|editor|customer> [display name]`: gives an account its role (no back office yet).
// The password comes from STAFF_PASSWORD, so it never lands in the shell history. A customer made staff needs one
// (whoever signed up with the address chose its old one); a staff member changing role or made customer keeps theirs.
import { openDatabase } from '../../db/index.server';
import { loadConfig } from '../../lib/config.server';
import { isBlankPassword, minPasswordLength } from './password.server';
import { accountRoles, isAccountRole, makeStaff, type RoleChange } from './staff.server';

const [email, role, ...name] = process.argv.slice(2);
const password = process.env.STAFF_PASSWORD;
if (!email || !/^[^\s@]+@[^\s@]+$/.test(email) || !role || !isAccountRole(role)) {
  console.error(`usage: STAFF_PASSWORD=… npm run staff -- <e-mail> <${accountRoles.join('|')}> [display name]`);
  process.exit(2);
}
if (password !== undefined && (password.length < minPasswordLength || isBlankPassword(password))) {
  console.error(`STAFF_PASSWORD needs at least ${minPasswordLength} characters, not all of them spaces`);
  process.exit(2);
}

/** What happened, said plainly: the owner must know whether an account that already existed (and its sessions) was changed. */
function report(change: RoleChange): string {
  const account = `#${change.id} ${email!.toLowerCase()}`;
  if (change.created) return `created ${role} ${account}`;
  const changes = [...(change.previousRole === role ? [] : [`role ${change.previousRole} → ${role}`]), ...(password === undefined ? [] : ['password replaced'])];
  if (!changes.length) return `existing account ${account} is already ${role}; nothing changed`;
  return `changed existing account ${account}: ${changes.join(', ')}; logged out everywhere (sessions ended: ${change.sessionsEnded})`;
}

const database = await openDatabase(loadConfig().databaseUrl);
try {
  console.log(report(await makeStaff(database.db, { email, role, password, name: name.join(' ') || undefined })));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
