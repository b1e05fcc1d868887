import { describe, expect, it } from 'vitest';
import { readLightingSpecs } from './lighting-specs.ts';
import { type PageFinding, productFromPage } from './scraped-product.ts';

describe('readLightingSpecs', () => {
  it('reads the figures lighting pages write', () => {
    expect(
      readLightingSpecs('LED downlight, 12 W, 1,200 lm, 3000K, 90 CRI, IP65, 120-277V'),
    ).toEqual({
      wattage: '12',
      lumens: '1200',
      cct: '3000',
      ipRating: 'IP65',
      voltage: '120-277V',
    });
    expect(readLightingSpecs('Output 850lm at 9.5W, 24V DC, 2700 K')).toEqual({
      wattage: '9.5',
      lumens: '850',
      cct: '2700',
      voltage: '24V DC',
    });
  });

  it('does not take model numbers or years for figures', () => {
    expect(readLightingSpecs('Model X12W-2024, catalogue of 2024, A19 lamp')).toEqual({});
    expect(readLightingSpecs('Dimming from 500K to 20000K steps')).toEqual({});
  });
});

const page = 'https://lights.example/products/aurora?ref=1';
const finding = (source: PageFinding['source'], fields: PageFinding['fields'], isProduct = true) =>
  ({ source, fields, isProduct }) as PageFinding;

describe('productFromPage', () => {
  it('takes each cell from the best source and checks it against its column', () => {
    const product = productFromPage(
      {
        findings: [
          finding('open-graph', { name: 'OG name', image: '/img/og.jpg', price: '10' }, false),
          finding('json-ld', {
            name: 'Aurora 4 Downlight',
            brand: 'Lumenworks',
            sku: 'AUR-4-30K',
            description: 'A 4 inch downlight. 12 W, 1,100 lm, 3000K.',
            price: '1,299.50',
            priceCurrency: 'usd',
          }),
        ],
        text: 'Aurora 4 Downlight IP44 120V',
      },
      page,
    );
    expect(product).toEqual({
      cells: {
        manufacturer: 'Lumenworks',
        model: 'Aurora 4 Downlight',
        productCode: 'AUR-4-30K',
        productType: 'Downlight',
        description: 'A 4 inch downlight. 12 W, 1,100 lm, 3000K.',
        budgetPrice: '1299.5',
        wattage: '12',
        lumens: '1100',
        environment: 'IP44',
        voltage: '120V',
        productUrl: page,
      },
      cellSources: {
        manufacturer: 'json-ld',
        model: 'json-ld',
        productCode: 'json-ld',
        productType: 'json-ld',
        description: 'json-ld',
        budgetPrice: 'json-ld',
        wattage: 'json-ld',
        lumens: 'json-ld',
        environment: 'page',
        voltage: 'page',
      },
      sources: ['json-ld', 'open-graph', 'page'],
      image: '/img/og.jpg',
    });
  });

  it('leaves out a price in a currency we do not keep, and values a column refuses', () => {
    const product = productFromPage(
      {
        findings: [
          finding('microdata', {
            name: 'Linea Linear',
            price: '99',
            priceCurrency: 'EUR',
          }),
        ],
        text: '',
      },
      'http://localhost/linea',
    );
    expect(product?.cells).toEqual({ model: 'Linea Linear', productType: 'Linear' });
    expect(product?.image).toBeNull(); // none given
  });

  it('cuts a long description to its column', () => {
    const product = productFromPage(
      {
        findings: [finding('json-ld', { name: 'Long', description: 'word '.repeat(2000) })],
        text: '',
      },
      page,
    );
    expect(String(product?.cells.description).length).toBe(4000);
  });

  it('finds no product on a page that neither says nor looks like one', () => {
    const article = finding('page', { name: 'Our news', description: 'We moved offices.' }, false);
    expect(productFromPage({ findings: [article], text: 'We moved offices.' }, page)).toBeNull();
    expect(productFromPage({ findings: [], text: '' }, page)).toBeNull();
    // A plain page whose heading comes with lighting figures is a product.
    const plain = finding('page', { name: 'Slim Pendant' }, false);
    expect(productFromPage({ findings: [plain], text: 'Slim Pendant 18 W' }, page)?.cells).toEqual({
      model: 'Slim Pendant',
      productType: 'Pendant',
      wattage: '18',
      productUrl: page,
    });
  });
});
