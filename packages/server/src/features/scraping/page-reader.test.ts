import fs from 'node:fs';
import { productFromPage } from '@specboard/domain';
import { describe, expect, it } from 'vitest';
import { readProductPage } from './page-reader.ts';

const fixture = (name: string) => fs.readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
const scrape = async (name: string, url: string) =>
  productFromPage(await readProductPage(fixture(name), 'text/html; charset=utf-8'), url);

describe('reading a product page', () => {
  it('takes JSON-LD first, its markup stripped, and the page for what it lacks', async () => {
    const url = 'https://lumenworks.example/aurora-4';
    expect(await scrape('json-ld.html', url)).toEqual({
      cells: {
        manufacturer: 'Lumenworks',
        model: 'Aurora 4" Round Downlight',
        productCode: 'AUR4-RD-30K-WH',
        productType: 'Downlights',
        description: 'Recessed LED downlight with a regressed trim. 12 W, 1,050 lm, 3000K, 90 CRI.',
        budgetPrice: '189',
        wattage: '12',
        lumens: '1050',
        environment: 'IP65',
        voltage: '120-277V',
        productUrl: url,
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
      sources: ['json-ld', 'page'],
      image: 'https://cdn.lumenworks.example/products/aurora-4-front.jpg',
    });
  });

  it('finds the product in an @graph, taking a product group’s first variant', async () => {
    const product = await scrape('graph.html', 'https://northlight.example/vela');
    expect(product?.cells).toEqual({
      manufacturer: 'Northlight',
      model: 'Vela Linear Pendant 4 ft',
      productCode: 'VELA-4-35K',
      productType: 'Pendant',
      description: 'Suspended linear pendant, direct/indirect.',
      budgetPrice: '1249.5',
      wattage: '38',
      lumens: '4200',
      productUrl: 'https://northlight.example/vela',
    });
    expect(product?.image).toBe('/media/vela-4ft.png');
    expect(product?.sources).toEqual(['json-ld', 'page']);
  });

  it('reads microdata, leaving out properties of nested items', async () => {
    const product = await scrape('microdata.html', 'https://halo.example/orbit');
    expect(product?.cells).toEqual({
      manufacturer: 'Halo & Co',
      model: 'ORB-200',
      productCode: 'ORB-200-27K-BK',
      productType: 'Sconce',
      description: 'Die-cast wall sconce with opal diffuser. 9 W, 640 lm, 2700K, IP44.',
      budgetPrice: '245',
      wattage: '9',
      lumens: '640',
      environment: 'IP44',
      productUrl: 'https://halo.example/orbit',
    });
    expect(product?.image).toBe('images/orbit.jpg');
    expect(product?.sources).toEqual(['microdata']);
  });

  it('reads Open Graph when the page says nothing else', async () => {
    const product = await scrape('open-graph.html', 'https://beam.example/p/beam-20');
    expect(product?.cells).toEqual({
      manufacturer: 'Beamline',
      model: 'Beam 20 Track Spotlight',
      productType: 'Spotlight',
      description: 'Adjustable track spotlight, 20 W, 1800 lm, 4000K, 24° beam.',
      budgetPrice: '320',
      wattage: '20',
      lumens: '1800',
      productUrl: 'https://beam.example/p/beam-20',
    });
    expect(product?.image).toBe('//static.beam.example/beam20.webp');
    expect(product?.sources).toEqual(['open-graph']);
  });

  it("reads a plain page's heading, figures, price and largest image", async () => {
    const product = await scrape('plain.html', 'https://parkline.example/stria');
    expect(product?.cells).toEqual({
      model: 'Stria Bollard',
      productType: 'Bollard',
      description: 'Stria is a slim outdoor bollard for paths and plazas.',
      budgetPrice: '1150',
      wattage: '14',
      lumens: '980',
      environment: 'IP66',
      productUrl: 'https://parkline.example/stria',
    });
    expect(product?.image).toBe('/img/stria-hero.jpg');
    expect(product?.sources).toEqual(['page']);
  });

  it('finds no product on a page about something else', async () => {
    expect(await scrape('no-product.html', 'https://parkline.example/about')).toBeNull();
  });
});
