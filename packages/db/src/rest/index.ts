export type { ResourceLookup } from './compile-filters.ts';
export { type ApiDocument, documentKeyCondition, findDocument, findDocuments } from './find-documents.ts';
export type { ResourceDef, TenantScope } from './resource.ts';
export { resource, resources } from './resources/index.ts';
export { deleteDocument, insertDocument, resolveDocument, updateDocument } from './write-documents.ts';
