import { type SQL, sql } from 'drizzle-orm';

/**
 * Whether the site in `column` belongs to the registrable domain `parent` (the source tables' parent filter): the
 * domain itself, or one of its platform sites (blog.naver.com and cafe.naver.com under naver.com).
 */
export const siteUnder = (column: SQL | unknown, parent: string): SQL =>
  sql`(${column} = ${parent} or right(${column}, ${parent.length + 1}) = ${`.${parent}`})`;
