import { CATALOG_SCENARIOS, type CatalogScenario } from './catalog-replies';
import type { BehaviourPair, FakeBehaviour, FakeToolCall } from './fake-behaviour';

const MARKER_PATTERN = /\[\[fake:([a-z-]+)(?:=([^\]]*))?\]\]/g;

/** Behaviour overrides picked by `[[fake:…]]` markers, so a test against a built app can choose a fault per question. */
export function behaviourFromMarkers({ text }: { text: string }): Partial<BehaviourPair> {
  const overrides: Partial<BehaviourPair> = {};
  for (const match of text.matchAll(MARKER_PATTERN)) {
    const name = match[1];
    const value = match[2] ?? '';
    const number = Number.parseInt(value, 10);
    const hasNumber = Number.isFinite(number) && number >= 0;
    // Fault markers hit only the answer stream: the classifier call carries the same question and must still pass.
    if (name === 'status' && hasNumber) overrides.stream = { kind: 'status', status: number };
    else if (name === 'reset' && hasNumber) overrides.stream = { kind: 'reset-mid-stream', afterChunks: number };
    else if (name === 'stall' && hasNumber) overrides.stream = { kind: 'stall', afterChunks: number };
    else if (name === 'oversized' && hasNumber) overrides.stream = { kind: 'oversized', totalChars: number };
    else if (name === 'offtopic') overrides.classifier = { kind: 'classifier', verdict: 'OFF_TOPIC' };
    else if (name === 'verdict' && value !== '') overrides.classifier = { kind: 'classifier', verdict: value };
    else if (name === 'classifier-status' && hasNumber) overrides.classifier = { kind: 'status', status: number };
    else if (name === 'classifier-stall') overrides.classifier = { kind: 'stall', afterChunks: 0 };
    else if (name === 'tool' && value !== '') overrides.stream = withToolStep({ behaviour: overrides.stream, call: toolCallFrom({ value }) });
    else if (name === 'tool-loop' && value !== '') overrides.stream = { kind: 'tools', steps: Array.from({ length: 20 }, () => [toolCallFrom({ value })]) };
    else if (name === 'echo-system') overrides.stream = { kind: 'echo-system' };
    else if (name === 'catalog' && (CATALOG_SCENARIOS as readonly string[]).includes(value)) overrides.catalog = { kind: 'catalog', scenario: value as CatalogScenario };
  }
  return overrides;
}

/** `name` or `name|<base64url JSON arguments>` (no brackets inside a marker); arguments default to `{}`. */
function toolCallFrom({ value }: { value: string }): FakeToolCall {
  const [name = '', encoded] = value.split('|');
  return { name, arguments: encoded === undefined ? '{}' : Buffer.from(encoded, 'base64url').toString('utf8') };
}

/** Each `[[fake:tool=…]]` marker adds one model step with that call. */
function withToolStep({ behaviour, call }: { behaviour: FakeBehaviour | undefined; call: FakeToolCall }): FakeBehaviour {
  const steps = behaviour?.kind === 'tools' ? behaviour.steps : [];
  return { kind: 'tools', steps: [...steps, [call]] };
}

/** The text without its markers, so echoed answers read like the question a visitor typed. */
export function stripMarkers({ text }: { text: string }): string {
  return text.replace(MARKER_PATTERN, ' ').replace(/\s+/g, ' ').trim();
}
