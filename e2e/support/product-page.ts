import http from 'node:http';
import type { AddressInfo } from 'node:net';

// An 8×8 PNG: the product's image, small enough to write here and a real picture to thumbnail.
const pngBase64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGN4tkADK2IYWhIAML5rgUp6X/IAAAAASUVORK5CYII=';

export type ProductPageServer = {
  url: string;
  port: number;
  requests: string[];
  close: () => Promise<void>;
};

/**
 * A manufacturer's product page with JSON-LD (a Product with brand, model, sku, price and an
 * image), served on the loopback address for the scrape journey. Counts what it is asked.
 */
export async function serveProductPage(product: {
  brand: string;
  model: string;
  sku: string;
  price: string;
  description: string;
}): Promise<ProductPageServer> {
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    requests.push(request.url ?? '');
    if (request.url?.startsWith('/images/')) {
      response.writeHead(200, { 'content-type': 'image/png' });
      response.end(Buffer.from(pngBase64, 'base64'));
      return;
    }
    const { port } = server.address() as AddressInfo;
    const jsonLd = {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: `${product.brand} ${product.model}`,
      brand: { '@type': 'Brand', name: product.brand },
      model: product.model,
      sku: product.sku,
      description: product.description,
      image: `http://127.0.0.1:${port}/images/${product.sku}.png`,
      offers: { '@type': 'Offer', price: product.price, priceCurrency: 'USD' },
    };
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html>
<html lang="en"><head><title>${product.brand} ${product.model}</title>
<script type="application/ld+json">${JSON.stringify(jsonLd)}</script></head>
<body><h1>${product.brand} ${product.model}</h1><p>${product.description}</p></body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/products/${product.sku}`,
    port,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
