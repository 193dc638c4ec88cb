import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');

export type EditorInstance<T> = {
  /** The JSON line the instance answered with (the last line starting with '{'), once it exited 0. */
  answer: Promise<T>;
  /** Writes a line to the instance's input. */
  send: (line: string) => void;
};

/**
 * Runs one catalogue editor instance (a child script built on tests/support/editor-child.mts) in its own process,
 * on the test's database, as tsx runs the site's scripts. `onLine` hears each line it writes before its answer.
 */
export function editorInstance<T>(script: string, args: string[], onLine?: (line: string) => void): EditorInstance<T> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--import',
      path.join(root, 'tests/support/server-only-off.mjs'),
      '--import',
      path.join(root, 'tests/support/cjs-dynamic-import.mjs'),
      path.join(root, 'tests/support', script),
      ...args,
    ],
    { cwd: root, env: process.env, stdio: ['pipe', 'pipe', 'pipe'] },
  );
  let stdout = '';
  let stderr = '';
  let pending = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) onLine?.(line);
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const answer = new Promise<T>((resolve, reject) => {
    child.once('exit', (code) => {
      const line = stdout
        .split('\n')
        .reverse()
        .find((text) => text.startsWith('{'));
      if (code === 0 && line) resolve(JSON.parse(line) as T);
      else reject(new Error(`editor instance ${script} ${args.join(' ')} exited ${code}\nstdout:\n${stdout}\nstderr:\n${stderr}`));
    });
  });
  return { answer, send: (line) => child.stdin.write(`${line}\n`) };
}
