import { createInterface } from 'node:readline/promises';
import { createServices } from '../app.js';
import { loadConfig } from '../config.js';
import { prepareDatabase } from '../startup.js';
import { Password, Email } from '@boneka/shared';

/** `npm run admin:create -- <email> [password]`, or ADMIN_EMAIL/ADMIN_PASSWORD; asks for what is missing. */
const config = loadConfig();
const rl = createInterface({ input: process.stdin, output: process.stdout });
const email = process.argv[2] ?? config.admin?.email ?? (await rl.question('Admin e-mail: '));
const password = process.argv[3] ?? config.admin?.password ?? (await rl.question('Password (8+ characters): '));
rl.close();

const problems = [
  ...(Email.safeParse(email).success ? [] : ['e-mail is not valid']),
  ...(password.length >= 8 && Password.safeParse(password).success
    ? []
    : ['password needs 8+ characters and must not be a common one']),
];
if (problems.length) {
  console.error(`Cannot create the admin: ${problems.join('; ')}`);
  process.exit(1);
}
const services = createServices({ config }, { info: () => undefined, warn: () => undefined, error: () => undefined });
try {
  await prepareDatabase(services);
  const admin = await services.auth.ensureAdmin(email, password);
  console.log(`Admin ready: ${admin.email} (username ${admin.username})`);
} finally {
  await services.throttle.close();
  await services.database.close();
}
