// The part of autocannon's API the TypeScript benches use (it ships no types; scripts/bench/pages.mjs is JavaScript).
declare module 'autocannon' {
  type Options = { url: string; headers?: Record<string, string>; connections?: number; duration?: number };
  type Result = { non2xx: number; requests: { average: number } };
  export default function autocannon(options: Options): Promise<Result>;
}
