import http from 'node:http';
import { crc32 } from 'node:zlib';

export type HttpAnswer = {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers of several shapes.
  json: () => any;
};

/**
 * Posts a file to /files over a plain socket. Unlike fetch, it reads an answer the server sends
 * before the body is fully written (a refusal), which is what a browser sees too.
 */
export function postFile(
  baseUrl: string,
  body: Buffer,
  options: { name?: string; type?: string; token?: string; streamed?: boolean } = {},
): Promise<HttpAnswer> {
  const headers: http.OutgoingHttpHeaders = {};
  if (options.name !== undefined) headers['x-file-name'] = encodeURIComponent(options.name);
  if (options.type) headers['content-type'] = options.type;
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  // Without a length, Node sends the body chunked: the server only learns its size by reading.
  if (!options.streamed) headers['content-length'] = body.length;
  return new Promise((resolve, reject) => {
    let answered = false;
    const request = http.request(`${baseUrl}/files`, { method: 'POST', headers });
    request.on('response', (response) => {
      answered = true;
      collect(response).then(resolve, reject);
    });
    // Writing may fail once the server has answered and closed: that is the expected refusal.
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    request.end(body);
  });
}

/** A signed download link to the stored object `key`, as the API hands them out. */
export function linkTo(key: string): RegExp {
  const escaped = encodeURIComponent(key).replace(/\./g, '\\.');
  return new RegExp(`^/files/${escaped}\\?expires=\\d+&signature=[A-Za-z0-9_-]{43}$`);
}

/** The storage key a download link leads to. */
export function keyOfLink(url: string): string {
  return decodeURIComponent(new URL(url, 'http://link.invalid').pathname.replace(/^\/files\//, ''));
}

/** A GET or HEAD of a path, with optional request headers. */
export function getPath(
  baseUrl: string,
  path: string,
  headers: http.OutgoingHttpHeaders = {},
  method = 'GET',
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${baseUrl}${path}`, { method, headers });
    request.on('response', (response) => collect(response).then(resolve, reject));
    request.on('error', reject);
    request.end();
  });
}

async function collect(response: http.IncomingMessage): Promise<HttpAnswer> {
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  return {
    status: response.statusCode ?? 0,
    headers: response.headers,
    body,
    json: () => JSON.parse(body.toString('utf8')),
  };
}

/** A ZIP archive with stored (uncompressed) entries: enough for a sniffer to look inside. */
export function storedZip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name);
    const data = Buffer.from(content);
    const fields = (signature: number, size: number) => {
      const header = Buffer.alloc(size);
      header.writeUInt32LE(signature, 0);
      return header;
    };
    const local = fields(0x04034b50, 30);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = fields(0x02014b50, 46);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A one-page PDF, 400×200 points, its left half red: enough for a renderer to draw. */
export function onePagePdf(): Buffer {
  const content = '1 0 0 rg 0 0 200 200 re f';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 400 200] /Contents 4 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let text = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(text));
    text += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(text);
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) text += `${String(offset).padStart(10, '0')} 00000 n \n`;
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(text);
}
