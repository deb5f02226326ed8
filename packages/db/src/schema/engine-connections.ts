import { engineIds } from '@sightline/contracts';
import { sql } from 'drizzle-orm';
import { check, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { documentColumns, idRef } from './columns.ts';
import { organizations } from './organizations.ts';

const engineList = sql.raw(engineIds.map((e) => `'${e}'`).join(', '));

/**
 * An organization's credentials for one engine. The API key is stored only encrypted (AES-256-GCM, key derived from
 * SIGHTLINE_SECRET) and only its last four characters are ever shown.
 */
export const engineConnections = pgTable(
  'engine_connections',
  {
    ...documentColumns(),
    organizationId: idRef('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    engine: text('engine').notNull(),
    /** `v1:<iv>:<tag>:<ciphertext>`, base64url parts; null when the connection needs no key. */
    apiKeyEncrypted: text('api_key_encrypted'),
    apiKeyLast4: text('api_key_last4'),
    baseUrl: text('base_url'),
    model: text('model'),
  },
  (t) => [
    unique('engine_connections_organization_engine_unique').on(t.organizationId, t.engine),
    check('engine_connections_engine_known', sql`${t.engine} in (${engineList})`),
  ],
);
