// `npm run admin -- set-password <username>`: sets an admin's password from the server's shell,
// signs out every session and lifts the account's sign-in lock (ADR 015). The password is typed at
// a prompt that does not echo it, or read from standard input (its first line) when that is not a
// terminal: `printf '%s\n' "$NEW_PASSWORD" | npm run admin -- set-password admin`. Never from the
// command line, where the shell history and the process list would keep it.
// `npm run admin -- reset-2fa <username>`: turns the admin's second factor off (the phone with the
// authenticator app is lost) and signs out every session (ADR 025).
import { parseArgs } from 'node:util';
import { read } from 'read';
import { loadConfig } from '../config.ts';
import { resetSecondFactor, SetPasswordError, setAdminPassword } from './set-password.ts';

const USAGE = [
  'Usage: npm run admin -- set-password <username>   (the password is asked for, or read from standard input)',
  '       npm run admin -- reset-2fa <username>      (turns the second factor off, signs out every session)',
].join('\n');

function usage(problem: string): never {
  console.error(`${problem}\n${USAGE}`);
  process.exit(2);
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '';
}

async function promptPassword(): Promise<string> {
  const ask = (prompt: string) => read({ prompt, silent: true, replace: '', output: process.stderr });
  const first = await ask('New password: ');
  const again = await ask('Repeat the new password: ');
  if (first !== again) throw new SetPasswordError('The two passwords differ; nothing was changed.');
  return first;
}

let positionals: string[];
try {
  ({ positionals } = parseArgs({ options: {}, allowPositionals: true }));
} catch (error) {
  usage(error instanceof Error ? error.message : String(error));
}
const [command, username, ...rest] = positionals;
if (command !== 'set-password' && command !== 'reset-2fa') {
  usage(command ? `Unknown command "${command}".` : 'No command given.');
}
if (!username) usage('Which admin? Give the user name.');
if (command === 'reset-2fa') {
  if (rest.length > 0) usage('reset-2fa takes only the user name.');
  try {
    await resetSecondFactor(loadConfig(process.env), username);
    console.log(`The second factor of "${username}" is off. Every session of this admin is signed out.`);
    process.exit(0);
  } catch (error) {
    if (error instanceof SetPasswordError) console.error(error.message);
    else console.error(`Turning the second factor off failed: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
if (rest.length > 0) {
  usage(
    'The password is never taken from the command line (the shell history would keep it): type it at the prompt or pipe it on standard input.',
  );
}

try {
  const password = process.stdin.isTTY ? await promptPassword() : await readStdin();
  if (password === '') throw new SetPasswordError('No password given; nothing was changed.');
  await setAdminPassword(loadConfig(process.env), username, password);
  console.log(
    `Password of "${username}" set. Every session of this admin is signed out and the sign-in lock is lifted.`,
  );
} catch (error) {
  if (error instanceof SetPasswordError) console.error(error.message);
  else console.error(`Setting the password failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
