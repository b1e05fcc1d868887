import { formatMegabyteLimit } from '../files/limits.ts';
import { scrapeLimits } from './limits.ts';

/** Why a page could not be read, told after the spec's 'Error when getting data from url'. */
export const scrapeFailureReasons = {
  notWebAddress: 'only http and https addresses can be read',
  credentialsInAddress: 'an address with a user name or password is not read',
  notPublic: 'the address is not a public one',
  hostNotFound: 'the host name was not found',
  tooManyRedirects: `more than ${scrapeLimits.maxRedirects} redirects`,
  badRedirect: 'the page redirected to an address that cannot be read',
  notHtml: 'the address is not a web page',
  pageTooLarge: `the page is larger than ${formatMegabyteLimit(scrapeLimits.pageMaxBytes)}`,
  imageTooLarge: `the image is larger than ${formatMegabyteLimit(scrapeLimits.imageMaxBytes)}`,
  timedOut: 'the page took too long to answer',
  status: (status: number) => `the server answered ${status}`,
  unreachable: 'the server could not be reached',
} as const;

/** The words of scraping a product page: the spec's (seed 001 §5, §8) first, then ours. */
export const scrapeMessages = {
  noAttachmentId: 'No attachmentId',
  noProductData: 'No product data received from scraping!',
  fetchFailed: 'Error when getting data from url',
  /** The spec's failure with why after a colon. */
  fetchFailedBecause: (why: string) => `Error when getting data from url: ${why}`,
  aborted: 'Aborted',
  timedOut: 'Subscription callback timed out',
  attachmentIdNotUuid: 'attachmentId must be a UUID.',
  notYourIdentity: 'identityId must be your own.',
  tooManyRunning: `At most ${scrapeLimits.runningPerViewer} pages can be read at once; wait for one to finish.`,
  alreadyRunning: 'A scrape with this attachmentId is already running.',
  notFound: 'Scrape not found.',
} as const;
