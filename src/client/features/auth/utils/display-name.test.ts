import { describe, expect, it } from 'vitest';
import { avatarInitial, displayName } from './display-name.ts';

describe('displayName', () => {
  it('uses first and last name when both are set', () => {
    expect(displayName({ username: 'ada', firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada Lovelace');
  });

  it('uses the first name alone when the last is missing', () => {
    expect(displayName({ username: 'ada', firstName: 'Ada', lastName: null })).toBe('Ada');
  });

  it('uses the username otherwise, also when only a last name or blanks are set', () => {
    expect(displayName({ username: 'ada', firstName: null, lastName: 'Lovelace' })).toBe('ada');
    expect(displayName({ username: 'ada', firstName: '  ', lastName: ' ' })).toBe('ada');
  });
});

describe('avatarInitial', () => {
  it('is the upper-cased first letter of the display name', () => {
    expect(avatarInitial({ username: 'zed', firstName: 'émile', lastName: 'Zola' })).toBe('É');
    expect(avatarInitial({ username: 'zed' })).toBe('Z');
  });
});
