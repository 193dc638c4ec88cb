import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');

export type CrashChild = {
  /** Resolves with the first stdout line matching `pattern`; rejects if the child exits or `timeoutMs` pass first. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  /** SIGKILL, as the kernel's OOM killer or a power cut would: resolves once the process is gone. */
  kill(): Promise<void>;
  /** What it wrote so far, for a failing test's message. */
  output(): string;
};

/**
 * Starts tests/support/intake-crash-child.ts in its own process on this test's database and settings: plain
 * node with tsx's loader in-process (`tsx` the command would run the script in a grandchild that a
 * SIGKILL of its parent leaves running), with 'server-only' quieted as in jest (tests/support/server-only-off.cjs).
 */
export function startCrashChild(args: string[], extraEnv: Record<string, string> = {}): CrashChild {
  const child = spawn(
    process.execPath,
    [
      '--require',
      path.join(root, 'tests/support/server-only-off.cjs'),
      '--import',
      'tsx',
      path.join(root, 'tests/support/intake-crash-child.ts'),
      ...args,
    ],
    {
      cwd: root,
      env: { ...process.env, ...extraEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const waiters = new Set<() => void>();
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
    waiters.forEach((check) => check());
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));

  return {
    waitFor(pattern, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => fail(`no line matching ${pattern} within ${timeoutMs} ms`), timeoutMs);
        const fail = (why: string) => {
          clearTimeout(timer);
          waiters.delete(check);
          reject(new Error(`intake-crash-child: ${why}\nstdout:\n${stdout}\nstderr:\n${stderr}`));
        };
        const check = () => {
          const found = stdout
            .split('\n')
            .map((line) => line.match(pattern))
            .find(Boolean);
          if (found) {
            clearTimeout(timer);
            waiters.delete(check);
            resolve(found);
          }
        };
        waiters.add(check);
        check();
        void exit.then(() => waiters.has(check) && fail('exited'));
      });
    },
    output: () => `stdout:\n${stdout}\nstderr:\n${stderr}`,
    async kill() {
      if (!exited) child.kill('SIGKILL');
      await exit;
    },
  };
}
