import { Link } from 'wouter';
import { BrandLink } from '#client/components/brand.tsx';

const columns = [
  {
    title: 'Product',
    links: [
      { label: 'Features', href: '#features', anchor: true },
      { label: 'Benefits', href: '#benefits', anchor: true },
      { label: 'Who it is for', href: '#audiences', anchor: true },
    ],
  },
  {
    title: 'Account',
    links: [
      { label: 'Sign in', href: '/login' },
      { label: 'Create an account', href: '/register' },
    ],
  },
  { title: 'Support', links: [{ label: 'Help & Support', href: '/help' }] },
];

export function LandingFooter() {
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-10 px-4 py-12 sm:grid-cols-3 sm:px-6 md:grid-cols-[2fr_1fr_1fr_1fr] lg:px-8">
        <div className="col-span-2 sm:col-span-3 md:col-span-1">
          <BrandLink className="w-fit" />
          <p className="mt-4 max-w-xs text-sm text-muted-foreground">
            Intellectual-property strategy from your business plan: findings, roadmap and budget in one report.
          </p>
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold">{column.title}</h2>
            <ul className="mt-3 space-y-2 text-sm text-muted-foreground">
              {column.links.map((link) => (
                <li key={link.href}>
                  {'anchor' in link ? (
                    <a href={link.href} className="hover:text-foreground">
                      {link.label}
                    </a>
                  ) : (
                    <Link href={link.href} className="hover:text-foreground">
                      {link.label}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-7xl px-4 py-6 text-xs text-muted-foreground sm:px-6 lg:px-8">
          © {new Date().getFullYear()} Moatmap. Moatmap provides information, not legal advice. Consult a qualified attorney before
          filing.
        </p>
      </div>
    </footer>
  );
}
