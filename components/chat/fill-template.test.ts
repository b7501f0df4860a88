import { describe, expect, it } from 'vitest';
import { fillTemplate } from '@/components/chat/fill-template';

describe('fillTemplate', () => {
  it('fills every named placeholder, repeated ones included', () => {
    expect(fillTemplate({ template: 'Switch to {language}: the {language} page in {seconds}s', values: { language: 'Español', seconds: 30 } })).toBe(
      'Switch to Español: the Español page in 30s',
    );
  });

  it('leaves unknown placeholders as they are', () => {
    expect(fillTemplate({ template: 'Wait {seconds} s', values: {} })).toBe('Wait {seconds} s');
  });
});
