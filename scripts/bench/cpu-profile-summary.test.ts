import { describe, expect, it } from 'vitest';
import { plainLocation, summarizeCpuProfile, type CpuProfile } from '@/scripts/bench/cpu-profile-summary';

const frame = (functionName: string, url = '') => ({ functionName, url, lineNumber: 0, columnNumber: 0 });

// root → handler (app.js) → parse (lib.js); root → (idle); handler calls itself through parse → handler.
const profile: CpuProfile = {
  nodes: [
    { id: 1, callFrame: frame('(root)'), children: [2, 5] },
    { id: 2, callFrame: frame('handler', 'file:///repo/app.js'), children: [3] },
    { id: 3, callFrame: frame('parse', 'file:///repo/node_modules/lib.js'), children: [4] },
    { id: 4, callFrame: frame('handler', 'file:///repo/app.js') },
    { id: 5, callFrame: frame('(idle)') },
  ],
  samples: [2, 3, 3, 4, 5, 5],
  timeDeltas: [1000, 2000, 2000, 1000, 5000, 5000],
};

describe('CPU profile summary', () => {
  const summary = summarizeCpuProfile({ profile, locate: plainLocation({ root: '/repo' }) });
  const byKey = (entries: typeof summary.byFunction) => Object.fromEntries(entries.map((entry) => [entry.key, entry]));

  it('separates idle time from busy time', () => {
    expect(summary.busyMs).toBe(6);
    expect(summary.idleMs).toBe(10);
  });

  it('gives self time to the sampled frame and total time once per sample to every frame on its stack', () => {
    const functions = byKey(summary.byFunction);
    expect(functions['parse  node_modules/lib.js']).toEqual({ key: 'parse  node_modules/lib.js', selfMs: 4, totalMs: 5 });
    // Recursion through parse must not count the handler's samples twice.
    expect(functions['handler  app.js']).toEqual({ key: 'handler  app.js', selfMs: 2, totalMs: 6 });
    expect(summary.byFunction[0]!.key).toBe('parse  node_modules/lib.js');
  });

  it('sums by file with repository-relative paths', () => {
    const files = byKey(summary.byFile);
    expect(files['node_modules/lib.js']).toMatchObject({ selfMs: 4, totalMs: 5 });
    expect(files['app.js']).toMatchObject({ selfMs: 2, totalMs: 6 });
  });
});
