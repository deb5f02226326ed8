import { asc, desc, type SQL } from 'drizzle-orm';
import { own } from './own.ts';
import { fieldSql, type ResourceDef, type TenantScope } from './resource.ts';
import { queryError } from './validation-error.ts';

/** `sort=name:asc` or `sort[0]=a:asc&sort[1]=b:desc`, on the resource's own fields only. */
export function compileSort(
  resource: ResourceDef,
  sort: string | string[] | undefined,
  tenant: TenantScope,
  at: Array<string | number> = ['sort'],
): SQL[] {
  const items = sort === undefined ? resource.defaultSort : Array.isArray(sort) ? sort : sort.split(',');
  const order = items.map((item, i) => {
    const [name = '', direction = 'asc', ...rest] = item.trim().split(':');
    const path = Array.isArray(sort) ? [...at, i] : at;
    const field = own(resource.fields, name);
    if (!field || field.type === 'stringArray')
      throw queryError(path, `${resource.name} cannot be sorted by ${name}`);
    const dir = direction.toLowerCase();
    if ((dir !== 'asc' && dir !== 'desc') || rest.length > 0) {
      throw queryError(path, 'expected field:asc or field:desc', item);
    }
    const column = fieldSql(field, tenant);
    return dir === 'asc' ? asc(column) : desc(column);
  });
  // A stable order for paging: ties are broken by id.
  const table = resource.table as unknown as { id: Parameters<typeof asc>[0] };
  if (!items.some((i) => i.trim().split(':')[0] === 'id')) order.push(asc(table.id));
  return order;
}
