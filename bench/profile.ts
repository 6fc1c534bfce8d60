// CPU profiles of the server under load (BENCH_PROFILE=<directory> for the list benchmark): V8's
// sampling profiler through the inspector, written as .cpuprofile files (Chrome DevTools opens them),
// and a summary of where the time went: the top functions by self time, and self time by module.
import { Session } from 'node:inspector/promises';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Starts profiling this process; the returned function stops and writes `<dir>/<name>.cpuprofile`. */
export async function startProfile(): Promise<(dir: string, name: string) => Promise<CpuProfile>> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  // 250 µs: enough samples in a few seconds of load to tell functions of a few percent apart.
  await session.post('Profiler.setSamplingInterval', { interval: 250 });
  await session.post('Profiler.start');
  return async (dir, name) => {
    const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: CpuProfile };
    session.disconnect();
    await writeFile(path.join(dir, `${name}.cpuprofile`), JSON.stringify(profile));
    return profile;
  };
}

/** Where a function comes from: a package of node_modules, node's own code, the project's file, or V8. */
function moduleOf(url: string): string {
  if (!url) return '(V8 / native)';
  const inPackage = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (inPackage) return inPackage[1];
  if (url.startsWith('node:')) return 'node';
  // A bundle of the project's code (the benchmarks serve from one): its file.
  if (url.includes('/dist-server/')) return url.slice(url.indexOf('dist-server/'));
  const own = url.match(/\/((?:server|src|bench)\/.*)$/);
  return own ? own[1] : url;
}

/**
 * The profile's time: modules and functions by self time, and by total time (a function or module
 * counted once per sample in which it is on the stack), each with its share of the samples; and the
 * busy time per request.
 */
export function summariseProfile(profile: CpuProfile, requests: number, top = 25): string {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const name = (node: ProfileNode) => {
    const { functionName, url, lineNumber } = node.callFrame;
    return `${functionName || '(anonymous)'}  ${moduleOf(url)}${url ? `:${lineNumber + 1}` : ''}`;
  };
  const add = (into: Map<string, number>, key: string, ms: number) => into.set(key, (into.get(key) ?? 0) + ms);
  const selfFunctions = new Map<string, number>();
  const selfModules = new Map<string, number>();
  const totalFunctions = new Map<string, number>();
  const totalModules = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, index) => {
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    const node = byId.get(id)!;
    if (node.callFrame.functionName === '(idle)') return;
    total += ms;
    add(selfFunctions, name(node), ms);
    add(selfModules, moduleOf(node.callFrame.url), ms);
    const functions = new Set<string>();
    const modules = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at)!;
      if (frame.callFrame.functionName === '(root)') continue;
      functions.add(name(frame));
      if (frame.callFrame.url) modules.add(moduleOf(frame.callFrame.url));
    }
    for (const key of functions) add(totalFunctions, key, ms);
    for (const key of modules) add(totalModules, key, ms);
  });
  const lines = (entries: Map<string, number>, count: number) =>
    [...entries]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([key, ms]) => `  ${((100 * ms) / total).toFixed(1).padStart(5)}%  ${key}`);
  return [
    `busy ${total.toFixed(0)} ms (idle left out), ${(total / requests).toFixed(3)} ms a request`,
    'self time by module:',
    ...lines(selfModules, 15),
    'total time by module:',
    ...lines(totalModules, 15),
    'self time by function:',
    ...lines(selfFunctions, top),
    'total time by function:',
    ...lines(totalFunctions, top),
    "total time by the project's functions:",
    ...lines(new Map([...totalFunctions].filter(([key]) => / {2}(server|src|dist-server)\//.test(key))), top),
  ].join('\n');
}
