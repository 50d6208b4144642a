import { describe, expect, it } from 'vitest';
import { PREVIEW_LENGTH, contentPreview } from './preview.ts';

describe('contentPreview', () => {
  it('keeps short text whole, with its line breaks flattened', () => {
    expect(contentPreview('Lumio Hub\n\n  a smart thermostat')).toBe('Lumio Hub a smart thermostat');
  });

  it('cuts at 150 characters and adds an ellipsis', () => {
    const text = 'a'.repeat(200);
    expect(contentPreview(text)).toBe(`${'a'.repeat(PREVIEW_LENGTH)}…`);
  });

  it('keeps exactly 150 characters without an ellipsis', () => {
    expect(contentPreview('b'.repeat(150))).toBe('b'.repeat(150));
  });

  it('does not split an emoji in two', () => {
    const text = `${'c'.repeat(149)}😀${'d'.repeat(10)}`;
    expect(contentPreview(text)).toBe(`${'c'.repeat(149)}😀…`);
  });
});
