import { useQuery } from '@apollo/client/react';
import { type ImportTarget, targetVariables } from './import-target.ts';
import { IMPORT_TEMPLATE_URL_QUERY } from './imports.documents.ts';

/** Signed links to the target's import template, as a workbook and as CSV. */
export function useTemplateUrl(target: ImportTarget) {
  const variables = targetVariables(target);
  const xlsx = useQuery(IMPORT_TEMPLATE_URL_QUERY, {
    variables: { ...variables, format: 'xlsx' },
    fetchPolicy: 'network-only',
  });
  const csv = useQuery(IMPORT_TEMPLATE_URL_QUERY, {
    variables: { ...variables, format: 'csv' },
    fetchPolicy: 'network-only',
  });
  return {
    xlsx: xlsx.data?.getTemplateUrl ?? null,
    csv: csv.data?.getTemplateUrl ?? null,
  };
}
