import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';

/** A generated document (test/graphql), or a string where the document is built at run time. */
export type Document<TData = any, TVariables = any> = TypedDocumentNode<TData, TVariables> | string;

const printed = new WeakMap<TypedDocumentNode<unknown, any>, string>();

/** The text sent for a document: a generated document is printed once. */
export function documentText(document: Document<unknown>) {
  if (typeof document === 'string') return document;
  let text = printed.get(document);
  if (text === undefined) {
    // graphql() answers {} for a text codegen has not seen.
    if (!('kind' in document))
      throw new Error('a document missing from test/graphql: npm run codegen');
    text = print(document);
    printed.set(document, text);
  }
  return text;
}
