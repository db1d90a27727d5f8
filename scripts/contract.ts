/**
 * `npm run contract -- <API_BASE_URL> [--member ID] [--writes] [--orders]`: checks a web API against
 * lib/contract (scripts/lib/contract-check.ts). The member's password comes from CONTRACT_MEMBER_PASSWORD, else
 * the first line of standard input, never the command line (npm prints that line, and CI logs keep it). Exit 0
 * when every answer keeps the contract, 1 on any difference, 2 when the check cannot run.
 */
import { logText } from '@/lib/api/log-text';
import { CheckRefused, runContractCheck } from './lib/contract-check';

const USAGE =
  'usage: [CONTRACT_MEMBER_PASSWORD=…] npm run contract -- <API_BASE_URL> [--member ID] [--writes] [--orders] (the password, unset, from standard input)';

/** The first line of standard input: where the member's password comes from without CONTRACT_MEMBER_PASSWORD. */
async function firstLineOfInput(): Promise<string> {
  if (process.stdin.isTTY) process.stderr.write('password: ');
  let text = '';
  for await (const chunk of process.stdin) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0];
}

async function options(args: string[]) {
  const [base, ...rest] = args;
  if (!base || !/^https?:\/\//.test(base))
    throw new CheckRefused(base ? `not an http(s) URL: ${base}\n${USAGE}` : USAGE);
  let username: string | undefined;
  const flags = new Set<string>();
  for (let index = 0; index < rest.length; index += 1) {
    if (rest[index] === '--member') {
      username = rest[++index] ?? '';
      if (!username || username.includes(':'))
        throw new CheckRefused(
          `--member needs the member's ID alone: the password never goes on the command line\n${USAGE}`,
        );
    } else if (rest[index] === '--writes' || rest[index] === '--orders') flags.add(rest[index]);
    else throw new CheckRefused(`unknown option ${rest[index]}\n${USAGE}`);
  }
  if ((flags.has('--writes') || flags.has('--orders')) && !username)
    throw new CheckRefused(`--writes and --orders need --member\n${USAGE}`);
  if (flags.has('--orders') && !flags.has('--writes'))
    throw new CheckRefused(`--orders needs --writes as well\n${USAGE}`);
  let member: { username: string; password: string } | undefined;
  if (username) {
    const password = process.env.CONTRACT_MEMBER_PASSWORD || (await firstLineOfInput());
    if (!password)
      throw new CheckRefused(`no password: set CONTRACT_MEMBER_PASSWORD or give it on standard input\n${USAGE}`);
    member = { username, password };
  }
  return { base, member, writes: flags.has('--writes'), orders: flags.has('--orders') };
}

async function main() {
  const started = Date.now();
  try {
    const { checked, differences } = await runContractCheck({
      ...(await options(process.argv.slice(2))),
      print: (line) => console.log(line),
    });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `${checked} calls checked in ${seconds} s: ${differences ? `${differences} differ from the contract` : 'every answer keeps the contract'}`,
    );
    process.exitCode = differences ? 1 : 0;
  } catch (error) {
    // One line and exit 2, whatever stopped the run: never a stack trace that may quote an answer.
    console.error(
      `contract check: ${error instanceof CheckRefused ? error.message : `stopped: ${logText(String((error as Error)?.message ?? error))}`}`,
    );
    process.exitCode = 2;
  }
}

void main();
