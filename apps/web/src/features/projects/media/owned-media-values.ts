import { randomId } from '@mantine/hooks';
import type { OwnedMedia } from '../../../lib/api/types.ts';
import type { OwnedMediaInput, OwnedMediaKind } from '../project-calls.ts';

export interface OwnedMediaRow {
  key: string;
  kind: OwnedMediaKind;
  value: string;
}

export interface OwnedMediaValues {
  items: OwnedMediaRow[];
}

export const newOwnedMediaRow = (kind: OwnedMediaKind = 'domain'): OwnedMediaRow => ({
  key: randomId(),
  kind,
  value: '',
});

export function ownedMediaValues(media: OwnedMedia[]): OwnedMediaValues {
  return { items: media.map((m) => ({ key: String(m.id), kind: m.kind, value: m.value })) };
}

export function toOwnedMediaInput(values: OwnedMediaValues): OwnedMediaInput[] {
  return values.items.map(({ kind, value }) => ({ kind, value: value.trim() }));
}

/** A server error of `PUT …/owned-media` (`2.value`) on its row's field. */
export function ownedMediaFieldOf(serverPath: string): string | null {
  return /^\d+\.(kind|value)$/.test(serverPath) ? `items.${serverPath}` : null;
}
