import { describe, expect, it } from 'vitest';
import { behaviourFromMarkers, stripMarkers } from './behaviour-markers';

describe('behaviourFromMarkers', () => {
  it('maps stream fault markers to stream behaviours only', () => {
    expect(behaviourFromMarkers({ text: 'Hi [[fake:status=500]]' })).toEqual({ stream: { kind: 'status', status: 500 } });
    expect(behaviourFromMarkers({ text: '[[fake:reset=3]]' })).toEqual({ stream: { kind: 'reset-mid-stream', afterChunks: 3 } });
    expect(behaviourFromMarkers({ text: '[[fake:stall=2]]' })).toEqual({ stream: { kind: 'stall', afterChunks: 2 } });
    expect(behaviourFromMarkers({ text: '[[fake:oversized=200000]]' })).toEqual({ stream: { kind: 'oversized', totalChars: 200000 } });
    expect(behaviourFromMarkers({ text: '[[fake:echo-system]]' })).toEqual({ stream: { kind: 'echo-system' } });
    expect(behaviourFromMarkers({ text: '[[fake:catalog=inherited]]' })).toEqual({ catalog: { kind: 'catalog', scenario: 'inherited' } });
    expect(behaviourFromMarkers({ text: '[[fake:catalog=nonsense]]' })).toEqual({});
  });

  it('maps classifier markers to classifier behaviours only', () => {
    expect(behaviourFromMarkers({ text: 'Weather? [[fake:offtopic]]' })).toEqual({ classifier: { kind: 'classifier', verdict: 'OFF_TOPIC' } });
    expect(behaviourFromMarkers({ text: '[[fake:verdict=banana]]' })).toEqual({ classifier: { kind: 'classifier', verdict: 'banana' } });
    expect(behaviourFromMarkers({ text: '[[fake:classifier-status=503]]' })).toEqual({ classifier: { kind: 'status', status: 503 } });
    expect(behaviourFromMarkers({ text: '[[fake:classifier-stall]]' })).toEqual({ classifier: { kind: 'stall', afterChunks: 0 } });
  });

  it('combines a stream and a classifier marker', () => {
    expect(behaviourFromMarkers({ text: '[[fake:offtopic]] [[fake:status=429]]' })).toEqual({
      stream: { kind: 'status', status: 429 },
      classifier: { kind: 'classifier', verdict: 'OFF_TOPIC' },
    });
  });

  it('ignores text without markers, unknown markers and malformed numbers', () => {
    expect(behaviourFromMarkers({ text: 'What did you build at Northwind?' })).toEqual({});
    expect(behaviourFromMarkers({ text: '[[fake:explode]] [[fake:status=abc]] [[fake:reset=-1]]' })).toEqual({});
  });
});

describe('stripMarkers', () => {
  it('removes markers and squeezes the leftover spaces', () => {
    expect(stripMarkers({ text: 'Where do you live? [[fake:status=500]]' })).toBe('Where do you live?');
    expect(stripMarkers({ text: 'a [[fake:offtopic]] b' })).toBe('a b');
  });
});
