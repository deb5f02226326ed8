import { z } from 'zod';

/** Operators of `filters[field][$op]=value` (REST conventions). */
export const filterOperators = [
  '$eq',
  '$eqi',
  '$ne',
  '$nei',
  '$lt',
  '$lte',
  '$gt',
  '$gte',
  '$in',
  '$notIn',
  '$contains',
  '$notContains',
  '$containsi',
  '$notContainsi',
  '$null',
  '$notNull',
  '$between',
  '$startsWith',
  '$startsWithi',
  '$endsWith',
  '$endsWithi',
] as const;
export type FilterOperator = (typeof filterOperators)[number];
export const logicalOperators = ['$or', '$and', '$not'] as const;

const stringOrList = z.union([z.string(), z.array(z.string())]);
const intString = (name: string) =>
  z.union([z.number(), z.string()]).transform((value, ctx) => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < 0) {
      ctx.addIssue({ code: 'custom', message: `${name} must be a whole number ≥ 0` });
      return z.NEVER;
    }
    return n;
  });

export const Pagination = z
  .object({
    page: intString('pagination.page').optional(),
    pageSize: intString('pagination.pageSize').optional(),
    start: intString('pagination.start').optional(),
    limit: intString('pagination.limit').optional(),
    withCount: z
      .union([z.boolean(), z.enum(['true', 'false'])])
      .transform((v) => v === true || v === 'true')
      .optional(),
  })
  .strict();
export type Pagination = z.infer<typeof Pagination>;

/**
 * A populate value: `*`, a name, a list of names, or an object of names to `true`/`*` or nested options
 * (`populate[x][populate]…`, `populate[x][fields]…`, `populate[x][filters]…`, `populate[x][sort]…`).
 */
export type PopulateInput = string | string[] | { [relation: string]: PopulateEntry };
export type PopulateEntry =
  | boolean
  | string
  | { populate?: PopulateInput; fields?: string | string[]; filters?: unknown; sort?: string | string[] };

export const Populate: z.ZodType<PopulateInput> = z.lazy(() =>
  z.union([
    z.string(),
    z.array(z.string()),
    z.record(
      z.string(),
      z.union([
        z.boolean(),
        z.string(),
        z
          .object({
            populate: Populate.optional(),
            fields: stringOrList.optional(),
            filters: z.unknown().optional(),
            sort: stringOrList.optional(),
          })
          .strict(),
      ]),
    ),
  ]),
);

/** The query parameters a resource list or document endpoint accepts. Unknown top-level keys are rejected. */
export const RestQuery = z
  .object({
    filters: z.record(z.string(), z.unknown()).optional(),
    populate: Populate.optional(),
    fields: stringOrList.optional(),
    sort: stringOrList.optional(),
    pagination: Pagination.optional(),
  })
  .strict();
export type RestQuery = z.infer<typeof RestQuery>;

export const PaginationMeta = z.union([
  z.object({ page: z.number(), pageSize: z.number(), pageCount: z.number(), total: z.number() }),
  z.object({ start: z.number(), limit: z.number(), total: z.number() }),
]);
export type PaginationMeta = z.infer<typeof PaginationMeta>;

export const DocumentBase = z.object({
  id: z.number().int(),
  documentId: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** A page of a resource list: its documents and the pagination. */
export const listEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: z.object({ pagination: PaginationMeta }) });
/** One document of a resource. */
export const documentEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({ data: item, meta: z.object({}).passthrough() });
