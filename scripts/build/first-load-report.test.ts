import { describe, expect, it } from 'vitest';
import { firstLoadFiles, type Manifest } from './first-load-report.ts';

describe('first-load files', () => {
  const manifest: Manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'], css: ['assets/index.css'] },
    '_react.js': { file: 'assets/react.js' },
    '_zod.js': { file: 'assets/zod.js' },
    'features/landing/landing-page.tsx': { file: 'assets/landing.js', imports: ['_react.js'] },
    'features/analyses/dashboard-page.tsx': { file: 'assets/dashboard.js', imports: ['_zod.js', '_react.js'] },
  };

  it('counts the entry, the page and their static imports once each, never other pages', () => {
    expect(firstLoadFiles(manifest, ['features/landing/landing-page.tsx']).sort()).toEqual(
      ['assets/index.css', 'assets/index.js', 'assets/landing.js', 'assets/react.js'].sort(),
    );
    expect(firstLoadFiles(manifest, ['features/analyses/dashboard-page.tsx'])).toContain('assets/zod.js');
    expect(firstLoadFiles(manifest, ['features/analyses/dashboard-page.tsx'])).not.toContain('assets/landing.js');
  });
});
