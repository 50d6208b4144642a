import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organizations } from '../../db/schema/organizations.ts';

/** "Acme Robotics, Inc." -> "acme-robotics-inc": lowercase ASCII words joined by dashes. */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48);
  return slug || 'organization';
}

/** A slug no organization has yet: the name's slug, else with -2, -3... The unique index is the final guard. */
export async function uniqueSlug(db: Db, name: string): Promise<string> {
  const base = slugify(name);
  const taken = await db
    .select({ slug: organizations.slug })
    .from(organizations)
    .where(sql`${organizations.slug} = ${base} or ${organizations.slug} like ${base + '-%'}`);
  const slugs = new Set(taken.map((t) => t.slug));
  let slug = base;
  for (let n = 2; slugs.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}
