import { graphql } from '../../graphql/index.ts';

export const SCRAPE_RESULT_FIELDS = graphql(`
  fragment ScrapeResultFields on ScrapeResult {
    attachmentId
    url
    status
    product
    image {
      key
      filename
      size
      type
      url
      thumbnails {
        small
        medium
        large
      }
    }
    sources
    error
  }
`);

export const SCRAPE_PRODUCT_MUTATION = graphql(`
  mutation ScrapeProductData($url: String!, $attachmentId: ID, $workspaceId: ID!) {
    scrapeProductData(url: $url, attachmentId: $attachmentId, workspaceId: $workspaceId) {
      ...ScrapeResultFields
    }
  }
`);

export const CANCEL_SCRAPE_MUTATION = graphql(`
  mutation CancelScrape($workspaceId: ID!, $attachmentId: ID!) {
    cancelScrape(workspaceId: $workspaceId, attachmentId: $attachmentId)
  }
`);

export const SCRAPE_RESULT_SUBSCRIPTION = graphql(`
  subscription OnScrapeResult($workspaceId: ID!, $attachmentId: ID!) {
    onScrapeResult(workspaceId: $workspaceId, attachmentId: $attachmentId) {
      ...ScrapeResultFields
    }
  }
`);

export const ADD_SCRAPED_PRODUCT_MUTATION = graphql(`
  mutation AddScrapedProduct($projectId: ID, $collectionId: ID, $workspaceId: ID!, $cells: JSON) {
    createEmptyRow(
      projectId: $projectId
      collectionId: $collectionId
      workspaceId: $workspaceId
      cells: $cells
    )
  }
`);
