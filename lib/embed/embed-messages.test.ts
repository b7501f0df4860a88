import { describe, expect, it } from 'vitest';
import { EMBED_HOST_SOURCE, EMBED_PANEL_SOURCE, parseHostMessage } from '@/lib/embed/embed-messages';

describe('parseHostMessage', () => {
  it('reads the host’s open and layout messages with the panel’s size', () => {
    expect(parseHostMessage({ source: EMBED_HOST_SOURCE, type: 'open', expandable: true, expanded: false })).toEqual({
      source: EMBED_HOST_SOURCE,
      type: 'open',
      expandable: true,
      expanded: false,
    });
    expect(parseHostMessage({ source: EMBED_HOST_SOURCE, type: 'layout', expandable: false, expanded: true, extra: 'x' })).toEqual({
      source: EMBED_HOST_SOURCE,
      type: 'layout',
      expandable: false,
      expanded: true,
    });
  });

  it('ignores anything else that reaches the panel’s window', () => {
    for (const data of [
      null,
      'open',
      { source: EMBED_PANEL_SOURCE, type: 'open', expandable: true, expanded: false },
      { source: EMBED_HOST_SOURCE, type: 'close', expandable: true, expanded: false },
      { source: EMBED_HOST_SOURCE, type: 'open' },
      { source: EMBED_HOST_SOURCE, type: 'open', expandable: 'yes', expanded: false },
    ]) {
      expect(parseHostMessage(data)).toBeNull();
    }
  });
});
