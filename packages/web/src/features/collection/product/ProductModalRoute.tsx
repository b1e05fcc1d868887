/** The product modal at product/{productId} over the collection's page (filled in next). */
export function ProductModalRoute() {
  return null;
}
