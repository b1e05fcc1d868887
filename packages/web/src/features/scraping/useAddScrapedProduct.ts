import { useApolloClient } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useSnackbar } from '../../ui/snackbar/index.ts';
import { productCells, type ScrapedField, type ScrapedImage } from './scraped-product.ts';
import { ADD_SCRAPED_PRODUCT_MUTATION } from './scraping.documents.ts';

/** Where a scraped product is added: a collection, or a project's schedule. */
export type ScrapeTarget = {
  workspaceId: string;
  collectionId?: string | null;
  projectId?: string | null;
};

/** Adds the scraped product as a new row (createEmptyRow with its cells). */
export function useAddScrapedProduct(target: ScrapeTarget) {
  const client = useApolloClient();
  const { show } = useSnackbar();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const add = useCallback(
    async (fields: readonly ScrapedField[], image: ScrapedImage | null) => {
      setBusy(true);
      setError(null);
      try {
        const result = await client.mutate({
          mutation: ADD_SCRAPED_PRODUCT_MUTATION,
          variables: {
            workspaceId: target.workspaceId,
            collectionId: target.collectionId ?? null,
            projectId: target.projectId ?? null,
            cells: productCells(fields, image),
          },
          fetchPolicy: 'no-cache',
        });
        if (!result.data) throw result.error ?? new Error('The product was not added.');
        show({ text: 'Product added', color: 'success' });
        return result.data.createEmptyRow;
      } catch (caught) {
        setError(caught instanceof Error ? caught.message : String(caught));
        return null;
      } finally {
        setBusy(false);
      }
    },
    [client, target, show],
  );

  return { add, busy, error };
}
