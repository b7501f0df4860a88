/**
 * Reading a V8 CPU profile (`node --cpu-prof`) of the built app: where the busy time went, by function and
 * by source file, with the built chunks mapped back to the repository's files through their source maps.
 */
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { fileURLToPath } from 'node:url';

interface CallFrame {
  functionName: string;
  url: string;
  /** Zero-based, as V8 writes them. */
  lineNumber: number;
  columnNumber: number;
}

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}

/** The parts of a `.cpuprofile` file this summary reads. */
export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Where a frame's code comes from: a name and a repository-relative file. */
export interface FrameLocation {
  name: string;
  file: string;
}

export interface CostEntry {
  key: string;
  selfMs: number;
  /** Samples where the key is anywhere on the stack, each sample counted once. */
  totalMs: number;
}

export interface ProfileSummary {
  /** Sampled time that was not idle. */
  busyMs: number;
  idleMs: number;
  byFunction: CostEntry[];
  byFile: CostEntry[];
}

/** V8's pseudo-frames: time spent outside JavaScript functions, named in parentheses. */
const IDLE = '(idle)';

/** Frames named as they are: a function and its file, relative to `root`, with its line. */
export function plainLocation({ root }: { root: string }): (frame: CallFrame) => FrameLocation {
  return (frame) => {
    const file = frame.url.startsWith('file://') ? fileURLToPath(frame.url) : frame.url;
    const relative = file.startsWith(`${root}/`) ? file.slice(root.length + 1) : file;
    return { name: frame.functionName || (frame.url ? '(anonymous)' : '(native)'), file: relative || '(V8)' };
  };
}

/**
 * Frames of built files mapped through the `.map` beside them (Next's server chunks are minified bundles),
 * so costs are named by the repository's own files; frames without a map stay as they are.
 */
export function sourceMappedLocation({ root }: { root: string }): (frame: CallFrame) => FrameLocation {
  const plain = plainLocation({ root });
  const maps = new Map<string, SourceMap | undefined>();
  const mapOf = (file: string) => {
    if (!maps.has(file)) maps.set(file, existsSync(`${file}.map`) ? new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8')) as never) : undefined);
    return maps.get(file);
  };
  return (frame) => {
    if (!frame.url.startsWith('file://')) return plain(frame);
    const file = fileURLToPath(frame.url);
    const entry = mapOf(file)?.findEntry(frame.lineNumber, frame.columnNumber) as { originalSource?: string; originalLine?: number; name?: string } | undefined;
    if (!entry?.originalSource) return plain(frame);
    const source = entry.originalSource.startsWith('file://') ? fileURLToPath(entry.originalSource) : entry.originalSource;
    const normalized = source.replace(/^(\.\.\/)+/, '').replace(/^\[project\]\//, '');
    return { name: entry.name ?? (frame.functionName || '(anonymous)'), file: normalized };
  };
}

/** Self and inclusive time by function (`name file`) and by file, highest self time first. */
export function summarizeCpuProfile({ profile, locate }: { profile: CpuProfile; locate: (frame: CallFrame) => FrameLocation }): ProfileSummary {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const locations = new Map(profile.nodes.map((node) => [node.id, locate(node.callFrame)]));

  const functionCosts = new Map<string, CostEntry>();
  const fileCosts = new Map<string, CostEntry>();
  const entry = (costs: Map<string, CostEntry>, key: string) => {
    let found = costs.get(key);
    if (!found) costs.set(key, (found = { key, selfMs: 0, totalMs: 0 }));
    return found;
  };
  let busyMs = 0;
  let idleMs = 0;
  profile.samples.forEach((nodeId, index) => {
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    const node = byId.get(nodeId);
    if (!node) return;
    if (node.callFrame.functionName === IDLE) {
      idleMs += ms;
      return;
    }
    busyMs += ms;
    const own = locations.get(nodeId)!;
    entry(functionCosts, `${own.name}  ${own.file}`).selfMs += ms;
    entry(fileCosts, own.file).selfMs += ms;
    const seenFunctions = new Set<string>();
    const seenFiles = new Set<string>();
    for (let current: number | undefined = nodeId; current !== undefined; current = parentOf.get(current)) {
      const location = locations.get(current)!;
      const functionKey = `${location.name}  ${location.file}`;
      if (!seenFunctions.has(functionKey)) {
        seenFunctions.add(functionKey);
        entry(functionCosts, functionKey).totalMs += ms;
      }
      if (!seenFiles.has(location.file)) {
        seenFiles.add(location.file);
        entry(fileCosts, location.file).totalMs += ms;
      }
    }
  });
  const bySelf = (costs: Map<string, CostEntry>) => [...costs.values()].sort((left, right) => right.selfMs - left.selfMs);
  return { busyMs, idleMs, byFunction: bySelf(functionCosts), byFile: bySelf(fileCosts) };
}
