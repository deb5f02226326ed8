import { customAlphabet } from 'nanoid';

/** Stable public identifier of every document: 24 lowercase alphanumeric characters (REST conventions). */
export const createDocumentId = customAlphabet('0123456789abcdefghijklmnopqrstuvwxyz', 24);

export const documentIdPattern = /^[0-9a-z]{24}$/;
