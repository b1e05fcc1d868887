import type { ScrapedFields } from '@specboard/domain';

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** 'Product', 'schema:Product', 'https://schema.org/Product', or a list holding one. */
function typeIs(node: Node, ...names: string[]): boolean {
  const types = ([] as unknown[]).concat(node['@type'] ?? []);
  return types.some(
    (type) => typeof type === 'string' && names.includes(type.replace(/^.*[/:#]/, '')),
  );
}

/** Every node of a JSON-LD document: top-level arrays, @graph, and nested values. */
function* nodesOf(value: unknown, depth = 0): Generator<Node> {
  if (depth > 8) return;
  if (Array.isArray(value)) {
    for (const item of value) yield* nodesOf(item, depth + 1);
    return;
  }
  if (!isNode(value)) return;
  yield value;
  for (const [key, inner] of Object.entries(value)) {
    if (key === '@graph' || key === 'mainEntity' || key === 'itemListElement' || key === 'item') {
      yield* nodesOf(inner, depth + 1);
    }
  }
}

/** A text value: a string or number, or the name of a node ({ "@type": "Brand", "name": … }). */
function text(value: unknown): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first === 'string') return first;
  if (typeof first === 'number') return String(first);
  if (isNode(first)) return text(first.name);
  return undefined;
}

function imageOf(value: unknown): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first === 'string') return first;
  if (isNode(first)) return text(first.url) ?? text(first.contentUrl);
  return undefined;
}

function offerOf(value: unknown): { price?: string; priceCurrency?: string } {
  const offer = Array.isArray(value) ? value.find(isNode) : value;
  if (!isNode(offer)) return {};
  const specification = Array.isArray(offer.priceSpecification)
    ? offer.priceSpecification.find(isNode)
    : offer.priceSpecification;
  const spec = isNode(specification) ? specification : {};
  return {
    price: text(offer.price) ?? text(offer.lowPrice) ?? text(spec.price),
    priceCurrency: text(offer.priceCurrency) ?? text(spec.priceCurrency),
  };
}

function fieldsOf(node: Node): ScrapedFields {
  return {
    name: text(node.name),
    brand: text(node.brand) ?? text(node.manufacturer),
    model: text(node.model),
    sku: text(node.sku),
    mpn: text(node.mpn),
    category: text(node.category),
    description: text(node.description),
    image: imageOf(node.image),
    ...offerOf(node.offers),
  };
}

/**
 * The product JSON-LD scripts describe: the first Product node found (in @graph, arrays, a page's
 * mainEntity); a ProductGroup gives its first variant, with the group's own values where the
 * variant has none. Scripts that are not JSON are skipped.
 */
export function findJsonLdProduct(scripts: readonly string[]): ScrapedFields | undefined {
  for (const script of scripts) {
    let document: unknown;
    try {
      document = JSON.parse(script);
    } catch {
      continue;
    }
    for (const node of nodesOf(document)) {
      if (typeIs(node, 'ProductGroup')) {
        const variant = ([] as unknown[]).concat(node.hasVariant ?? []).find(isNode);
        const group = fieldsOf(node);
        if (!variant) return group;
        const own = fieldsOf(variant);
        return Object.fromEntries(
          Object.keys({ ...group, ...own }).map((key) => [
            key,
            own[key as keyof ScrapedFields] ?? group[key as keyof ScrapedFields],
          ]),
        ) as ScrapedFields;
      }
      if (typeIs(node, 'Product', 'IndividualProduct', 'ProductModel')) return fieldsOf(node);
    }
  }
  return undefined;
}
