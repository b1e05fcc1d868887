import yauzl from 'yauzl';

/** Every entry of a ZIP (XLSX and DOCX are ZIPs too) by name, with its bytes. */
export async function readZip(bytes: Buffer): Promise<Map<string, Buffer>> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, file) =>
      error ? reject(error) : resolve(file),
    ),
  );
  const entries = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on('error', reject);
    zip.on('end', resolve);
    zip.on('entry', (entry: yauzl.Entry) => {
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('error', reject);
        stream.on('end', () => {
          entries.set(entry.fileName, Buffer.concat(chunks));
          zip.readEntry();
        });
      });
    });
    zip.readEntry();
  });
  return entries;
}

/** An RFC 4180 reader, strict enough to fail on a stray quote. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let at = 0;
  while (at < text.length) {
    if (text[at] === '"' && field === '') {
      at += 1;
      for (;;) {
        const quote = text.indexOf('"', at);
        if (quote < 0) throw new Error('unterminated quote');
        field += text.slice(at, quote);
        at = quote + 1;
        if (text[at] !== '"') break;
        field += '"';
        at += 1;
      }
      if (at < text.length && text[at] !== ',' && text[at] !== '\r') {
        throw new Error(`stray character after a quoted field at ${at}`);
      }
      continue;
    }
    if (text[at] === ',') {
      row.push(field);
      field = '';
      at += 1;
    } else if (text.startsWith('\r\n', at)) {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      at += 2;
    } else if (text[at] === '"' || text[at] === '\n' || text[at] === '\r') {
      throw new Error(`unquoted ${JSON.stringify(text[at])} at ${at}`);
    } else {
      field += text[at];
      at += 1;
    }
  }
  if (field !== '' || row.length > 0) throw new Error('last line without CRLF');
  return rows;
}

function unescapeXml(text: string): string {
  return text.replace(/&(lt|gt|amp|quot|apos|#\d+|#x[0-9a-f]+);/gi, (_, name: string) => {
    const named: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
    if (named[name]) return named[name];
    return String.fromCodePoint(
      name[1] === 'x' || name[1] === 'X'
        ? Number.parseInt(name.slice(2), 16)
        : Number(name.slice(1)),
    );
  });
}

function paragraphsOf(xml: string): string[] {
  return [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)].map((paragraph) =>
    [...paragraph[0].matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)]
      .map((run) => unescapeXml(run[1] ?? ''))
      .join(''),
  );
}

/** A Word document's tables (rows of cells, a cell's paragraphs joined by newlines) and paragraphs. */
export function readDocx(xml: string) {
  const tables = [...xml.matchAll(/<w:tbl>[\s\S]*?<\/w:tbl>/g)].map((table) =>
    [...table[0].matchAll(/<w:tr[ >][\s\S]*?<\/w:tr>/g)].map((row) => ({
      repeatsAsHeader: /<w:tblHeader\/>|<w:tblHeader w:val="(true|1|on)"\/>/.test(row[0]),
      cells: [...row[0].matchAll(/<w:tc>[\s\S]*?<\/w:tc>/g)].map((cell) =>
        paragraphsOf(cell[0]).join('\n'),
      ),
    })),
  );
  const outside = xml.replace(/<w:tbl>[\s\S]*?<\/w:tbl>/g, '');
  return { tables, paragraphs: paragraphsOf(outside) };
}
