/** What a product is called where a list names it: its manufacturer and model, else its code. */
export function productName(cells: Readonly<Record<string, unknown>>): string {
  const text = (field: string) => {
    const value = cells[field];
    return typeof value === 'string' ? value.trim() : '';
  };
  const maker = [text('manufacturer'), text('model')].filter(Boolean).join(' ');
  return maker || text('productCode') || text('productType') || 'Unnamed product';
}
