import { Link } from 'wouter';
import { cn } from '#client/lib/cn.ts';

/** The Moatmap mark: a shield with a check, the product's promise of protection. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-8 shrink-0', className)}>
      <rect width="32" height="32" rx="7" className="fill-[#1f2f57] dark:fill-[#2b3f70]" />
      <path d="M16 6 8 9.5v6.2c0 5 3.4 8.9 8 10.3 4.6-1.4 8-5.3 8-10.3V9.5L16 6Z" fill="none" stroke="#5fc6d1" strokeWidth="2" strokeLinejoin="round" />
      <path d="M12 16.5l3 3 5.5-6" fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function BrandLink({ className, href = '/' }: { className?: string; href?: string }) {
  return (
    <Link href={href} className={cn('flex items-center gap-2.5 rounded-md font-semibold tracking-tight', className)}>
      <BrandMark />
      <span className="text-lg">Moatmap</span>
    </Link>
  );
}
