import { fileKinds } from './file-kinds.ts';
import { formatMegabyteLimit } from './limits.ts';

const acceptedNames = fileKinds.map((kind) => kind.name).join(', ');

/** Why an upload was refused, in words the user can act on. */
export const fileMessages = {
  tooLarge: (limitBytes: number) =>
    `The file is larger than the limit of ${formatMegabyteLimit(limitBytes)}.`,
  notAccepted: (filename: string) =>
    `The file ${filename} is not a type we accept. Accepted types: ${acceptedNames}.`,
  contentMismatch: (filename: string, expected: string, found: string) =>
    `The file ${filename} is not ${expected}: its content is ${found}.`,
  unreadableImage: (filename: string) => `The file ${filename} could not be read as an image.`,
  tooManyPixels: (filename: string, maxPixels: number) =>
    `The image ${filename} has more than ${maxPixels / 1_000_000} megapixels.`,
  empty: (filename: string) => `The file ${filename} is empty.`,
  tooManyLinks: (max: number) => `Ask for at most ${max} files at a time.`,
  imageNeeded: 'Please upload an image (PNG, JPEG, WebP or GIF) first.',
  missingName: 'Give the file name in the x-file-name header (URL-encoded).',
  notFound: 'This file does not exist.',
  linkNotValid:
    'This link to the file has expired or is not valid. Open the file again in Specboard.',
} as const;
