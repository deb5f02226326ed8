import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

export type FieldType = 'id' | 'string' | 'number' | 'boolean' | 'date' | 'enum' | 'stringArray';

export interface FieldDef {
  /** The drizzle column; its property key in the schema is the API field name. */
  column: AnyPgColumn;
  type: FieldType;
  /** Allowed values of an enum field. */
  values?: readonly string[];
  /**
   * Where the field is private: the caller sees its value only on rows where this holds, elsewhere it reads as
   * null, and filters and sorts see that null too (so they cannot probe it).
   */
  readableWhen?: (tenant: TenantScope) => SQL;
}

export type RelationDef =
  | {
      kind: 'one';
      target: string;
      /** Foreign key on this resource's table. */
      localKey: AnyPgColumn;
    }
  | {
      kind: 'many';
      target: string;
      /** Foreign key on the target's table that points at this resource. */
      foreignKey: AnyPgColumn;
    };

/** Who is asking: the organizations whose documents they may see. */
export interface TenantScope {
  organizationIds: number[];
  userId: number;
}

/**
 * A REST resource over one table: which fields can be read, filtered and sorted, which relations can be
 * populated or filtered through, and how documents are limited to the caller's organizations.
 */
export interface ResourceDef {
  /** API resource name, e.g. `projects`, `sightline-members`. */
  name: string;
  table: PgTable;
  /** Key of the table in `db.query`. */
  queryKey: string;
  fields: Record<string, FieldDef>;
  relations: Record<string, RelationDef>;
  /**
   * Limits rows to what the caller may see. Applied at every depth: to the resource itself, to every populated
   * relation and to every relation filter's subquery. A resource that belongs to a parent scopes itself through
   * that parent (`project_id in (select id from projects where <projects' scope>)`).
   */
  scope: (tenant: TenantScope) => SQL;
  defaultSort: string[];
  defaultPageSize?: number;
  maxPageSize?: number;
  /** Columns loaded for `present` although they are not API fields (e.g. a file's storage key). */
  hiddenColumns?: string[];
  /** Shapes a loaded row for the API (e.g. a file's public URL). */
  present?: (row: Record<string, unknown>) => Record<string, unknown>;
}

export const idField = (column: AnyPgColumn): FieldDef => ({ column, type: 'id' });
export const stringField = (column: AnyPgColumn): FieldDef => ({ column, type: 'string' });
export const numberField = (column: AnyPgColumn): FieldDef => ({ column, type: 'number' });
export const booleanField = (column: AnyPgColumn): FieldDef => ({ column, type: 'boolean' });
export const dateField = (column: AnyPgColumn): FieldDef => ({ column, type: 'date' });
export const arrayField = (column: AnyPgColumn): FieldDef => ({ column, type: 'stringArray' });
export const enumField = (column: AnyPgColumn, values: readonly string[]): FieldDef => ({
  column,
  type: 'enum',
  values,
});

/** The four fields every document has. */
export function documentFields(table: {
  id: AnyPgColumn;
  documentId: AnyPgColumn;
  createdAt: AnyPgColumn;
  updatedAt: AnyPgColumn;
}): Record<string, FieldDef> {
  return {
    id: idField(table.id),
    documentId: stringField(table.documentId),
    createdAt: dateField(table.createdAt),
    updatedAt: dateField(table.updatedAt),
  };
}

/** The field as SQL for this caller: its column, or null where the field is private to other rows. */
export function fieldSql(field: FieldDef, tenant: TenantScope): SQL | AnyPgColumn {
  if (!field.readableWhen) return field.column;
  return sql`case when ${field.readableWhen(tenant)} then ${field.column} end`;
}
