import { describe, expect, it } from 'vitest';
import { titleFromFileName } from './title-from-file-name.ts';

describe('titleFromFileName', () => {
  it('takes the part before the first dot', () => {
    expect(titleFromFileName('plan.v2.final.pdf')).toBe('Plan');
  });

  it('turns dashes and underscores into spaces and capitalises each word', () => {
    expect(titleFromFileName('lumio-hub_business-plan.docx')).toBe('Lumio Hub Business Plan');
  });

  it('collapses runs of separators and keeps the rest of each word as written', () => {
    expect(titleFromFileName('__acme--IoT  roadmap.txt')).toBe('Acme IoT Roadmap');
  });

  it('drops a folder path some browsers include', () => {
    expect(titleFromFileName('C:\\fakepath\\go-to-market.pdf')).toBe('Go To Market');
  });

  it('gives an empty title for a name that starts with a dot', () => {
    expect(titleFromFileName('.env')).toBe('');
  });
});
