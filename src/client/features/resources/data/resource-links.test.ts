import { describe, expect, it } from 'vitest';
import { resourceCards } from './resource-links.ts';

const officialHosts = ['www.uspto.gov', 'www.wipo.int', 'branddb.wipo.int', 'www.copyright.gov'];

describe('resource links', () => {
  it("has the spec's six cards, each with official HTTPS links and their source", () => {
    expect(resourceCards.map((c) => c.category)).toEqual(['Guide', 'Tutorial', 'Tools', 'Industry Specific', 'Best Practices', 'Registration']);
    for (const card of resourceCards) {
      expect(card.links.length).toBeGreaterThan(0);
      for (const link of card.links) {
        const url = new URL(link.href);
        expect(url.protocol).toBe('https:');
        expect(officialHosts).toContain(url.host);
        expect(link.source).not.toBe('');
      }
    }
  });
});
