import { describe, expect, it } from 'vitest';
import { firstLoadFiles, manifestKeyOf, type Manifest } from './first-load-report.ts';

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

  it('finds a page whose module the bundler put in a shared chunk, and refuses one in no chunk', () => {
    const shared: Manifest = { ...manifest, '_app-layout-x1.js': { file: 'assets/app-layout-x1.js', imports: ['_react.js'] } };
    const chunks = new Map([['app/layouts/app-layout.tsx', 'assets/app-layout-x1.js']]);
    expect(manifestKeyOf(shared, 'app/layouts/app-layout.tsx', chunks)).toBe('_app-layout-x1.js');
    expect(manifestKeyOf(shared, 'features/landing/landing-page.tsx', chunks)).toBe('features/landing/landing-page.tsx');
    expect(() => manifestKeyOf(shared, 'app/layouts/gone.tsx', chunks)).toThrow(/in no chunk/);
  });
});
