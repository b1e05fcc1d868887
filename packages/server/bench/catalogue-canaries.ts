/**
 * The other workspace of the catalogue search bench: copies of the products each query finds,
 * and a brand only it sells. None of them, nor that brand's name, may ever reach the first.
 */
import type { GeneratedCollection } from './catalogue-generator.ts';
import type { ProductQuery } from './catalogue-queries.ts';
import { type ProductAnswer, post, productsBody } from './catalogue-search-client.ts';
import type { Writer } from './catalogue-writer.ts';

/** The other workspace: copies of products each query finds, and a brand only it sells. */
export function canaryCatalogue(queries: ProductQuery[]): GeneratedCollection[] {
  const copies = [...new Set(queries.flatMap((query) => query.canaries))];
  const own = copies.slice(0, 5).map((product) => ({
    ...product,
    cells: { ...product.cells, manufacturer: 'Zephyrine Lighting' },
  }));
  const products = [...copies, ...own];
  const half = Math.ceil(products.length / 2);
  return [
    { name: 'Harbour Quay Offices', keywords: ['offices'], products: products.slice(0, half) },
    { name: 'Harbour Market', keywords: ['market'], products: products.slice(half) },
  ].map((collection) => ({ ...collection, description: 'Another workspace (canaries).' }));
}

/**
 * A brand only the other workspace sells is never found, by its name or by a typo of it; and the
 * words a fuzzy search answers to highlight do not tell that the other workspace's word exists.
 */
export async function checkCanaryWords(writer: Writer): Promise<string> {
  type Answer = { searchProductsV3: ProductAnswer };
  for (const [q, m] of [
    ['Zephyrine', 'FULL'],
    ['Zephyrin', 'FUZZY'],
    ['phyri', 'PART'],
  ] as const) {
    const answer = (await post<Answer>(writer, productsBody(writer, q, m))).searchProductsV3;
    if (answer.total !== 0 || answer.data.length !== 0) {
      throw new Error(`'${q}' (${m}) found another workspace's products: ${answer.total}`);
    }
    // A fuzzy or part search answers the words it matched: never one only another workspace holds.
    if (q.toLowerCase() !== 'zephyrine' && answer.terms.includes('zephyrine')) {
      return `'${q}' (${m}) answers the term 'zephyrine', a word only another workspace holds`;
    }
  }
  return 'none of the other workspace’s products or words came back';
}
