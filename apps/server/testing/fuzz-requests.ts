import { filterOperators } from '@sightline/contracts';
import { type ResourceDef, resources } from '@sightline/db';
import { seededRandom } from '@sightline/engines';
import type { InjectOptions } from 'fastify';
import { readableResources } from '../src/routes/resources.ts';
import type { ThreeTenants } from './three-tenants.ts';

/** The simulator's seeded generator with whole numbers, so a fuzz run is the same run every time. */
export function fuzzRandom(seed: number) {
  const random = seededRandom(`fuzz:${seed}`);
  const int = (n: number) => Math.floor(random.next() * n);
  return { next: random.next, int, pick: random.pick };
}
export type Random = ReturnType<typeof fuzzRandom>;

/** The resources the REST routes list and read. */
export const fuzzedResources = readableResources;

const prototypeNames = ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf', 'prototype'];
/** Values of every kind that once reached SQL unchecked, and some ordinary ones. */
const hostileValues = [
  '1',
  '0',
  '-1',
  '1.5',
  'abc',
  '',
  'true',
  'null',
  '9223372036854775808',
  '99999999999999999999999',
  '-9223372036854775809',
  '1e19',
  '1e400',
  '-1e400',
  'NaN',
  'Infinity',
  '%00',
  'a%00b',
  '99999-01-01',
  '-infinity',
  'infinity',
  '0000-00-00',
  '2024-02-30',
  '-271821-04-20',
  '275760-09-13',
  '2024-01-01T00:00:00Z',
  "x'%20or%20'1'='1",
  '%25',
  '_',
  '%E2%80%AE',
  '%F0%9F%98%80',
  '%C0%AF',
  ...prototypeNames,
];

const enc = (s: string) => s.replace(/\[/g, '%5B').replace(/\]/g, '%5D');

function fieldNames(r: ResourceDef) {
  return Object.keys(r.fields);
}

function relationWalk(rand: Random, start: ResourceDef, depth: number) {
  const names: string[] = [];
  let at = start;
  for (let i = 0; i < depth; i++) {
    const relations = Object.keys(at.relations);
    if (relations.length === 0) break;
    const name = rand.pick(relations);
    names.push(name);
    at = resources[at.relations[name]!.target]!;
  }
  return { names, target: at };
}

/** One `filters…` parameter: maybe through relations (depth 0–4), a field or prototype name, an operator, a value. */
function filterParam(rand: Random, r: ResourceDef): string {
  const { names, target } = relationWalk(rand, r, rand.pick([0, 0, 1, 1, 2, 3, 4]));
  const field = rand.next() < 0.1 ? rand.pick(prototypeNames) : rand.pick(fieldNames(target));
  const op =
    rand.next() < 0.1 ? rand.pick(['$regex', '$or', '$not', 'toString', '']) : rand.pick(filterOperators);
  const value = rand.pick(hostileValues);
  const path = [...names, field, op]
    .filter(Boolean)
    .map((p) => `[${p}]`)
    .join('');
  if (op === '$in' || op === '$notIn' || op === '$between') {
    return `filters${path}[0]=${value}&filters${path}[1]=${rand.pick(hostileValues)}`;
  }
  return `filters${path}=${value}`;
}

/** A populate chain of depth 1–6 as brackets, sometimes with `*`, fields or filters at the end. */
function populateParam(rand: Random, r: ResourceDef): string {
  const { names, target } = relationWalk(rand, r, 1 + rand.int(6));
  if (names.length === 0) return 'populate=*';
  const chain = names.map((n, i) => (i === 0 ? `[${n}]` : `[populate][${n}]`)).join('');
  const end = rand.next();
  if (end < 0.2) return `populate${chain}[populate]=*`;
  if (end < 0.35)
    return `populate${chain}[fields][0]=${rand.pick([...fieldNames(target), ...prototypeNames])}`;
  if (end < 0.5)
    return `populate${chain}[filters][${rand.pick(fieldNames(target))}][$eq]=${rand.pick(hostileValues)}`;
  return `populate${chain}=true`;
}

function listQuery(rand: Random, r: ResourceDef): string {
  const parts: string[] = [];
  const kinds = 1 + rand.int(3);
  for (let i = 0; i < kinds; i++) {
    const kind = rand.int(6);
    if (kind <= 1) parts.push(filterParam(rand, r));
    else if (kind === 2) parts.push(populateParam(rand, r));
    else if (kind === 3) parts.push(`fields=${rand.pick([...fieldNames(r), ...prototypeNames])}`);
    else if (kind === 4) {
      const name = rand.pick([...fieldNames(r), ...prototypeNames, 'name%00']);
      parts.push(`sort=${name}:${rand.pick(['asc', 'desc', 'sideways'])}`);
    } else {
      const key = rand.pick(['page', 'pageSize', 'start', 'limit', 'withCount', 'constructor']);
      parts.push(`pagination[${key}]=${rand.pick(hostileValues)}`);
    }
  }
  return enc(parts.join('&'));
}

function multipart(rand: Random): { body: string; contentType: string } {
  const boundary = 'fuzzboundary';
  const part = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const bodies = [
    `${part('data', '{"name":"x"}')}--${boundary}--\r\n`.slice(0, 30 + rand.int(30)),
    `--${boundary}--\r\n`,
    `--other\r\n\r\n`,
    `${part('data', '{nope')}--${boundary}--\r\n`,
    `${part('data', '{"data":"a\\u0000b"}')}--${boundary}--\r\n`,
    `--${boundary}\r\nContent-Disposition: form-data; name="files.avatar"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nnot a png\r\n--${boundary}--\r\n`,
    `--${boundary}\r\nContent-Disposition\r\n\r\nx\r\n--${boundary}--\r\n`,
  ];
  const contentType = rand.pick([
    `multipart/form-data; boundary=${boundary}`,
    'multipart/form-data',
    'multipart/form-data; boundary=',
    `multipart/form-data; boundary="${'b'.repeat(80)}"`,
  ]);
  return { body: rand.pick(bodies), contentType };
}

const malformedJson = [
  '{',
  '{"data":',
  '[]',
  'null',
  '"data"',
  '{"data":null}',
  '{"data":{"name":"a\\u0000b"}}',
  '{"data":{"text":"\\u0000"}}',
  '{"data":{"__proto__":{"x":1}}}',
  '{"data":{"constructor":{"prototype":{"x":1}}}}',
  '{"data":{"name":1e400}}',
  '{"data":{"project":99999999999999999999}}',
  '{"data":{"project":"a\\u0000"}}',
  '{"data":{"name":"x","color":"#zzz"}}',
  `{"data":{"name":"${'x'.repeat(5000)}"}}`,
];

const hostileIds = [
  '9223372036854775808',
  '18446744073709551616',
  '99999999999999999999999999',
  '-1',
  '0',
  '1.5',
  '1e3',
  'a%00b',
  '%00',
  'constructor',
  '__proto__',
  'toString',
  '%E2%80%AE',
  'x'.repeat(64),
];

/** One generated request of the given kind; `s` gives the tenants' ids so some requests aim at real documents. */
export function fuzzRequest(rand: Random, s: ThreeTenants): InjectOptions {
  const kind = rand.int(10);
  const resource = rand.pick(fuzzedResources);
  const r = resources[resource]!;
  if (kind <= 4) return { method: 'GET', url: `/api/${resource}?${listQuery(rand, r)}` };
  if (kind === 5) {
    const id = rand.pick([
      ...hostileIds,
      String(s.alice.projectId),
      s.zed.projectDocumentId,
      String(s.zed.organizationId),
    ]);
    const query = rand.next() < 0.5 ? `?${enc(populateParam(rand, r))}` : '';
    return { method: 'GET', url: `/api/${resource}/${id}${query}` };
  }
  if (kind === 6) {
    const { body, contentType } = multipart(rand);
    const url = rand.pick([
      '/api/v1/projects',
      `/api/v1/projects/${s.alice.projectDocumentId}`,
      `/api/v1/users/${s.alice.userId}`,
    ]);
    return {
      method: url === '/api/v1/projects' ? 'POST' : 'PUT',
      url,
      headers: { 'content-type': contentType },
      payload: body,
    };
  }
  if (kind === 7) {
    const target = rand.pick(['tags', 'prompts', 'competitors', 'evaluation-items', 'owned-media']);
    const update = rand.next() < 0.5;
    return {
      method: update ? 'PUT' : 'POST',
      url: update ? `/api/${target}/${rand.pick(hostileIds)}` : `/api/${target}`,
      headers: { 'content-type': 'application/json' },
      payload: rand.pick(malformedJson),
    };
  }
  if (kind === 8) {
    const project = rand.pick([s.alice.projectDocumentId, s.zed.projectDocumentId, ...hostileIds]);
    const url = rand.pick([
      `/api/v1/projects/${project}/tracking?from=${rand.pick(hostileValues)}&to=${rand.pick(hostileValues)}`,
      `/api/v1/projects/${project}/tracking?${rand.pick(['tags', 'intents', 'branded', 'prompts', 'compare', 'groupBy'])}=${rand.pick(hostileValues)}`,
      `/api/v1/projects/${project}/tracking/prompts?prompts=${rand.pick(hostileValues)}&tags=${rand.pick(hostileValues)}`,
      `/api/v1/projects/${project}/top-domains?limit=${rand.pick(hostileValues)}&engines=${rand.pick(hostileValues)}`,
      `/api/v1/projects/${project}/chats?cursor=${rand.pick(hostileValues)}&brand=${rand.pick(hostileValues)}`,
      `/api/v1/workspaces/${rand.pick(hostileIds)}/overview`,
      `/api/v1/projects/${project}/costs`,
      `/api/v1/projects/${project}?${enc(populateParam(rand, resources.projects!))}`,
      `/api/upload/files/${rand.pick(hostileIds)}`,
      `/api/users/me?${enc(populateParam(rand, resources.users!))}`,
    ]);
    return { method: 'GET', url };
  }
  // The reported chain and its neighbours: every depth from 1 to 6.
  const chain = ['user', 'members', 'sightline_organization', 'members', 'user', 'members'].slice(
    0,
    1 + rand.int(6),
  );
  const brackets = chain.map((n, i) => (i === 0 ? `[${n}]` : `[populate][${n}]`)).join('');
  return { method: 'GET', url: `/api/sightline-members?${enc(`populate${brackets}=true`)}` };
}
