import type { PageFinding, PageReading, ScrapedFields } from '@specboard/domain';
import type { CheerioAPI } from 'cheerio';
// cheerio's parser's node types (a dependency of cheerio's own).
import type { Element } from 'domhandler';
import { findJsonLdProduct } from './json-ld.ts';

/** The page's visible text kept for lighting figures: enough for any product page. */
const maxTextLength = 200_000;

/**
 * What a product page says, by each way of saying it: JSON-LD, microdata, Open Graph, then the
 * page's own headings, description, image and prices. Nothing of it is trusted: the domain
 * checks every value against its column. cheerio (with its HTTP client and encodings, 2.3 MB of
 * code) is loaded at the first page read rather than at every server start.
 */
export async function readProductPage(html: Buffer, contentType: string): Promise<PageReading> {
  const { load, loadBuffer } = await import('cheerio');
  const charset = /charset=([^;]+)/i.exec(contentType)?.[1]?.trim();
  const $ = loadBuffer(html, { encoding: { transportLayerEncodingLabel: charset } });
  const findings: PageFinding[] = [];
  const jsonLd = findJsonLdProduct(
    $('script[type="application/ld+json"]')
      .toArray()
      .map((script) => $(script).text()),
  );
  if (jsonLd) findings.push({ source: 'json-ld', fields: plain(jsonLd, load), isProduct: true });
  const microdata = readMicrodata($);
  if (microdata) findings.push({ source: 'microdata', fields: microdata, isProduct: true });
  const openGraph = readOpenGraph($);
  if (openGraph) findings.push(openGraph);
  findings.push({ source: 'page', fields: readPageStructure($), isProduct: false });
  return { findings, text: visibleText($) };
}

/**
 * The body's text nodes joined by spaces: .text() would glue a heading to the paragraph after it
 * ('Vela38 W'), and a figure needs a word boundary before it.
 */
function visibleText($: CheerioAPI): string {
  $('script, style, noscript, template').remove();
  const parts: string[] = [];
  let length = 0;
  for (const node of $('body').find('*').addBack().contents().toArray()) {
    if (node.type !== 'text' || length > maxTextLength) continue;
    const text = node.data.trim();
    if (!text) continue;
    parts.push(text);
    length += text.length + 1;
  }
  return parts.join(' ').replace(/\s+/g, ' ').slice(0, maxTextLength);
}

/** Descriptions may carry markup (JSON-LD often does): only its text is kept. */
function plain(fields: ScrapedFields, load: (html: string) => CheerioAPI): ScrapedFields {
  const description = fields.description;
  if (!description?.includes('<')) return fields;
  return { ...fields, description: load(description).root().text() };
}

function readMicrodata($: CheerioAPI): ScrapedFields | undefined {
  const scope = $('[itemscope][itemtype]')
    .toArray()
    .find((element) => /schema\.org\/Product(Group|Model)?$/i.test($(element).attr('itemtype')!));
  if (!scope) return undefined;
  const own = (from: Element, name: string) =>
    $(from)
      .find(`[itemprop]`)
      .toArray()
      .filter(
        (element) =>
          ($(element).attr('itemprop') ?? '').split(/\s+/).includes(name) &&
          $(element).parent().closest('[itemscope]')[0] === from,
      );
  const propValue = (element: Element | undefined): string | undefined => {
    if (!element) return undefined;
    const node = $(element);
    const attribute =
      node.attr('content') ??
      (['img', 'source'].includes(element.tagName) ? node.attr('src') : undefined) ??
      (['a', 'link'].includes(element.tagName) ? node.attr('href') : undefined);
    return attribute ?? node.text();
  };
  const first = (from: Element, name: string) => propValue(own(from, name)[0]);
  const nested = (name: string, inner: string) => {
    const element = own(scope, name)[0];
    if (!element) return undefined;
    return $(element).is('[itemscope]') ? first(element, inner) : propValue(element);
  };
  const offer = own(scope, 'offers')[0];
  return {
    name: first(scope, 'name'),
    brand: nested('brand', 'name') ?? nested('manufacturer', 'name'),
    model: nested('model', 'name'),
    sku: first(scope, 'sku'),
    mpn: first(scope, 'mpn'),
    category: first(scope, 'category'),
    description: first(scope, 'description'),
    image: first(scope, 'image'),
    price: offer ? (first(offer, 'price') ?? first(offer, 'lowPrice')) : undefined,
    priceCurrency: offer ? first(offer, 'priceCurrency') : undefined,
  };
}

function readOpenGraph($: CheerioAPI): PageFinding | undefined {
  const meta = (...names: string[]) => {
    for (const name of names) {
      const value = $(`meta[property="${name}"], meta[name="${name}"]`).first().attr('content');
      if (value?.trim()) return value;
    }
    return undefined;
  };
  const fields: ScrapedFields = {
    name: meta('og:title'),
    description: meta('og:description'),
    image: meta('og:image:secure_url', 'og:image', 'og:image:url'),
    brand: meta('product:brand', 'og:brand'),
    sku: meta('product:retailer_item_id', 'product:sku'),
    price: meta('product:price:amount', 'og:price:amount'),
    priceCurrency: meta('product:price:currency', 'og:price:currency'),
    category: meta('product:category'),
  };
  if (!Object.values(fields).some(Boolean)) return undefined;
  const type = meta('og:type') ?? '';
  return { source: 'open-graph', fields, isProduct: /product/i.test(type) };
}

// A price as pages print one: a currency marker, then an amount with cents or grouped digits.
const printedPrice =
  /(US\$|CA\$|C\$|\$|USD\s?|CAD\s?)\s?(\d{1,3}(?:,\d{3})+(?:\.\d{2})?|\d+\.\d{2}|\d+)(?:\s?(USD|CAD))?/;

function readPageStructure($: CheerioAPI): ScrapedFields {
  const heading = $('h1').first().text() || $('title').first().text();
  const description = $('meta[name="description"]').attr('content');
  const main = $('main, article, [role="main"]').first();
  const within = main.length > 0 ? main : $('body');
  const priceText = within.find('[class*="price" i], [id*="price" i]').first().text();
  const price = printedPrice.exec(priceText) ?? printedPrice.exec(within.text());
  const marker = (price?.[3] ?? price?.[1] ?? '').trim().toUpperCase();
  return {
    name: heading,
    description,
    image: mainImage($, within.find('img').toArray()),
    price: price?.[2],
    priceCurrency: marker.startsWith('C') ? 'CAD' : price ? 'USD' : undefined,
  };
}

/** The largest image by its declared size, else the first; icons and inline data left out. */
function mainImage($: CheerioAPI, images: Element[]): string | undefined {
  let best: { src: string; area: number } | undefined;
  for (const image of images) {
    const node = $(image);
    const src = node.attr('src') ?? node.attr('data-src');
    if (!src || src.startsWith('data:')) continue;
    const width = Number(node.attr('width')) || 0;
    const height = Number(node.attr('height')) || 0;
    if ((width && width < 64) || (height && height < 64)) continue;
    const area = width * height;
    if (!best || area > best.area) best = { src, area };
  }
  return best?.src;
}
