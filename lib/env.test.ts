import { readFileSync } from 'node:fs';
import path from 'node:path';
import { envSchema } from './env';

function exampleEntries(): Record<string, string> {
  const text = readFileSync(path.join(process.cwd(), '.env.example'), 'utf8');
  return Object.fromEntries(
    text
      .split('\n')
      .filter((line) => line.trim() !== '' && !line.startsWith('#'))
      .map((line) => {
        const [key = '', ...value] = line.split('=');
        return [key.trim(), value.join('=')];
      }),
  );
}

it('.env.example lists every variable of lib/env.ts, each with a comment', () => {
  const example = exampleEntries();
  expect(Object.keys(example).sort()).toEqual(Object.keys(envSchema.shape).sort());
  const text = readFileSync(path.join(process.cwd(), '.env.example'), 'utf8');
  for (const key of Object.keys(example)) {
    expect(text).toMatch(new RegExp(`#[^\\n]*\\n(?:[A-Z_]+=[^\\n]*\\n)*${key}=`));
  }
});

it('.env.example values are the defaults lib/env.ts applies', () => {
  expect(envSchema.parse(exampleEntries())).toEqual(envSchema.parse({}));
});
