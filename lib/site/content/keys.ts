import { looseKey } from '../page/slug';

/** The key matching `name`: exactly first, then ignoring case, hyphens and spaces. */
export function resolveKey(keys: readonly string[], name: string): string | null {
  if (keys.includes(name)) return name;
  const wanted = looseKey(name);
  return keys.find((key) => looseKey(key) === wanted) ?? null;
}
