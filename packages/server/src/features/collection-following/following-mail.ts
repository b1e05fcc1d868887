import type { RowCells } from '@specboard/domain';
import { type Block, composeMail } from '../../platform/mail/compose.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';

/** The mail suggesting a collection to someone: who suggests it, their words quoted, the link. */
export function suggestionMail(input: {
  to: string;
  suggesterName: string;
  collectionName: string;
  link: string;
  emailMessage: string | null;
}): MailMessage {
  const suggester = { user: input.suggesterName };
  const collection = { user: input.collectionName };
  return composeMail({
    to: input.to,
    subject: [suggester, ' suggested ', collection, ' to you on Specboard'],
    blocks: [
      [suggester, ' suggested the collection ', collection, ' to you on Specboard.'],
      ...(input.emailMessage
        ? [{ quote: { author: input.suggesterName, words: input.emailMessage } }]
        : []),
      ['Open it, follow it into your workspace or copy it: ', { link: input.link }],
    ],
  });
}

/** A product's line in the trade-show mail: its name, manufacturer, model and product URL. */
function productBlock(cells: RowCells): Block {
  const text = (id: string) => {
    const value = cells[id];
    return typeof value === 'string' ? value.trim() : '';
  };
  const name = text('typeDesignation') || text('description') || text('model') || 'Product';
  const details = [
    ['Manufacturer', text('manufacturer')],
    ['Model', text('model')],
    ['Product URL', text('productUrl')],
  ].filter(([, value]) => value);
  return [
    '• ',
    { user: name },
    ...details.flatMap(([label, value]) => [`\n  ${label}: `, { user: value! }]),
  ];
}

/**
 * The mail a visitor gets at a trade show: the collection's products, the sender's words quoted,
 * and the collection's link when it has one open to them.
 */
export function tradeShowMail(input: {
  to: string;
  senderName: string;
  collectionName: string;
  products: readonly RowCells[];
  message: string | null;
  link: string | null;
}): MailMessage {
  const sender = { user: input.senderName };
  const collection = { user: input.collectionName };
  return composeMail({
    to: input.to,
    subject: ['Products from ', collection, ' sent by ', sender],
    blocks: [
      [sender, ' sent you these products of ', collection, ':'],
      ...input.products.map(productBlock),
      ...(input.message ? [{ quote: { author: input.senderName, words: input.message } }] : []),
      ...(input.link ? [['See the collection at ', { link: input.link }] as Block] : []),
    ],
  });
}
