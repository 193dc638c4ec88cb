// The CPU profile of a server (`node --cpu-prof`) summed up: self time by function and by file, heaviest first, so
// that two profiles of the same load (e.g. `npm start` and plain `next start`, scripts/bench/pages.mjs) can be put
// side by side and what one spends over the other read off.
// --from leaves out the first seconds (the server's start-up, before the load); --callers <name> adds, for each
// function whose name contains <name>, the chains of callers its self time came through.
//   node scripts/measure/cpu-profile-top.mjs <file.cpuprofile> [--top 30] [--from 10] [--callers wrapSafe]
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { top: { type: 'string', default: '30' }, from: { type: 'string', default: '0' }, callers: { type: 'string' } },
});
if (positionals.length !== 1) {
  console.error('usage: node scripts/measure/cpu-profile-top.mjs <file.cpuprofile> [--top 30] [--from 10] [--callers name]');
  process.exit(1);
}
const profile = JSON.parse(readFileSync(positionals[0], 'utf8'));
const top = Number(values.top);

// Each sample names the node (call frame) running; its self time is the gap to the next sample.
const selfMs = new Map();
const fromUs = Number(values.from) * 1e6;
let elapsedUs = 0;
profile.samples.forEach((id, index) => {
  elapsedUs += profile.timeDeltas[index];
  if (elapsedUs < fromUs) return;
  const delta = (profile.timeDeltas[index + 1] ?? 0) / 1000;
  selfMs.set(id, (selfMs.get(id) ?? 0) + delta);
});
const total = [...selfMs.values()].reduce((sum, ms) => sum + ms, 0);

const shortFile = (url) =>
  (url || '(native)')
    .replace(/^file:\/\//, '')
    .replace(/^.*\/node_modules\//, '')
    .replace(/^.*\/(\.next[^/]*|dist-server)\//, '$1/');
const byFunction = new Map();
const byFile = new Map();
for (const node of profile.nodes) {
  const ms = selfMs.get(node.id) ?? 0;
  if (ms === 0) continue;
  const { functionName, url, lineNumber } = node.callFrame;
  const fn = `${functionName || '(anonymous)'} ${shortFile(url)}:${lineNumber + 1}`;
  byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
  const file = shortFile(url);
  byFile.set(file, (byFile.get(file) ?? 0) + ms);
}

const table = (map) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, ms]) => `${ms.toFixed(0).padStart(7)} ms ${((100 * ms) / total).toFixed(1).padStart(5)} %  ${name}`)
    .join('\n');
let callerChains = '';
if (values.callers) {
  const parentOf = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node);
  const nodeById = new Map(profile.nodes.map((node) => [node.id, node]));
  const chains = new Map();
  for (const [id, ms] of selfMs) {
    const node = nodeById.get(id);
    if (!node.callFrame.functionName.includes(values.callers)) continue;
    const names = [];
    for (let caller = parentOf.get(id); caller && names.length < 10; caller = parentOf.get(caller.id))
      names.push(`${caller.callFrame.functionName || '(anonymous)'} ${shortFile(caller.callFrame.url)}:${caller.callFrame.lineNumber + 1}`);
    const chain = names.join(' < ');
    chains.set(chain, (chains.get(chain) ?? 0) + ms);
  }
  callerChains = `\n\nCallers of ${values.callers}:\n${table(chains)}`;
}
console.log(
  `${positionals[0]}: ${total.toFixed(0)} ms sampled\n\nSelf time by function:\n${table(byFunction)}\n\nSelf time by file:\n${table(byFile)}${callerChains}`,
);
