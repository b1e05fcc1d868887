import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { GraphQLContext } from './context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A cell version: an exact decimal (1.0, 1.1, … 2.0), read from a number or a string, answered as a string. */
  CellVersion: { input: string; output: string; }
  /** Any JSON value. Schedule rows travel as one JSON value each, with no per-field work. */
  JSON: { input: unknown; output: unknown; }
};

/** An answer of the permission engine: may the viewer do it, and if not, why, in words. */
export type Ability = {
  __typename?: 'Ability';
  allowed: Scalars['Boolean']['output'];
  message: Maybe<Scalars['String']['output']>;
  reason: Maybe<Scalars['String']['output']>;
};

export type AccessGrant = {
  __typename?: 'AccessGrant';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

/** An address as the geocoder answers it. */
export type Address = {
  __typename?: 'Address';
  address_components: Array<AddressComponent>;
  formatted_address: Scalars['String']['output'];
  geometry: Maybe<AddressGeometry>;
};

export type AddressComponent = {
  __typename?: 'AddressComponent';
  long_name: Scalars['String']['output'];
  short_name: Scalars['String']['output'];
  types: Array<Scalars['String']['output']>;
};

export type AddressComponentInput = {
  long_name: Scalars['String']['input'];
  short_name: Scalars['String']['input'];
  types: Array<Scalars['String']['input']>;
};

export type AddressGeometry = {
  __typename?: 'AddressGeometry';
  location: LatLng;
};

export type AddressGeometryInput = {
  location: LatLngInput;
};

export type AddressInput = {
  address_components?: InputMaybe<Array<AddressComponentInput>>;
  formatted_address: Scalars['String']['input'];
  geometry?: InputMaybe<AddressGeometryInput>;
};

export type AreaUnit =
  /** square feet (ft²) */
  | 'feet'
  /** square metres (m²) */
  | 'meter';

export type AttachmentInfo = {
  __typename?: 'AttachmentInfo';
  filename: Scalars['String']['output'];
  key: Scalars['String']['output'];
  /** image, pdf, ies, zip or file: how the overlay previews it. */
  previewKind: Scalars['String']['output'];
  size: Scalars['Int']['output'];
  thumbnails: Maybe<Scalars['JSON']['output']>;
  type: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

/** What the viewer may do with a library or a collection, each with the engine's reason. */
export type CatalogueAbilities = {
  __typename?: 'CatalogueAbilities';
  /** Create collections in it (libraries) or add products to it (collections): a library role check. */
  addProducts: Ability;
  /** Copy the collection (collections only; always refused on a library). */
  copy: Ability;
  delete: Ability;
  /** Follow into the workspace the collection is read through (the viewer's current one). */
  follow: Maybe<Ability>;
  /** Import products from a spreadsheet: import:csv (the core package while its flag is on) and adding products. */
  importProducts: Maybe<Ability>;
  /** Add to or remove from a custom library. */
  manageLibraries: Ability;
  share: Ability;
  /** Suggest it to others by e-mail. */
  suggest: Maybe<Ability>;
  /** End that workspace's follow (shown only while followed). */
  unfollow: Maybe<Ability>;
  update: Ability;
};

export type CatalogueInviteInput = {
  email: Scalars['String']['input'];
  type?: InputMaybe<CatalogueRole>;
};

/** Someone given a role on a library or a collection. */
export type CataloguePermission = {
  __typename?: 'CataloguePermission';
  createdDate: Scalars['String']['output'];
  /** Invited by e-mail and not signed in yet. */
  isPending: Scalars['Boolean']['output'];
  type: CatalogueRole;
  typeLabel: Scalars['String']['output'];
  userInfo: PermissionUserInfo;
  /** Their role in the workspace, when they belong to it. */
  workspaceRole: Maybe<WorkspaceRole>;
};

export type CataloguePermissionInput = {
  type: CatalogueRole;
  userId: Scalars['ID']['input'];
};

/** What one share, update, delete or invite call did to a library's or collection's people. */
export type CataloguePermissionResult = {
  __typename?: 'CataloguePermissionResult';
  id: Scalars['ID']['output'];
  invited: Array<Scalars['String']['output']>;
  members: Array<CataloguePermission>;
  wrongEmails: Array<Scalars['String']['output']>;
};

/** The roles a library or collection permission holds, lowest first (invitees default to viewer). */
export type CatalogueRole =
  | 'creator'
  | 'editor'
  | 'viewer';

export type CellChange = {
  __typename?: 'CellChange';
  changedAt: Scalars['String']['output'];
  col: Scalars['String']['output'];
  newValue: Maybe<Scalars['JSON']['output']>;
  oldValue: Maybe<Scalars['JSON']['output']>;
  rowId: Scalars['ID']['output'];
  session: Maybe<Scalars['String']['output']>;
  userId: Scalars['ID']['output'];
  userName: Maybe<Scalars['String']['output']>;
  version: Scalars['CellVersion']['output'];
};

export type CellChanges = {
  __typename?: 'CellChanges';
  data: Array<CellChange>;
  nextToken: Maybe<Scalars['String']['output']>;
};

/**
 * One cell of an updateCells batch. `row` is the row id or its key ROW#id; `values` sets a list
 * cell; `version` is the cell's version as the client last saw it.
 */
export type CellEditInput = {
  col: Scalars['String']['input'];
  row: Scalars['ID']['input'];
  value?: InputMaybe<Scalars['JSON']['input']>;
  values?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  version: Scalars['CellVersion']['input'];
};

export type CellMatch = {
  __typename?: 'CellMatch';
  field: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type CellUpdate = {
  __typename?: 'CellUpdate';
  col: Scalars['String']['output'];
  /** The row as stored after the edit (JSON, as in getStructuredScheduleRows). */
  row: Scalars['JSON']['output'];
  version: Scalars['CellVersion']['output'];
};

/** A cell changed by updateCells, and its new version. */
export type CellUpdated = {
  __typename?: 'CellUpdated';
  col: Scalars['String']['output'];
  rowId: Scalars['ID']['output'];
  version: Scalars['CellVersion']['output'];
};

export type CellsUpdate = {
  __typename?: 'CellsUpdate';
  /** Each cell of the batch, in the order given, with its new version. */
  cells: Array<CellUpdated>;
  /** Each changed row once, as stored after the batch (JSON, as updateCell's row). */
  rows: Array<Scalars['JSON']['output']>;
};

export type CodeSent = {
  __typename?: 'CodeSent';
  /** Seconds until the code expires. */
  codeExpiresInSeconds: Scalars['Int']['output'];
  /** Where the six-digit code was sent. */
  email: Scalars['String']['output'];
};

export type Collection = {
  __typename?: 'Collection';
  abilities: CatalogueAbilities;
  /** The creator's name, as cards show it. */
  author: Maybe<Scalars['String']['output']>;
  /** The group it shows in for the viewer. */
  collectionGroup: CollectionGroup;
  commentsUnread: Scalars['Int']['output'];
  createdDate: Scalars['String']['output'];
  creator: Scalars['ID']['output'];
  description: Maybe<Scalars['String']['output']>;
  /** Whether the viewer may add and edit its products. */
  editable: Scalars['Boolean']['output'];
  /** Whether the workspace it is seen from follows it. */
  follow: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  isVerified: Scalars['Boolean']['output'];
  keywords: Array<Scalars['String']['output']>;
  /** When the viewer last opened it. */
  lastAccessed: Maybe<Scalars['String']['output']>;
  lastModified: Scalars['String']['output'];
  /** The library it was created in (its home). */
  libraryId: Scalars['ID']['output'];
  location: Maybe<Scalars['String']['output']>;
  logo: Maybe<ProfileImage>;
  members: Array<CataloguePermission>;
  /** The viewer's role on the collection. */
  myRole: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** The first photos, for cards. */
  pictures: Array<CollectionPhoto>;
  productsCount: Scalars['Int']['output'];
  /** The product cap (100). */
  productsLimit: Scalars['Int']['output'];
  publish: CollectionPublish;
  /** active (deleted collections are gone). */
  status: Scalars['String']['output'];
  /** Whether an active suggestion of it names the viewer. */
  suggested: Scalars['Boolean']['output'];
  /** The sharing type: private, unlisted (the default) or unlistedPublish. */
  type: Scalars['String']['output'];
  workspaceId: Scalars['ID']['output'];
};

/** A collection changed, was created or deleted (status deleted) in a workspace the viewer reads. */
export type CollectionEvent = {
  __typename?: 'CollectionEvent';
  /** The collection as the viewer sees it; null when deleted or no longer readable. */
  collection: Maybe<Collection>;
  collectionId: Scalars['ID']['output'];
  productsCount: Scalars['Int']['output'];
  status: Scalars['String']['output'];
  workspaceId: Scalars['ID']['output'];
};

/**
 * Collections: products kept together inside a library of a workspace. A collection's products are
 * rows of the same engine as a project's schedule (versioned cells, views, undo, live), read and
 * edited with the schedule calls given collectionId instead of projectId (spec 001 §3, §7).
 */
export type CollectionGroup =
  | 'community'
  | 'followed'
  /** The viewer's own collections, not published. */
  | 'private'
  /** The workspace's collections published to the community (publishing comes with the community). */
  | 'published'
  /** Collections others gave the viewer a role on. */
  | 'shared'
  | 'suggestion'
  /** The workspace's collections created by others, open to its members. */
  | 'workspace';

/** One group of the collections page: its first page, or the next when asked with its nextToken. */
export type CollectionGroupPage = {
  __typename?: 'CollectionGroupPage';
  amount: Scalars['Int']['output'];
  data: Array<Collection>;
  group: CollectionGroup;
  nextToken: Maybe<Scalars['String']['output']>;
};

export type CollectionPage = {
  __typename?: 'CollectionPage';
  amount: Scalars['Int']['output'];
  data: Array<Collection>;
  nextToken: Maybe<Scalars['String']['output']>;
};

/** A photo of a collection: a file in storage, declared on the collection. */
export type CollectionPhoto = {
  __typename?: 'CollectionPhoto';
  collectionId: Scalars['ID']['output'];
  createdBy: Scalars['ID']['output'];
  createdDate: Scalars['String']['output'];
  filename: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The file's key (POST /files). */
  key: Scalars['String']['output'];
  size: Scalars['Int']['output'];
  thumbnails: Maybe<Thumbnails>;
  /** The file's content type. */
  type: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

/** A collection's publish kind (spec 001 §4): private until published. */
export type CollectionPublish =
  | 'private'
  | 'publish'
  | 'unlistedPublish';

export type CollectionSearchFilters = {
  /** Only collections in this library (home or added). */
  libraryId?: InputMaybe<Scalars['ID']['input']>;
};

/** Search response (seed 001, section 3), for collections. */
export type CollectionSearchResponse = {
  __typename?: 'CollectionSearchResponse';
  capped: Scalars['Boolean']['output'];
  data: Array<Collection>;
  match: SearchMatch;
  query: Scalars['String']['output'];
  queryName: Scalars['String']['output'];
  requestId: Maybe<Scalars['String']['output']>;
  scrollID: Maybe<Scalars['String']['output']>;
  terms: Array<Scalars['String']['output']>;
  total: Scalars['Int']['output'];
  understood: Array<SearchTerm>;
  username: Scalars['ID']['output'];
};

export type CollectionSearchSort = {
  descending?: InputMaybe<Scalars['Boolean']['input']>;
  field: CollectionSearchSortField;
};

export type CollectionSearchSortField =
  | 'CREATED'
  | 'NAME'
  | 'PRODUCTS'
  | 'RELEVANCE';

export type CollectionSharedLink = {
  __typename?: 'CollectionSharedLink';
  accessToken: Scalars['String']['output'];
  fieldsToShow: Array<Scalars['String']['output']>;
  generatedAt: Scalars['String']['output'];
  mode: Maybe<Scalars['String']['output']>;
  url: Scalars['String']['output'];
};

export type CollectionSharingOptions = {
  __typename?: 'CollectionSharingOptions';
  collectionId: Scalars['ID']['output'];
  lockedToWorkspace: Scalars['Boolean']['output'];
  sharedLink: Maybe<CollectionSharedLink>;
  type: CollectionSharingType;
};

/**
 * Following collections into a workspace, suggesting them by e-mail, and a collection's sharing
 * options and shared link (spec 001 §4, §6, §7).
 */
export type CollectionSharingType =
  | 'private'
  | 'unlisted'
  | 'unlistedPublish';

/** How collection lists are ordered (spec 001 §2): name A–Z is the default. */
export type CollectionSort =
  | 'createdDate'
  | 'lastAccessed'
  | 'name';

export type CollectionSuggestion = {
  __typename?: 'CollectionSuggestion';
  becamePrivate: Scalars['Boolean']['output'];
  /** Null when the collection became private (then message says so). */
  collection: Maybe<Collection>;
  collectionId: Scalars['ID']['output'];
  collectionName: Scalars['String']['output'];
  emailMessage: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  message: Maybe<Scalars['String']['output']>;
  status: Scalars['String']['output'];
  suggestedAt: Scalars['String']['output'];
  suggestedBy: Scalars['String']['output'];
};

export type CollectionSuggestionPage = {
  __typename?: 'CollectionSuggestionPage';
  data: Array<CollectionSuggestion>;
  nextToken: Maybe<Scalars['String']['output']>;
};

export type CollectionsForProduct = {
  __typename?: 'CollectionsForProduct';
  /** Collections of the project's source library when locked; else every collection the viewer may pick from. */
  projectSourceLibraryCollections: Array<Collection>;
  sourceLibraryId: Maybe<Scalars['ID']['output']>;
  /** The viewer's other readable collections (own, shared, workspace, followed); empty when locked. */
  userCollections: Array<Collection>;
};

export type ColorIconPalette = {
  __typename?: 'ColorIconPalette';
  default_colors: Array<Scalars['String']['output']>;
  default_icons: Array<Scalars['String']['output']>;
};

export type ColumnRestriction = {
  __typename?: 'ColumnRestriction';
  col: Scalars['String']['output'];
  roles: Array<Scalars['String']['output']>;
};

export type ColumnSize = {
  __typename?: 'ColumnSize';
  id: Scalars['String']['output'];
  minSize: Scalars['Int']['output'];
  size: Scalars['Int']['output'];
  unit: Scalars['String']['output'];
};

export type ColumnSizeInput = {
  id: Scalars['String']['input'];
  size: Scalars['Float']['input'];
};

export type Comment = {
  __typename?: 'Comment';
  attachments: Array<CommentAttachment>;
  /** The column id of the commented cell, for a field comment. */
  cellPointer: Maybe<Scalars['String']['output']>;
  commentId: Scalars['ID']['output'];
  commentType: CommentType;
  createdDate: Scalars['String']['output'];
  creator: CommentPerson;
  dateModified: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  mentioned: Array<CommentPerson>;
  /** Sanitised rich text (HTML: paragraphs, emphasis, lists, safe links and mentions). */
  message: Scalars['String']['output'];
  privacy: CommentPrivacy;
  /** Whether the viewer has read it (their own comments are read). */
  read: Scalars['Boolean']['output'];
  resolved: Scalars['Boolean']['output'];
  resolvedBy: Maybe<CommentPerson>;
  resourceId: Scalars['ID']['output'];
  resourceType: CommentScope;
  rowId: Maybe<Scalars['ID']['output']>;
  status: CommentState;
  /** The schedule the comment's row is in (a project's live schedule). */
  tableId: Maybe<Scalars['ID']['output']>;
  /** schedule for a project's rows. */
  tableType: Maybe<Scalars['String']['output']>;
  type: CommentKind;
  viewerCan: CommentAbilities;
};

export type CommentAbilities = {
  __typename?: 'CommentAbilities';
  delete: Ability;
  edit: Ability;
  resolve: Ability;
};

/** A file attached to a comment, uploaded first with POST /files. */
export type CommentAttachment = {
  __typename?: 'CommentAttachment';
  filename: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  key: Scalars['String']['output'];
  size: Scalars['Int']['output'];
  /** small, medium, large and full image URLs; for images and the first page of a PDF, else null. */
  thumbnails: Maybe<Scalars['JSON']['output']>;
  /** The file's content type, as sniffed from its bytes. */
  type: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

/** A commented cell of a row, with its counts for the viewer. */
export type CommentCellPointer = {
  __typename?: 'CommentCellPointer';
  cellPointer: Scalars['String']['output'];
  commentsAmount: Scalars['Int']['output'];
  commentsUnread: Scalars['Int']['output'];
  rowId: Scalars['ID']['output'];
};

/** general: on the resource itself; row: on a row; field: on one cell (a row and a cellPointer). */
export type CommentKind =
  | 'field'
  | 'general'
  | 'row';

export type CommentPerson = {
  __typename?: 'CommentPerson';
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  picture: Maybe<Scalars['String']['output']>;
};

/** public: everyone on the resource; private: only its author and the people it mentions. */
export type CommentPrivacy =
  | 'private'
  | 'public';

/** Where a comment lives: a project (its schedule) or a collection. */
export type CommentScope =
  | 'collection'
  | 'project';

export type CommentState =
  | 'deleted'
  | 'draft'
  | 'published';

export type CommentType =
  | 'attachment'
  | 'offer'
  | 'text';

export type CommentsPage = {
  __typename?: 'CommentsPage';
  items: Array<Comment>;
  nextToken: Maybe<Scalars['String']['output']>;
};

export type CompareCounts = {
  __typename?: 'CompareCounts';
  added: Scalars['Int']['output'];
  modified: Scalars['Int']['output'];
  removed: Scalars['Int']['output'];
  unchanged: Scalars['Int']['output'];
};

/** How a row moved between two issues (spec: compare item). */
export type CompareItem = {
  __typename?: 'CompareItem';
  costDelta: Scalars['String']['output'];
  /** The row's cells in the newer side (as they were, for a removed row). */
  fields: Scalars['JSON']['output'];
  modified: Array<Scalars['String']['output']>;
  powerDelta: Scalars['String']['output'];
  /** The cells in the older side, for rows in both. */
  previous: Maybe<Scalars['JSON']['output']>;
  /** The row id: the part of its key after ROW#. */
  rowId: Scalars['ID']['output'];
  /** added, removed, modified or unchanged */
  status: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

export type CompareTotals = {
  __typename?: 'CompareTotals';
  costAfter: Scalars['String']['output'];
  costBefore: Scalars['String']['output'];
  costDelta: Scalars['String']['output'];
  powerAfter: Scalars['String']['output'];
  powerBefore: Scalars['String']['output'];
  powerDelta: Scalars['String']['output'];
};

export type CompareTypeRollup = {
  __typename?: 'CompareTypeRollup';
  costAfter: Scalars['String']['output'];
  costBefore: Scalars['String']['output'];
  costDelta: Scalars['String']['output'];
  /** The latest estimated delivery among the type's rows in the newer side. */
  latestDelivery: Maybe<Scalars['String']['output']>;
  powerAfter: Scalars['String']['output'];
  powerBefore: Scalars['String']['output'];
  powerDelta: Scalars['String']['output'];
  rowsAfter: Scalars['Int']['output'];
  rowsBefore: Scalars['Int']['output'];
  type: Scalars['String']['output'];
};

export type CopiedCollection = {
  __typename?: 'CopiedCollection';
  collection: Collection;
  id: Scalars['ID']['output'];
};

export type CreateCommentInput = {
  /** Keys of files the viewer uploaded (POST /files), declared with declareUserAttachement or not. */
  attachments?: InputMaybe<Array<Scalars['String']['input']>>;
  cellPointer?: InputMaybe<Scalars['String']['input']>;
  commentType?: InputMaybe<CommentType>;
  /** Mentioned people (ids of members of the resource). */
  mentioned?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Rich text; sanitised before it is kept. */
  message: Scalars['String']['input'];
  privacy?: InputMaybe<CommentPrivacy>;
  resourceId: Scalars['ID']['input'];
  resourceType: CommentScope;
  rowId?: InputMaybe<Scalars['ID']['input']>;
  /** published when absent; a draft is seen only by its author until published with editComment. */
  status?: InputMaybe<CommentState>;
  /** general when absent; row needs rowId; field needs rowId and cellPointer. */
  type?: InputMaybe<CommentKind>;
  workspaceId: Scalars['ID']['input'];
};

/** Rows kept only where a column's value is one of these (the spec's customColumnFilters). */
export type CustomColumnFilterInput = {
  columnId: Scalars['String']['input'];
  values: Array<Scalars['String']['input']>;
};

export type DatabaseKind =
  | 'EMBEDDED'
  | 'POSTGRES';

export type EditCommentInput = {
  commentId: Scalars['ID']['input'];
  mentioned?: InputMaybe<Array<Scalars['ID']['input']>>;
  message?: InputMaybe<Scalars['String']['input']>;
  privacy?: InputMaybe<CommentPrivacy>;
  /** published publishes a draft. */
  status?: InputMaybe<CommentState>;
  workspaceId: Scalars['ID']['input'];
};

/**
 * An export file (seed 000, section 3): one request to export, its progress and, once ready, its
 * file. Offered to the person who asked for 20 minutes.
 */
export type ExportFile = {
  __typename?: 'ExportFile';
  /** Where the file is stored: a bucket's name, or local. */
  bucketName: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  /** The name the file downloads as. */
  downloadFileName: Scalars['String']['output'];
  /** The same name, for PDF exports (the spec's downloadPdfName). */
  downloadPdfName: Maybe<Scalars['String']['output']>;
  error: Scalars['Boolean']['output'];
  errorMessage: Maybe<Scalars['String']['output']>;
  /** When the file stops being offered (20 minutes after it was asked for). */
  expiresAt: Scalars['String']['output'];
  /** schedule, submittal, comparison or revit */
  exportType: Scalars['String']['output'];
  /** pdf, xlsx, docx, csv, zip or tsv */
  fileFormat: Scalars['String']['output'];
  /** The file's id for /getFile?fileId=, once ready. */
  fileId: Scalars['ID']['output'];
  linkExpiresAt: Maybe<Scalars['String']['output']>;
  /** The name PDF progress events are keyed by (pdfDownloadProgress). */
  pdfName: Scalars['String']['output'];
  /** A signed link that shows the file in the browser (PDF), for the preview. */
  previewUrl: Maybe<Scalars['String']['output']>;
  /** 0 to 100. */
  progress: Scalars['Int']['output'];
  projectId: Scalars['ID']['output'];
  /** What fileExporterInvoke answered; the key of every event about this export. */
  requestId: Scalars['ID']['output'];
  status: ExportStatus;
  /** A signed link that downloads the file, until linkExpiresAt; null until ready. */
  url: Maybe<Scalars['String']['output']>;
  /** Who asked (their user id); null for a reader of a shared link. */
  username: Maybe<Scalars['ID']['output']>;
};

/** What an export request answers: the id its events and file are known by. */
export type ExportRequest = {
  __typename?: 'ExportRequest';
  file: ExportFile;
  requestId: Scalars['ID']['output'];
};

/** Where an export stands (seed 000, section 4: started, then ready or failed). */
export type ExportStatus =
  | 'FAILED'
  /** Waiting for a worker. */
  | 'PENDING'
  | 'READY'
  /** Being written; progress says how far. */
  | 'RUNNING';

export type FeatureFlag = {
  __typename?: 'FeatureFlag';
  enabled: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  value: Maybe<FeatureFlagValue>;
};

export type FeatureFlagValue = {
  __typename?: 'FeatureFlagValue';
  float: Maybe<Scalars['Float']['output']>;
  integer: Maybe<Scalars['Int']['output']>;
  string: Maybe<Scalars['String']['output']>;
  type: Scalars['String']['output'];
};

/**
 * Where a file and its thumbnails download from for a while: signed links that expire (after
 * FILE_LINK_LIFETIME_SECONDS at most, 15 minutes by default). Ask again for fresh ones.
 */
export type FileLink = {
  __typename?: 'FileLink';
  /** When these links stop working (ISO 8601). */
  expiresAt: Scalars['String']['output'];
  /** The file's key, as a cell holds it. */
  key: Scalars['String']['output'];
  /** Links to its small, medium, large and full thumbnails; null for a file without any. */
  thumbnails: Maybe<Thumbnails>;
  url: Scalars['String']['output'];
};

/** Which schedule column a document's column fills; columnId null skips it. */
export type ImportColumnMapping = {
  columnId?: InputMaybe<Scalars['ID']['input']>;
  index: Scalars['Int']['input'];
};

/**
 * An import of a document into a collection or a project's schedule (seed 001, section 4): a durable
 * job, all or nothing. Told by subscribeImportDocument to the person who started it.
 */
export type ImportDocument = {
  __typename?: 'ImportDocument';
  collectionId: Maybe<Scalars['ID']['output']>;
  createdAt: Scalars['String']['output'];
  /** The first 100 errors, in row order. */
  errors: Array<ImportRowError>;
  errorsCount: Scalars['Int']['output'];
  fileName: Scalars['String']['output'];
  finishedAt: Maybe<Scalars['String']['output']>;
  /** The first error's message, as the failure snackbar shows it. */
  firstError: Maybe<Scalars['String']['output']>;
  importId: Scalars['ID']['output'];
  /** Products added: 0 until FINISHED. */
  productsUploaded: Scalars['Int']['output'];
  projectId: Maybe<Scalars['ID']['output']>;
  /** Data rows in the document, once known. */
  rowsCount: Maybe<Scalars['Int']['output']>;
  /** Data rows read so far. */
  rowsRead: Scalars['Int']['output'];
  status: ImportStatus;
  workspaceId: Scalars['ID']['output'];
};

/** What a document holds, read before anything is imported: the mapping step's material. */
export type ImportPreview = {
  __typename?: 'ImportPreview';
  columns: Array<ImportSourceColumn>;
  /** The CSV separator found (, ; tab or |); null for a workbook. */
  delimiter: Maybe<Scalars['String']['output']>;
  fileName: Scalars['String']['output'];
  /** csv or xlsx */
  format: Scalars['String']['output'];
  /** The row the headers were found on, from 1 as a spreadsheet numbers them. */
  headerRow: Scalars['Int']['output'];
  /** The uploaded file's key (POST /files), to pass to importDocument. */
  key: Scalars['String']['output'];
  /** The first 20 data rows, each as text by source column index (null for an empty cell). */
  rows: Array<Array<Maybe<Scalars['String']['output']>>>;
  /** Data rows in the document (counted to the end of the file). */
  rowsCount: Scalars['Int']['output'];
  /** The sheet read, for a workbook (the first with data). */
  sheetName: Maybe<Scalars['String']['output']>;
  /** The columns one may import into: the target's schema, computed columns left out. */
  targetColumns: Array<ScheduleColumn>;
};

/** Why one cell or row of a document could not be imported. */
export type ImportRowError = {
  __typename?: 'ImportRowError';
  /** The schedule column's id; null for an error about the whole row. */
  columnId: Maybe<Scalars['ID']['output']>;
  message: Scalars['String']['output'];
  /** The row as a spreadsheet numbers it (the header row included). */
  row: Scalars['Int']['output'];
  /** The value as the document held it. */
  value: Maybe<Scalars['String']['output']>;
};

/** One of the document's columns, as the mapping step shows it. */
export type ImportSourceColumn = {
  __typename?: 'ImportSourceColumn';
  /** The schedule column it is guessed to fill; null when no guess (the column is skipped). */
  columnId: Maybe<Scalars['ID']['output']>;
  /** How the guess was made: name, content or none. */
  guessedBy: Scalars['String']['output'];
  /** Its header as the document writes it (merged header cells joined), or 'Column C' when blank. */
  header: Scalars['String']['output'];
  /** Its position in the document, from 0. */
  index: Scalars['Int']['output'];
  /** Up to five non-empty values from the first rows, as text. */
  samples: Array<Scalars['String']['output']>;
};

/** Where an import of a document stands (seed 001, section 4: finished or failed). */
export type ImportStatus =
  /** Nothing was added; errors say which rows and why. */
  | 'FAILED'
  /** Every row was added, in one transaction. */
  | 'FINISHED'
  /** Waiting for a worker. */
  | 'PENDING'
  /** Being read and checked; rowsRead says how far. */
  | 'RUNNING';

export type InviteOutcome = {
  __typename?: 'InviteOutcome';
  email: Scalars['String']['output'];
  message: Maybe<Scalars['String']['output']>;
  /**
   * invited (whether or not the address had an account: the person accepts in the app, or signs in
   * with the mailed temporary password), alreadyInvited, alreadyMember or failed.
   */
  status: Scalars['String']['output'];
};

export type InviteReport = {
  __typename?: 'InviteReport';
  requestId: Scalars['ID']['output'];
  results: Array<InviteOutcome>;
  usedGuestLicenses: Scalars['Int']['output'];
  usedLicenses: Scalars['Int']['output'];
  workspaceId: Scalars['ID']['output'];
};

/** A request for an invite (suggestCollaborator), sent to the project's creators. */
export type InviteSuggestion = {
  __typename?: 'InviteSuggestion';
  projectId: Scalars['ID']['output'];
  type: ProjectPermissionType;
  usersToInvite: Array<Scalars['String']['output']>;
  wrongEmails: Array<Scalars['String']['output']>;
};

/** A project shared with someone through their invitation into its workspace. */
export type InvitedProject = {
  __typename?: 'InvitedProject';
  projectId: Scalars['ID']['output'];
  projectName: Scalars['String']['output'];
  role: ProjectPermissionType;
  roleLabel: Scalars['String']['output'];
};

/** The spec's Invoice: its id (inId), its PDF and what it was for. */
export type Invoice = {
  __typename?: 'Invoice';
  amountDue: Scalars['Int']['output'];
  amountPaid: Scalars['Int']['output'];
  createdAt: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  data: InvoiceData;
  inId: Scalars['ID']['output'];
  /** A link to the invoice's PDF: a signed link of ours, or the provider's own. */
  keyToPdf: Maybe<Scalars['String']['output']>;
  number: Scalars['String']['output'];
  /** draft, open, paid, void or uncollectible */
  status: Scalars['String']['output'];
  workspaceId: Scalars['ID']['output'];
};

export type InvoiceData = {
  __typename?: 'InvoiceData';
  description: Scalars['String']['output'];
  end: Scalars['String']['output'];
  start: Scalars['String']['output'];
};

export type InvoiceList = {
  __typename?: 'InvoiceList';
  data: Array<Invoice>;
  nextToken: Maybe<Scalars['String']['output']>;
};

export type LatLng = {
  __typename?: 'LatLng';
  lat: Scalars['Float']['output'];
  lng: Scalars['Float']['output'];
};

export type LatLngInput = {
  lat: Scalars['Float']['input'];
  lng: Scalars['Float']['input'];
};

export type Library = {
  __typename?: 'Library';
  abilities: CatalogueAbilities;
  collectionCount: Scalars['Int']['output'];
  createdAt: Scalars['String']['output'];
  creator: Scalars['ID']['output'];
  description: Maybe<Scalars['String']['output']>;
  /** Always library (spec 001 §3 docType). */
  docType: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  keywords: Array<Scalars['String']['output']>;
  kind: LibraryKind;
  lastModified: Scalars['String']['output'];
  logo: Maybe<ProfileImage>;
  /** The people given a role on the library. */
  members: Array<CataloguePermission>;
  /** The viewer's role on the library (the higher of their workspace role and their share). */
  myRole: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** active (deleted libraries are gone). */
  status: Scalars['String']['output'];
  workspaceId: Scalars['ID']['output'];
};

/**
 * Libraries: where a workspace keeps its collections of products. Every workspace has one default
 * library (made on first use) and any number of custom ones; a collection lives in one library and
 * can be added to custom libraries besides (spec 001 §3, §7 Libraries).
 */
export type LibraryKind =
  | 'custom'
  | 'default';

export type LibraryList = {
  __typename?: 'LibraryList';
  /** How many libraries there are in all. */
  amount: Scalars['Int']['output'];
  data: Array<Library>;
  nextToken: Maybe<Scalars['String']['output']>;
};

/** How listLibraries orders libraries (spec 001 §2): name A–Z is the default. */
export type LibrarySort =
  | 'createdDate'
  | 'lastModified'
  | 'name';

/** What one managePermission or inviteUserToProject call did. */
export type ManagePermissionResult = {
  __typename?: 'ManagePermissionResult';
  /** Addresses invited: pending accounts were made for those without one. */
  invited: Array<Scalars['String']['output']>;
  /** Everyone on the project afterwards. */
  permissions: Array<ProjectPermission>;
  projectId: Scalars['ID']['output'];
  /** Typed entries that were not e-mail addresses, dropped (listed in an error instead when e-mail checking is on). */
  wrongEmails: Array<Scalars['String']['output']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  acceptTermsOfService: UserProfile;
  /** The viewer accepts their invitation and becomes a member at the invited role. */
  acceptWorkspaceInvitation: Workspace;
  addCollectionToLibrary: Collection;
  addRowFollower: Array<RowFollower>;
  archiveProjectVersion: ProjectVersion;
  /** Adds uploaded files to the author's comment. */
  attachToComment: Comment;
  /** Stops the viewer's scrape; its subscription hears ABORTED. */
  cancelScrape: Scalars['Boolean']['output'];
  /** Ends the subscription at the end of its period. */
  cancelSubscription: PaymentOutcome;
  changePassword: Session;
  /** Opens or closes a group on the collections page (resourceType collections), per library when given. */
  changeSectionState: SectionSettings;
  /** Changes the plan (by price id), the seats or the guest seats; the difference is prorated. */
  changeSubscriptionPlan: PaymentOutcome;
  completeNewPassword: Session;
  /** Answers the bank's question about a payment that needed confirmation. */
  confirmPayment: PaymentOutcome;
  confirmResetPassword: Scalars['Boolean']['output'];
  /**
   * Connects the Procore account a sign-in returned: the /procore/callback page sends what Procore
   * gave it (code and state, or error). The state must be the viewer's own, from getProcoreAuthUrl
   * less than 10 minutes ago, so no one can attach their sign-in to someone else's account.
   */
  connectProcoreAccount: ProcoreAccount;
  /** A copy with its products and photos, in the viewer's workspace (the default library unless libraryId). */
  copyCollection: CopiedCollection;
  copyProject: Project;
  createCollection: Collection;
  /**
   * A collection in a library (the default one when libraryId is omitted). Name required. On free
   * workspaces at most 5 private collections in the default library ('To create more collections,
   * upgrade your workspace').
   */
  createCollectionV3: Collection;
  createComment: Comment;
  /**
   * Adds a row, at the end of its type's rows; or, with `nextToRowId`, just above or below that
   * row (`place`, below by default): the new row then takes its Type / Designation (over one given
   * in `cells`), and the rows after it in that type that must make room move down. The new row and
   * every row whose order changed go out in one live event (`rows`, with forceUpdate when rows
   * moved, so that the inserting session hears them too).
   */
  createEmptyRow: Scalars['JSON']['output'];
  /** Name required ('Please enter required value'). */
  createLibrary: Library;
  createLibraryV2: Library;
  /** Adds a custom column of one of the column types. */
  createProjectColumn: ScheduleColumn;
  /** Adds products as rows keeping a reference (at the end, or beside nearRowId). Answers the new rows. */
  createProjectProducts: Array<Scalars['JSON']['output']>;
  /** Takes a version of the live schedule now ('New version has been successfully created'). */
  createProjectVersion: ProjectVersion;
  /**
   * The built-in test provider's stand-in for Stripe.js: a typed card becomes a payment method id,
   * which saveAndAttachPaymentMethodId then saves. The card number never reaches the database.
   */
  createTestPaymentMethod: Scalars['ID']['output'];
  createWorkspaceV2: Workspace;
  /** Declares an uploaded file (POST /files, an image) as a photo of the collection. */
  declareCollectionPhoto: CollectionPhoto;
  /**
   * Declares an uploaded file (POST /files) as an attachment on a resource, so that the people
   * who see the resource's comments may open it.
   */
  declareUserAttachement: AttachmentInfo;
  /** The viewer declines their invitation; they stay out of the workspace. */
  declineWorkspaceInvitation: Scalars['Boolean']['output'];
  deleteCollection: Scalars['Boolean']['output'];
  /** Removes people's roles; the viewer removing their own loses the collection from their shared list. */
  deleteCollectionPermission: CataloguePermissionResult;
  /** One photo at a time ('You can delete one document at a time.'). */
  deleteCollectionPhotos: Scalars['Boolean']['output'];
  /** Only the author deletes a comment; it is kept as deleted and leaves every list. */
  deleteComment: Comment;
  /** A custom library; its own collections move to the default library (the default one is never deleted). */
  deleteLibrary: Scalars['Boolean']['output'];
  /** Removes people's roles; the viewer removing their own leaves the library (the web goes to libraries). */
  deleteLibraryPermission: CataloguePermissionResult;
  /** Deletes products of the collection (to its deleted rows, restorable with restoreRows). */
  deleteProduct: Array<Scalars['ID']['output']>;
  deleteProject: Scalars['Boolean']['output'];
  /** Removes a custom column and its cells, kept aside so that restoreProjectColumn can undo it. */
  deleteProjectColumn: Scalars['Boolean']['output'];
  deleteProjectVersion: Scalars['Boolean']['output'];
  /** Moves a row to the deleted list (tableId is the schedule id). */
  deleteRow: Scalars['Boolean']['output'];
  deleteRowFollower: Array<RowFollower>;
  deleteStarredProjectList: Scalars['Boolean']['output'];
  deleteView: Scalars['Boolean']['output'];
  deleteViewParams: Scalars['Boolean']['output'];
  deleteViewPermissionByRoles: View;
  deleteViewPermissionByUsers: View;
  /** Removes a member, or withdraws the invitation of a person invited. */
  deleteWorkspaceMembership: Scalars['Boolean']['output'];
  deprecatedCreateProjectV2: Project;
  /** Forgets one of the viewer's Procore accounts and its last-used folders. */
  disconnectProcoreAccount: Scalars['Boolean']['output'];
  /** The schedule as a view shows it, as a PDF: fileExporterInvoke's short form. */
  downloadProjectPdf: ExportRequest;
  duplicateRow: Scalars['JSON']['output'];
  /** Only the author edits a comment. */
  editComment: Comment;
  /** The schedule as a view shows it, in a format (default xlsx): fileExporterInvoke's short form. */
  exportProject: ExportRequest;
  /**
   * Exports the schedule as a view shows it (fileFormat as exportProject, default xlsx) and sends
   * the file to a Procore folder (procoreProjectId; folderId null: the project's top folder). Answers
   * at once, as exportProject does; the export is ready once the file is in Procore.
   */
  exportScheduleToProcore: ExportRequest;
  /**
   * Starts an export (seed 000, section 7: file exporter invoke) and answers its request id at
   * once; the file is written by a durable job and announced by notifyExportFiles. Exported is
   * what the view shows (viewId: its columns, order, sort, tags, currency; hidden rows left out),
   * of the live schedule or a version (versionId), or a comparison of two versions
   * (exportType comparison, primaryVersionId and secondaryVersionId: null is the live schedule).
   * exportType: schedule (default), submittal, comparison, revit. fileFormat: pdf, xlsx, docx,
   * csv, zip, tsv. templateName: the page size of PDF and DOCX (letter, a4, tabloid).
   * pdfType: submittal asks for the submittal package. columns: only these columns, in this
   * order. columnName: the column rows are keyed by in a Revit schedule and ZIP folders
   * (default the type designation). filterTags: the person's own tag filter. sharedLink: the
   * shared link's token, for a reader without an account, when the link allows exports.
   * tableId and tableType name the table (the project's schedule).
   */
  fileExporterInvoke: ExportRequest;
  /** Follows into workspaceId (the follower's workspace). accessToken: an unlisted link's token. */
  followCollection: Collection;
  followCollectionV2: Collection;
  /** Follow a product into a workspace collection: a copy there that keeps a reference and is offered updates. */
  followProduct: Scalars['JSON']['output'];
  grantViewPermissionByRoles: View;
  grantViewPermissionByUsers: View;
  ignoreSuggestion: Scalars['Boolean']['output'];
  /**
   * Imports an uploaded CSV or XLSX file into a collection or a project's schedule with the given
   * mapping. Answers at once (PENDING); the rows are read, checked and added by a durable job, all
   * or nothing, and the outcome told by subscribeImportDocument. Cells that look like formulas are
   * kept as text.
   */
  importDocument: ImportDocument;
  inviteToWorkspace: InviteReport;
  inviteUserToCollection: CataloguePermissionResult;
  inviteUserToLibrary: CataloguePermissionResult;
  /** Invites people by e-mail (the typed list as entries); the same rules as managePermission. */
  inviteUserToProject: ManagePermissionResult;
  /** Keeps the row's values; the product's current values become the reference (no update offered). */
  keepProjectProduct: Scalars['JSON']['output'];
  makeStarredProjectList: StarredProjectList;
  /**
   * One batch of changes to a project's people, applied together or not at all: new permissions
   * for existing users, role changes, removals, and invites by e-mail (pending accounts for
   * addresses without one). Creators only; the licence limit applies to people new to the workspace.
   */
  managePermission: ManagePermissionResult;
  /** Sets the project's tags (trimmed, without repeats). */
  manageProjectTags: Project;
  /** Marks the given notifications (every one when ids is absent) read; answers the unread count. */
  markNotificationsRead: Scalars['Int']['output'];
  /** Pays the open invoice again with the saved card, after a payment failed. */
  payOpenInvoice: PaymentOutcome;
  /**
   * Turns the project's shared link on or off (isShared), or gives it a new token (reset), which
   * stops the old link at once. allowExport lets people with the link export (kept when absent);
   * turning the link off turns it off too.
   */
  projectSharedLink: Project;
  /** Marks every comment on the resource (or on one row) read by the viewer. */
  readAllResourceComments: ResourceCommentsState;
  /** Counts the totals again from every row of the schedule. */
  recalculateProjectAggregation: ProjectAggregation;
  /** Counts the tag totals again from every row (the same recount as the aggregation). */
  recalculateTagTotalCost: Maybe<TagTotal>;
  /**
   * The same export made again from the schedule as it is now (/getFile's force_update), for its
   * requester: a new request, as fileExporterInvoke answers.
   */
  refreshExportFile: ExportRequest;
  /** Rotates the refresh token of the cookie and returns a new access token. */
  refreshSession: Session;
  removeCollectionFromLibrary: Collection;
  renameProjectColumn: ScheduleColumn;
  renameView: View;
  /** Keeps the groups in this order ('Sorry item is not an array' when not a list). */
  reorderSections: SectionSettings;
  resendSignUpCode: CodeSent;
  resetCollectionSharedLink: CollectionSharedLink;
  /** Sends a six-digit code to reset the password (the answer is the same whether or not the account exists). */
  resetPassword: CodeSent;
  /** Back to the view's starting settings. */
  resetView: View;
  /**
   * Puts a deleted custom column back where it stood, with every cell and version it had (rows
   * deleted for good meanwhile are skipped). Refused when no deleted column has this id, or when
   * another column has taken its name meanwhile.
   */
  restoreProjectColumn: ScheduleColumn;
  restoreRows: Array<Scalars['JSON']['output']>;
  /**
   * Locks a column for editing by the roles given ('This field has been locked for editing'),
   * in every view; an empty list unlocks it. Answers every lock of the schedule.
   */
  restrictColumnEdit: Array<ColumnRestriction>;
  /** Reverts an edited row's reference fields to the product's current values. */
  revertProjectProduct: Scalars['JSON']['output'];
  /**
   * The built-in test provider only: charges the next period now, as a renewal would, with the
   * saved card (a card that fails on renewal fails it), so payment failure can be tried at once.
   */
  runTestRenewal: PaymentOutcome;
  /** Saves a card as the workspace's default for every payment from now on. */
  saveAndAttachPaymentMethodId: PaymentMethod;
  /** Create New View: a custom view (editor-level role and premium), in CAD unless settings say. */
  saveCustomView: View;
  /** Save as new product: the row's fields become a product of a collection the viewer edits; the row then references it. */
  saveRowAsNewProduct: Scalars['JSON']['output'];
  /**
   * Reads a product from a web page (seed 001, section 7). attachmentId is a new UUID the client
   * makes, naming this scrape and its image ('No attachmentId' without one); identityId, when
   * given, must be the viewer's. Answers at once (RUNNING); the result is told by onScrapeResult
   * within 60 s. Only http and https to public addresses, every address checked when connecting
   * and after each redirect; page and image sizes capped.
   */
  scrapeProductData: ScrapeResult;
  setColorIcon: Project;
  /** Hides or shows rows. */
  setRowsVisibility: Array<Scalars['JSON']['output']>;
  /** The viewer has read a row's comments (the row's comments were opened). */
  setSlant: Slant;
  /** Keeps how the viewer sorts projects or collections. */
  setSortingMode: UserProfile;
  /** Marks chosen comments of a row read or unread for the viewer. */
  setUserSlant: Slant;
  setViewParams: Scalars['JSON']['output'];
  shareCollection: CataloguePermissionResult;
  shareLibrary: CataloguePermissionResult;
  signIn: SignInResult;
  signOut: Scalars['Boolean']['output'];
  signUp: CodeSent;
  /** Starts the trial of a paid plan (premium by default), without a card: 'Activating your trial'. */
  startWorkspaceTrial: PaymentOutcome;
  /**
   * Subscribes the workspace to a price for a number of member seats (and guest seats beyond those
   * included), paid with the saved card; with Stripe, continues on Stripe's checkout page.
   */
  stripeCreateSubscribe: PaymentOutcome;
  /**
   * Request an invite: asks the project's creators (by mail and in the app) to invite these people.
   * Limited sharers may bring the project up to 6 people.
   */
  suggestCollaborator: InviteSuggestion;
  /** email: one or several addresses (the sharing parser). force: suggest again after 'Suggestion Exists'. */
  suggestCollection: Array<SuggestionResult>;
  /** @deprecated The spec's spelling; use suggestCollaborator. */
  suggestColloborator: InviteSuggestion;
  switchTypeSharing: CollectionSharingOptions;
  /** Resolves (or reopens) comments; anyone who may comment on the resource may. */
  toggleResolvedComments: Array<Comment>;
  /** The viewer's choice to hide resolved comments on a resource. */
  toggleResolvedResourceComments: ResourceCommentsState;
  /** Sends a collection's products (all, or productIds) to a visitor's e-mail, as at a trade show. */
  tradeShowSendEmail: Scalars['Boolean']['output'];
  unarchiveProjectVersion: ProjectVersion;
  unfollowCollection: Scalars['Boolean']['output'];
  unfollowCollectionV2: Scalars['Boolean']['output'];
  /**
   * Changes one cell if its version is still `version` (refused with 'Version Conflict'
   * otherwise, changing nothing). `row` is the row id or its key ROW#id; `values` sets a list cell.
   */
  updateCell: CellUpdate;
  /**
   * Changes several cells (at most 5000) in one transaction, all or nothing; several cells of one
   * row are one write of it. Each cell is checked as updateCell checks it. A value that does not
   * fit refuses the batch with BAD_USER_INPUT naming the first bad cell, extensions.cells listing
   * every one as { rowId, col, message }. If any cell is no longer at its `version`, nothing
   * changes: 'Version Conflict' (VERSION_CONFLICT), extensions.conflicts listing every stale cell
   * as { rowId, col, currentVersion, currentValue }. An empty list changes nothing.
   */
  updateCells: CellsUpdate;
  updateCollection: Collection;
  updateCollectionPermission: CataloguePermissionResult;
  updateCollectionSharedLink: CollectionSharedLink;
  updateCollectionSharingOptions: CollectionSharingOptions;
  updateLibrary: Library;
  updateLibraryPermission: CataloguePermissionResult;
  updateProject: Project;
  updateProjectAggregation: ProjectAggregation;
  updateProjectAggregationNotes: ProjectAggregation;
  /** Takes the product's current values into the row's reference fields (the update). Answers the row. */
  updateProjectProduct: Scalars['JSON']['output'];
  updateProjectVersion: ProjectVersion;
  updateStarredProjectList: StarredProjectList;
  updateTimestampLastAccessed: Scalars['Boolean']['output'];
  /** Sets (or, with no value, clears) one of the viewer's own settings. */
  updateUserPreference: UserPreference;
  updateUserProfile: UserProfile;
  updateUserProjectPreference: ProjectPreference;
  /** Column drag: the order of product columns and of custom columns (those left out keep theirs). */
  updateViewColumnOrder: View;
  /** Column resize: sizes in pixels, never under a column's minimum (180 px). */
  updateViewColumnsSize: View;
  /**
   * Changes some of visibleColumns, sortingData, filterTag, rowHeight, dropdowns, viewMode and
   * currency; each is checked, and a bad one changes nothing.
   */
  updateViewSettings: View;
  /** @deprecated Use updateWorkspaceInfo. */
  updateWorkspace: Workspace;
  updateWorkspaceInfo: Workspace;
  updateWorkspaceMembership: WorkspaceMember;
  /** Confirms the address with the six-digit code sent at sign-up. */
  verifyEmail: Scalars['Boolean']['output'];
};


export type MutationAcceptWorkspaceInvitationArgs = {
  invitationId: Scalars['ID']['input'];
};


export type MutationAddCollectionToLibraryArgs = {
  collectionId: Scalars['ID']['input'];
  libraryId: Scalars['ID']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type MutationAddRowFollowerArgs = {
  projectId: Scalars['ID']['input'];
  rowId: Scalars['ID']['input'];
  tableId?: InputMaybe<Scalars['ID']['input']>;
  tableType?: InputMaybe<Scalars['String']['input']>;
  userId: Scalars['ID']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type MutationArchiveProjectVersionArgs = {
  projectId: Scalars['ID']['input'];
  versionId: Scalars['ID']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type MutationAttachToCommentArgs = {
  attachments: Array<Scalars['String']['input']>;
  commentId: Scalars['ID']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type MutationCancelScrapeArgs = {
  attachmentId: Scalars['ID']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type MutationCancelSubscriptionArgs = {
  workspaceId: Scalars['ID']['input'];
};


export type MutationChangePasswordArgs = {
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};


export type MutationChangeSectionStateArgs = {
  expanded: Scalars['Boolean']['input'];
  libraryId?: InputMaybe<Scalars['ID']['input']>;
  resourceType: Scalars['String']['input'];
  sectionId: Scalars['String']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type MutationChangeSubscriptionPlanArgs = {
  guestQuantity?: InputMaybe<Scalars['Int']['input']>;
  priceId?: InputMaybe<Scalars['ID']['input']>;
  quantity?: InputMaybe<Scalars['Int']['input']>;
  workspaceId: Scalars['ID']['input'];
};


export type MutationCompleteNewPasswordArgs = {
  challengeToken: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};


export type MutationConfirmPaymentArgs = {
  approve: Scalars['Boolean']['input'];
  confirmationId: Scalars['ID']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type MutationConfirmResetPasswordArgs = {
  code: Scalars['String']['input'];
  email: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};


export type MutationConnectProcoreAccountArgs = {
  code?: InputMaybe<Scalars['String']['input']>;
  error?: InputMaybe<Scalars['String']['input']>;
  state: Scalars['String']['input'];
};


export type MutationCopyCollectionArgs = {
  accessToken?: InputMaybe<Scalars['String']['input']>;
  collectionId: Scalars['ID']['input'];
  community?: InputMaybe<Scalars['Boolean']['input']>;
  libraryId?: InputMaybe<Scalars['ID']['input']>;
  suggested?: InputMaybe<Scalars['Boolean']['input']>;
  workspaceId: Scalars['ID']['input'];
};


export type MutationCopyProjectArgs = {
  id: Scalars['ID']['input'];
  projectName?: InputMaybe<Scalars['String']['input']>;
  workspaceId: Scalars['ID']['input'];
};


export type MutationCreateCollectionArgs = {
  description?: InputMaybe<Scalars['String']['input']>;
  keywords?: InputMaybe<Array<Scalars['String']['input']>>;
  libraryId?: InputMaybe<Scalars['ID']['input']>;
  name: Scalars['String']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type MutationCreateCollectionV3Args = {
  description?: InputMaybe<Scalars['String']['input']>;
  keywords?: InputMaybe<Array<Scalars['String']['input']>>;
  libraryId?: InputMaybe<Scalars['ID']['input']>;
  location?: InputMaybe<Scalars['String']['input']>;
  logo?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type MutationCreateCommentArgs = {
  input: CreateCommentInput;
};


export type MutationCreateEmptyRowArgs = {
  cells?: InputMaybe<Scalars['JSON']['input']>;
  collectionId?: InputMaybe<Scalars['ID']['input']>;
  nextToRowId?: InputMaybe<Scalars['ID']['input']>;
  place?: InputMaybe<RowPlace>;
  projectId?: InputMaybe<Scalars['ID']['input']>;
  scheduleId?: InputMaybe<Scalars['ID']['input']>;
  session?: InputMaybe<Scalars['String']['input']>;
  workspaceId: Scalars['ID']['input'];
};


export type MutationCreateLibraryArgs = {
  description?: InputMaybe<Scalars['String']['input']>;
  keywords?: InputMaybe<Array<Scalars['String']['input']>>;
  name: Scalars['String']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type MutationCreateLibraryV2Args = {
  description?: InputMaybe<Scalars['String']['input']>;
  keywords?: InputMaybe<Array<Scalars['String']['input']>>;
  logo?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type MutationCreateProjectColumnArgs = {
  arrayType?: InputMaybe<Scalars['String']['input']>;
  collectionId?: InputMaybe<Scalars['ID']['input']>;
  hint?: InputMaybe<Scalars['String']['input']>;
  maxLen?: InputMaybe<Scalars['Int']['input']>;
  multiline?: InputMaybe<Scalars['Boolean']['input']>;
  name: Scalars['String']['input'];
  projectId?: InputMaybe<Scalars['ID']['input']>;
  type: Scalars['String']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type MutationCreateProjectProductsArgs = {
  collectionId: Scalars['ID']['input'];
  nearRowId?: InputMaybe<Scalars['ID']['input']>;
  place?: InputMaybe<RowPlace>;
  productIds: Array<Scalars['ID']['input']>;
  projectId: Scalars['ID']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type MutationCreateProjectVersionArgs = {
  projectId: Scalars['ID']['input'];
  shortName?: InputMaybe<Scalars['String']['input']>;
  title: Scalars['String']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type MutationCreateTestPaymentMethodArgs = {
  cvc: Scalars['String']['input'];
  expiry: Scalars['String']['input'];
  number: Scalars['String']['input'];
};


export type MutationCreateWorkspaceV2Args = {
  description?: InputMaybe<Scalars['String']['input']>;
  logo?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
};


export type MutationDeclareCollectionPhotoArgs = {
  collectionId: Scalars['ID']['input'];
  key: Scalars['String']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type MutationDeclareUserAttachementArgs = {
  key: Scalars['String']['input'];
  resourceId: Scalars['ID']['input'];
  resourceType: CommentScope;
  workspaceId: Scalars['ID']['input'];
};


export type MutationDeclineWorkspaceInvitationArgs = {
  invitationId: Scalars['ID']['input'];
};


export type MutationDeleteCollectionArgs = {
  collectionId: Scalars['ID']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type MutationDeleteCollectionPermissionArgs = {
  collectionId: Scalars['ID']['input'];
  userIds: Array<Scalars['ID']['input']>;
  workspaceId: Scalars['ID']['input'];
};


export type MutationDeleteCollectionPhotosArgs = {
  collectionId: Scalars['ID']['input'];
  photoIds: Array<Scalars['ID']['input']>;
  workspaceId: Scalars['ID']['input'];
};


export type MutationDeleteCommentArgs = {
  commentId: Scalars['ID']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type MutationDeleteLibraryArgs = {
  libraryId: Scalars['ID']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type MutationDeleteLibraryPermissionArgs = {
  libraryId: Scalars['ID']['input'];
  userIds: Array<Scalars['ID']['input']>;
  workspaceId: Scalars['ID']['input'];
};


export type MutationDeleteProductArgs = {
  collectionId: Scalars['ID']['input'];
  productIds: Array<Scalars['ID']['input']>;
  workspaceId: Scalars['ID']['input'];
};


export type MutationDeleteProjectArgs = {
  id: Scalars['ID']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type MutationDeleteProjectColumnArgs = {
  col: Scalars['String']['input'];
  collectionId?: InputMaybe<Scalars['ID']['input']>;
  projectId?: InputMaybe<Scalars['ID']['input']>;
  workspaceId: Scalars['ID']['input'];
};


export type MutationDeleteProjectVersionArgs = {
  projectId: Scalars['ID']['input'];
  versionId: Scalars['ID']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type MutationDeleteRowArgs = {
  collectionId?: InputMaybe<Scalars['ID']['input']>;
  projectId?: InputMaybe<Scalars['ID']['input']>;
  rowId: Scalars['ID']['input'];
  session?: InputMaybe<Scalars['String']['input']>;
  tableId?: InputMaybe<Scalars['ID']['input']>;
  workspaceId: Scalars['ID']['input'];
};


export type MutationDeleteRowFollowerArgs = {
  projectId: Scalars['ID']['input'];
  rowId: Scalars['ID']['input'];
  tableId?: InputMaybe<Scalars['ID']['input']>;
  tableType?: InputMaybe<Scalars['String']['input']>;
  userId: Scalars['ID']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type MutationDeleteStarredProjectListArgs = {
  id: Scalars['ID']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type MutationDeleteViewArgs = {
  collectionId?: InputMaybe<Scalars['ID']['input']>;
  projectId?: InputMaybe<Scalars['ID']['input']>;
  viewId: Scalars['ID']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type MutationDeleteViewParamsArgs = {
  collectionId?: InputMaybe<Scalars['ID']['input']>;
  projectId?: InputMaybe<Scalars['ID']['input']>;
  viewId: Scalars['ID']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type MutationDeleteViewPermissionByRolesArgs = {
  collectionId?: InputMaybe<Scalars['ID']['input']>;
  projectId?: InputMaybe<Scalars['ID']['input']>;
  roles: Array<Scalars['String']['input']>;
  viewId: Scalars['ID']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type MutationDeleteViewPermissionByUsersArgs = {
  collectionId?: InputMaybe<Scalars['ID']['input']>;
  projectId?: InputMaybe<Scalars['ID']['input']>;
  userIds: Array<Scalars['ID']['input']>;
  viewId: Scalars['ID']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type MutationDeleteWorkspaceMembershipArgs = {
  userId: Scalars['ID']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type MutationDeprecatedCreateProjectV2Args = {
  address?: InputMaybe<AddressInput>;
  area?: InputMaybe<Scalars['Float']['input']>;
  areaUnit?: InputMaybe<AreaUnit>;
  baseBudget?: InputMaybe<Scalars['Float']['input']>;
  location?: InputMaybe<Scalars['String']['input']>;
  number?: InputMaybe<Scalars['String']['input']>;
  phase?: InputMaybe<Scalars['String']['input']>;
  powerDensity?: InputMaybe<Scalars['Float']['input']>;
  projectName: Scalars['String']['input'];
  sourceLibraryId?: InputMaybe<Scalars['ID']['input']>;
  workspaceId: Scalars['ID']['input'];
};


export type MutationDisconnectProcoreAccountArgs = {
  accountId: Scalars['ID']['input'];
};


export type MutationDownloadProjectPdfArgs = {
  projectId: Scalars['ID']['input'];
  templateName?: InputMaybe<Scalars['String']['input']>;
  versionId?: InputMaybe<Scalars['ID']['input']>;
  viewId?: InputMaybe<Scalars['ID']['input']>;
  workspaceId: Scalars['ID']['input'];
};


export type MutationDuplicateRowArgs = {
  collectionId?: InputMaybe<Scalars['ID']['input']>;
  projectId?: InputMaybe<Scalars['ID']['input']>;
  rowId: Scalars['ID']['input'];
  session?: InputMaybe<Scalars['String']['input']>;
  workspaceId: Scalars['ID']['input'];
};


export type MutationEditCommentArgs = {
  input: EditCommentInput;
};


export type MutationExportProjectArgs = {
  fileFormat?: InputMaybe<Scalars['String']['input']>;
  projectId: Scalars['ID']['input'];
  versionId?: InputMaybe<Scalars['ID']['input']>;
  viewId?: InputMaybe<Scalars['ID']['input']>;
  workspaceId: Scalars['ID']['input'];
};


export type MutationExportScheduleToProcoreArgs = {
  accountId: Scalars['ID']['input'];
  companyId: Scalars['ID']['input'];
  fileFormat?: InputMaybe<Scalars['String']['input']>;
  folderId?: InputMaybe<Scalars['ID']['input']>;
  procoreProjectId: Scalars['ID']['input'];
  projectId: Scalars['ID']['input'];
  versionId?: InputMaybe<Scalars['ID']['input']>;
  viewId?: InputMaybe<Scalars['ID']['input']>;
  workspaceId: Scalars['ID']['input'];
};


export type MutationFileExporterInvokeArgs = {
  columnName?: InputMaybe<Scalars['String']['input']>;
  columns?: InputMaybe<Array<Scalars['String']['input']>>;
  customColumnFilters?: InputMaybe<Array<CustomColumnFilterInput>>;
  exportType?: InputMaybe<Scalars['String']['input']>;
  fileFormat?: InputMaybe<Scalars['String']['input']>;
  filterTags?: InputMaybe<Array<Scalars['String']['input']>>;
  pdfType?: InputMaybe<Scalars['String']['input']>;
  primaryVersionId?: InputMaybe<Scalars['ID']['input']>;
  projectId: Scalars['ID']['input'];
  secondaryVersionId?: InputMaybe<Scalars['ID']['input']>;
  sharedLink?: InputMaybe<Scalars['String']['input']>;
  tableId?: InputMaybe<Scalars['ID']['input']>;
  tableType?: InputMaybe<Scalars['String']['input']>;
  templateName?: InputMaybe<Scalars['String']['input']>;
  versionId?: InputMaybe<Scalars['ID']['input']>;
  viewId?: InputMaybe<Scalars['ID']['input']>;
  workspaceId: Scalars['ID']['input'];
};


export type MutationFollowCollectionArgs = {
  accessToken?: InputMaybe<Scalars['String']['input']>;
  collectionId: Scalars['ID']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type MutationFollowCollectionV2Args = {
  accessToken?: InputMaybe<Scalars['String']['input']>;
  collectionId: Scalars['ID']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type MutationFollowProductArgs = {
  collectionId: Scalars['ID']['input'];
  productId: Scalars['ID']['input'];
  targetCollectionId: Scalars['ID']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type MutationGrantViewPermissionByRolesArgs = {
  collectionId?: InputMaybe<Scalars['ID']['input']>;
  projectId?: InputMaybe<Scalars['ID']['input']>;
  roles: Array<Scalars['String']['input']>;
  viewId: Scalars['ID']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type MutationGrantViewPermissionByUsersArgs = {
  collectionId?: InputMaybe<Scalars['ID']['input']>;
  projectId?: InputMaybe<Scalars['ID']['input']>;
  userIds: Array<Scalars['ID']['input']>;
  viewId: Scalars['ID']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type MutationIgnoreSuggestionArgs = {
  suggestionId: Scalars['ID']['input'];
};


export type MutationImportDocumentArgs = {
  collectionId?: InputMaybe<Scalars['ID']['input']>;
  key: Scalars['String']['input'];
  mapping: Array<ImportColumnMapping>;
  projectId?: InputMaybe<Scalars['ID']['input']>;
  sheetName?: InputMaybe<Scalars['String']['input']>;
  workspaceId: Scalars['ID']['input'];
};


export type MutationInviteToWorkspaceArgs = {
  emailMessage?: InputMaybe<Scalars['String']['input']>;
  members: Array<WorkspaceInviteInput>;
  workspaceId: Scalars['ID']['input'];
};


export type MutationInviteUserToCollectionArgs = {
  collectionId: Scalars['ID']['input'];
  emailMessage?: InputMaybe<Scalars['String']['input']>;
  invites: Array<CatalogueInviteInput>;
  workspaceId: Scalars['ID']['input'];
};


export type MutationInviteUserToLibraryArgs = {
  emailMessage?: InputMaybe<Scalars['String']['input']>;
  invites: Array<CatalogueInviteInput>;
  libraryId: Scalars['ID']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type MutationInviteUserToProjectArgs = {
  emailMessage?: InputMaybe<Scalars['String']['input']>;
  emails: Array<Scalars['String']['input']>;
  projectId: Scalars['ID']['input'];
  type?: InputMaybe<ProjectPermissionType>;
  workspaceId: Scalars['ID']['input'];
};


export type MutationKeepProjectProductArgs = {
  collectionId?: InputMaybe<Scalars['ID']['input']>;
  projectId?: InputMaybe<Scalars['ID']['input']>;
  rowId: Scalars['ID']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type MutationMakeStarredProjectListArgs = {
  name: Scalars['String']['input'];
  sortingMode?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  workspaceId: Scalars['ID']['input'];
};


export type MutationManagePermissionArgs = {
  createPermission?: InputMaybe<Array<ProjectPermissionInput>>;
  deletePermission?: InputMaybe<Array<ProjectPermissionRemoval>>;
  emailMessage?: InputMaybe<Scalars['String']['input']>;
  inviteUserToProject?: InputMaybe<Array<ProjectInviteInput>>;
  projectId: Scalars['ID']['input'];
  updatePermission?: InputMaybe<Array<ProjectPermissionInput>>;
  workspaceId: Scalars['ID']['input'];
};


export type MutationManageProjectTagsArgs = {
  projectId: Scalars['ID']['input'];
  tags: Array<Scalars['String']['input']>;
  workspaceId: Scalars['ID']['input'];
};


export type MutationMarkNotificationsReadArgs = {
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
};


export type MutationPayOpenInvoiceArgs = {
  workspaceId: Scalars['ID']['input'];
};


export type MutationProjectSharedLinkArgs = {
  allowExport?: InputMaybe<Scalars['Boolean']['input']>;
  isShared: Scalars['Boolean']['input'];
  projectId: Scalars['ID']['input'];
  reset?: InputMaybe<Scalars['Boolean']['input']>;
  workspaceId: Scalars['ID']['input'];
};


export type MutationReadAllResourceCommentsArgs = {
  resourceId: Scalars['ID']['input'];
  resourceType: CommentScope;
  rowId?: InputMaybe<Scalars['ID']['input']>;
  workspaceId: Scalars['ID']['input'];
};


export type MutationRecalculateProjectAggregationArgs = {
  projectId: Scalars['ID']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type MutationRecalculateTagTotalCostArgs = {
  projectId: Scalars['ID']['input'];
  tag?: InputMaybe<Scalars['String']['input']>;
  workspaceId: Scalars['ID']['input'];
};


export type MutationRefreshExportFileArgs = {
  fileId: Scalars['ID']['input'];
  sharedLink?: InputMaybe<Scalars['String']['input']>;
};


export type MutationRemoveCollectionFromLibraryArgs = {
  collectionId: Scalars['ID']['input'];
  libraryId: Scalars['ID']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type MutationRenameProjectColumnArgs = {
  col: Scalars['String']['input'];
  collectionId?: InputMaybe<Scalars['ID']['input']>;
  name: Scalars['String']['input'];
  projectId?: InputMaybe<Scalars['ID']['input']>;
  workspaceId: Scalars['ID']['input'];
};


export type MutationRenameViewArgs = {
  collectionId?: InputMaybe<Scalars['ID']['input']>;
  name: Scalars['String']['input'];
  projectId?: InputMaybe<Scalars['ID']['input']>;
  viewId: Scalars['ID']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type MutationReorderSectionsArgs = {
  collectionsSectionsOrder: Array<Scalars['String']['input']>;
  libraryId?: InputMaybe<Scalars['ID']['input']>;
  workspaceId: Scalars['ID']['input'];
};


export type MutationResendSignUpCodeArgs = {
  email: Scalars['String']['input'];
};


export type MutationResetCollectionSharedLinkArgs = {
  collectionId: Scalars['ID']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type MutationResetPasswordArgs = {
  email: Scalars['String']['input'];
};


export type MutationResetViewArgs = {
  collectionId?: InputMaybe<Scalars['ID']['input']>;
  projectId?: InputMaybe<Scalars['ID']['input']>;
  viewId: Scalars['ID']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type MutationRestoreProjectColumnArgs = {
  col: Scalars['String']['input'];
  collectionId?: InputMaybe<Scalars['ID']['input']>;
  projectId?: InputMaybe<Scalars['ID']['input']>;
  workspaceId: Scalars['ID']['input'];
};


export type MutationRestoreRowsArgs = {
  collectionId?: InputMaybe<Scalars['ID']['input']>;
  projectId?: InputMaybe<Scalars['ID']['input']>;
  rowsIds: Array<Scalars['ID']['input']>;
  scheduleId?: InputMaybe<Scalars['ID']['input']>;
  session?: InputMaybe<Scalars['String']['input']>;
  workspaceId: Scalars['ID']['input'];
};


export type MutationRestrictColumnEditArgs = {
  col: Scalars['String']['input'];
  collectionId?: InputMaybe<Scalars['ID']['input']>;
  projectId?: InputMaybe<Scalars['ID']['input']>;
  roles: Array<Scalars['String']['input']>;
  viewId?: InputMaybe<Scalars['ID']['input']>;
  workspaceId: Scalars['ID']['input'];
};


export type MutationRevertProjectProductArgs = {
  collectionId?: InputMaybe<Scalars['ID']['input']>;
  projectId?: InputMaybe<Scalars['ID']['input']>;
  rowId: Scalars['ID']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type MutationRunTestRenewalArgs = {
  workspaceId: Scalars['ID']['input'];
};


export type MutationSaveAndAttachPaymentMethodIdArgs = {
  paymentMethodId: Scalars['ID']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type MutationSaveCustomViewArgs = {
  collectionId?: InputMaybe<Scalars['ID']['input']>;
  name: Scalars['String']['input'];
  projectId?: InputMaybe<Scalars['ID']['input']>;
  settings?: InputMaybe<Scalars['JSON']['input']>;
  workspaceId: Scalars['ID']['input'];
};


export type MutationSaveRowAsNewProductArgs = {
  collectionId: Scalars['ID']['input'];
  projectId: Scalars['ID']['input'];
  rowId: Scalars['ID']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type MutationScrapeProductDataArgs = {
  attachmentId?: InputMaybe<Scalars['ID']['input']>;
  identityId?: InputMaybe<Scalars['ID']['input']>;
  url: Scalars['String']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type MutationSetColorIconArgs = {
  colorId?: InputMaybe<Scalars['String']['input']>;
  iconId?: InputMaybe<Scalars['String']['input']>;
  projectId: Scalars['ID']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type MutationSetRowsVisibilityArgs = {
  collectionId?: InputMaybe<Scalars['ID']['input']>;
  projectId?: InputMaybe<Scalars['ID']['input']>;
  rowIds: Array<Scalars['ID']['input']>;
  session?: InputMaybe<Scalars['String']['input']>;
  visible: Scalars['Boolean']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type MutationSetSlantArgs = {
  projectId: Scalars['ID']['input'];
  rowId: Scalars['ID']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type MutationSetSortingModeArgs = {
  ascending: Scalars['Boolean']['input'];
  resource: SortingResource;
  sortingMode: Scalars['String']['input'];
};


export type MutationSetUserSlantArgs = {
  commentIds: Array<Scalars['ID']['input']>;
  projectId: Scalars['ID']['input'];
  read: Scalars['Boolean']['input'];
  rowId: Scalars['ID']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type MutationSetViewParamsArgs = {
  collectionId?: InputMaybe<Scalars['ID']['input']>;
  params: Scalars['JSON']['input'];
  projectId?: InputMaybe<Scalars['ID']['input']>;
  viewId: Scalars['ID']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type MutationShareCollectionArgs = {
  collectionId: Scalars['ID']['input'];
  permissions: Array<CataloguePermissionInput>;
  workspaceId: Scalars['ID']['input'];
};


export type MutationShareLibraryArgs = {
  libraryId: Scalars['ID']['input'];
  permissions: Array<CataloguePermissionInput>;
  workspaceId: Scalars['ID']['input'];
};


export type MutationSignInArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationSignUpArgs = {
  email: Scalars['String']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  password: Scalars['String']['input'];
};


export type MutationStartWorkspaceTrialArgs = {
  plan?: InputMaybe<Scalars['String']['input']>;
  workspaceId: Scalars['ID']['input'];
};


export type MutationStripeCreateSubscribeArgs = {
  guestQuantity?: InputMaybe<Scalars['Int']['input']>;
  priceId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type MutationSuggestCollaboratorArgs = {
  projectId: Scalars['ID']['input'];
  type?: InputMaybe<ProjectPermissionType>;
  usersToInvite: Array<Scalars['String']['input']>;
  workspaceId: Scalars['ID']['input'];
};


export type MutationSuggestCollectionArgs = {
  collectionId: Scalars['ID']['input'];
  email: Scalars['String']['input'];
  emailMessage?: InputMaybe<Scalars['String']['input']>;
  force?: InputMaybe<Scalars['Boolean']['input']>;
  workspaceId: Scalars['ID']['input'];
};


export type MutationSuggestColloboratorArgs = {
  projectId: Scalars['ID']['input'];
  type?: InputMaybe<ProjectPermissionType>;
  usersToInvite: Array<Scalars['String']['input']>;
  workspaceId: Scalars['ID']['input'];
};


export type MutationSwitchTypeSharingArgs = {
  collectionId: Scalars['ID']['input'];
  enabled: Scalars['Boolean']['input'];
  type: CollectionSharingType;
  workspaceId: Scalars['ID']['input'];
};


export type MutationToggleResolvedCommentsArgs = {
  commentIds: Array<Scalars['ID']['input']>;
  resolved: Scalars['Boolean']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type MutationToggleResolvedResourceCommentsArgs = {
  hideResolved: Scalars['Boolean']['input'];
  resourceId: Scalars['ID']['input'];
  resourceType: CommentScope;
  workspaceId: Scalars['ID']['input'];
};


export type MutationTradeShowSendEmailArgs = {
  collectionId: Scalars['ID']['input'];
  email: Scalars['String']['input'];
  message?: InputMaybe<Scalars['String']['input']>;
  productIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  workspaceId: Scalars['ID']['input'];
};


export type MutationUnarchiveProjectVersionArgs = {
  projectId: Scalars['ID']['input'];
  versionId: Scalars['ID']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type MutationUnfollowCollectionArgs = {
  collectionId: Scalars['ID']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type MutationUnfollowCollectionV2Args = {
  collectionId: Scalars['ID']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type MutationUpdateCellArgs = {
  col: Scalars['String']['input'];
  collectionId?: InputMaybe<Scalars['ID']['input']>;
  projectId?: InputMaybe<Scalars['ID']['input']>;
  row: Scalars['ID']['input'];
  session?: InputMaybe<Scalars['String']['input']>;
  value?: InputMaybe<Scalars['JSON']['input']>;
  values?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  version: Scalars['CellVersion']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type MutationUpdateCellsArgs = {
  cells: Array<CellEditInput>;
  collectionId?: InputMaybe<Scalars['ID']['input']>;
  newRows?: InputMaybe<Array<Scalars['JSON']['input']>>;
  projectId?: InputMaybe<Scalars['ID']['input']>;
  session?: InputMaybe<Scalars['String']['input']>;
  workspaceId: Scalars['ID']['input'];
};


export type MutationUpdateCollectionArgs = {
  collectionId: Scalars['ID']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  keywords?: InputMaybe<Array<Scalars['String']['input']>>;
  location?: InputMaybe<Scalars['String']['input']>;
  logo?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  workspaceId: Scalars['ID']['input'];
};


export type MutationUpdateCollectionPermissionArgs = {
  collectionId: Scalars['ID']['input'];
  permissions: Array<CataloguePermissionInput>;
  workspaceId: Scalars['ID']['input'];
};


export type MutationUpdateCollectionSharedLinkArgs = {
  collectionId: Scalars['ID']['input'];
  fieldsToShow?: InputMaybe<Array<Scalars['String']['input']>>;
  mode?: InputMaybe<Scalars['String']['input']>;
  workspaceId: Scalars['ID']['input'];
};


export type MutationUpdateCollectionSharingOptionsArgs = {
  collectionId: Scalars['ID']['input'];
  lockedToWorkspace?: InputMaybe<Scalars['Boolean']['input']>;
  type?: InputMaybe<CollectionSharingType>;
  workspaceId: Scalars['ID']['input'];
};


export type MutationUpdateLibraryArgs = {
  description?: InputMaybe<Scalars['String']['input']>;
  keywords?: InputMaybe<Array<Scalars['String']['input']>>;
  libraryId: Scalars['ID']['input'];
  logo?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  workspaceId: Scalars['ID']['input'];
};


export type MutationUpdateLibraryPermissionArgs = {
  libraryId: Scalars['ID']['input'];
  permissions: Array<CataloguePermissionInput>;
  workspaceId: Scalars['ID']['input'];
};


export type MutationUpdateProjectArgs = {
  address?: InputMaybe<AddressInput>;
  area?: InputMaybe<Scalars['Float']['input']>;
  areaUnit?: InputMaybe<AreaUnit>;
  baseBudget?: InputMaybe<Scalars['Float']['input']>;
  id: Scalars['ID']['input'];
  location?: InputMaybe<Scalars['String']['input']>;
  number?: InputMaybe<Scalars['String']['input']>;
  phase?: InputMaybe<Scalars['String']['input']>;
  powerDensity?: InputMaybe<Scalars['Float']['input']>;
  projectName?: InputMaybe<Scalars['String']['input']>;
  sourceLibraryId?: InputMaybe<Scalars['ID']['input']>;
  status?: InputMaybe<ProjectStatus>;
  workspaceId: Scalars['ID']['input'];
};


export type MutationUpdateProjectAggregationArgs = {
  baseBudget: Scalars['Float']['input'];
  projectId: Scalars['ID']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type MutationUpdateProjectAggregationNotesArgs = {
  aggregationId: Scalars['ID']['input'];
  notes: Scalars['String']['input'];
  projectId: Scalars['ID']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type MutationUpdateProjectProductArgs = {
  collectionId?: InputMaybe<Scalars['ID']['input']>;
  projectId?: InputMaybe<Scalars['ID']['input']>;
  rowId: Scalars['ID']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type MutationUpdateProjectVersionArgs = {
  projectId: Scalars['ID']['input'];
  shortName?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  versionId: Scalars['ID']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type MutationUpdateStarredProjectListArgs = {
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  sortingMode?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  workspaceId: Scalars['ID']['input'];
};


export type MutationUpdateTimestampLastAccessedArgs = {
  id: Scalars['ID']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type MutationUpdateUserPreferenceArgs = {
  key: Scalars['String']['input'];
  value?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateUserProfileArgs = {
  input: UpdateUserProfileInput;
};


export type MutationUpdateUserProjectPreferenceArgs = {
  key: Scalars['String']['input'];
  projectId: Scalars['ID']['input'];
  value?: InputMaybe<Scalars['String']['input']>;
  workspaceId: Scalars['ID']['input'];
};


export type MutationUpdateViewColumnOrderArgs = {
  collectionId?: InputMaybe<Scalars['ID']['input']>;
  columnOrder?: InputMaybe<Array<Scalars['String']['input']>>;
  customColumnOrder?: InputMaybe<Array<Scalars['String']['input']>>;
  projectId?: InputMaybe<Scalars['ID']['input']>;
  viewId: Scalars['ID']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type MutationUpdateViewColumnsSizeArgs = {
  collectionId?: InputMaybe<Scalars['ID']['input']>;
  columnsSize: Array<ColumnSizeInput>;
  projectId?: InputMaybe<Scalars['ID']['input']>;
  viewId: Scalars['ID']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type MutationUpdateViewSettingsArgs = {
  collectionId?: InputMaybe<Scalars['ID']['input']>;
  projectId?: InputMaybe<Scalars['ID']['input']>;
  settings: Scalars['JSON']['input'];
  viewId: Scalars['ID']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type MutationUpdateWorkspaceArgs = {
  description?: InputMaybe<Scalars['String']['input']>;
  keywords?: InputMaybe<Array<Scalars['String']['input']>>;
  logo?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  workspaceId: Scalars['ID']['input'];
};


export type MutationUpdateWorkspaceInfoArgs = {
  description?: InputMaybe<Scalars['String']['input']>;
  keywords?: InputMaybe<Array<Scalars['String']['input']>>;
  logo?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  workspaceId: Scalars['ID']['input'];
};


export type MutationUpdateWorkspaceMembershipArgs = {
  role: WorkspaceRole;
  userId: Scalars['ID']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type MutationVerifyEmailArgs = {
  code: Scalars['String']['input'];
  email: Scalars['String']['input'];
};

/** Something that happened for the viewer, shown under the bell in the app bar. */
export type Notification = {
  __typename?: 'Notification';
  /** Who caused it. */
  actor: CommentPerson;
  cellPointer: Maybe<Scalars['String']['output']>;
  commentId: Maybe<Scalars['ID']['output']>;
  createdDate: Scalars['String']['output'];
  /** The start of the comment, as plain text. */
  excerpt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  kind: NotificationKind;
  /** The app path it leads to, when not the resource itself (a request for an invite: the share dialog filled in). */
  link: Maybe<Scalars['String']['output']>;
  read: Scalars['Boolean']['output'];
  resourceId: Scalars['ID']['output'];
  /** The project's or collection's name, as it was. */
  resourceName: Scalars['String']['output'];
  resourceType: CommentScope;
  rowId: Maybe<Scalars['ID']['output']>;
  workspaceId: Scalars['ID']['output'];
};

/**
 * mention: the viewer was mentioned in a comment; comment: a new comment on a row the viewer follows;
 * share: a project was shared with the viewer; inviteRequest: someone asks the viewer, a creator of
 * the project, to invite people (the excerpt names them).
 */
export type NotificationKind =
  | 'comment'
  | 'inviteRequest'
  | 'mention'
  | 'share';

export type NotificationsPage = {
  __typename?: 'NotificationsPage';
  items: Array<Notification>;
  nextToken: Maybe<Scalars['String']['output']>;
  unreadCount: Scalars['Int']['output'];
};

/** A range of numbers; each bound optional. */
export type NumberRange = {
  gt?: InputMaybe<Scalars['Float']['input']>;
  gte?: InputMaybe<Scalars['Float']['input']>;
  lt?: InputMaybe<Scalars['Float']['input']>;
  lte?: InputMaybe<Scalars['Float']['input']>;
};

export type OnboardingRouteInput = {
  /** Set when the user came through an event sign-in or sign-up page. */
  event?: InputMaybe<Scalars['Boolean']['input']>;
  /** The route kept in session storage before sign-in was required. */
  storedRoute?: InputMaybe<Scalars['String']['input']>;
};

/**
 * A change of a workspace's billing, pushed to its members: trialStarted, trialEnded,
 * paymentSucceeded, paymentFailed, subscriptionUpdated, subscriptionEnded or paymentMethodSaved.
 */
export type PaymentEvent = {
  __typename?: 'PaymentEvent';
  guestLicenseLimit: Scalars['Int']['output'];
  message: Scalars['String']['output'];
  premiumLicenses: Scalars['Int']['output'];
  type: Scalars['String']['output'];
  workspaceId: Scalars['ID']['output'];
  workspaceStatus: WorkspaceStatus;
  workspaceType: WorkspacePlan;
};

/** A saved card: only what identifies it to its owner. */
export type PaymentMethod = {
  __typename?: 'PaymentMethod';
  brand: Scalars['String']['output'];
  expMonth: Scalars['Int']['output'];
  expYear: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  last4: Scalars['String']['output'];
};

/**
 * What a payment call led to: succeeded (the plan holds), processing (the provider will tell, by
 * paymentEvents), requiresConfirmation (the bank asks the payer to confirm: confirmPayment), redirect
 * (continue at url, the provider's own page) or failed (message says why; nothing changed).
 */
export type PaymentOutcome = {
  __typename?: 'PaymentOutcome';
  billing: WorkspaceBilling;
  confirmationId: Maybe<Scalars['ID']['output']>;
  message: Maybe<Scalars['String']['output']>;
  status: Scalars['String']['output'];
  url: Maybe<Scalars['String']['output']>;
};

export type PermissionChange = {
  __typename?: 'PermissionChange';
  resourceId: Scalars['ID']['output'];
  resourceType: PermissionResourceType;
  /** The shared link was turned on, off or reset. */
  sharedLinkChanged: Scalars['Boolean']['output'];
  /** The new role, or null when the person was removed. */
  type: Maybe<Scalars['String']['output']>;
  userId: Scalars['ID']['output'];
  workspaceId: Scalars['ID']['output'];
};

/**
 * Sharing: who is on a project and at which role, invites by e-mail, requests for an invite, and
 * the project's shared link for reading without signing in. Rules in docs/sharing.md.
 */
export type PermissionResourceType =
  | 'collection'
  | 'project'
  | 'workspace';

export type PermissionUserInfo = {
  __typename?: 'PermissionUserInfo';
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Maybe<Scalars['String']['output']>;
  picture: Maybe<Scalars['String']['output']>;
};

/** The spec's Price, in the shape Stripe gives it. Amounts are in cents, per seat. */
export type Price = {
  __typename?: 'Price';
  active: Scalars['Boolean']['output'];
  billing_scheme: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  metadata: PriceMetadata;
  nickname: Maybe<Scalars['String']['output']>;
  product: Scalars['String']['output'];
  recurring: PriceRecurring;
  unit_amount: Scalars['Int']['output'];
  unit_amount_decimal: Scalars['String']['output'];
};

export type PriceFilter = {
  interval?: InputMaybe<Scalars['String']['input']>;
  plan?: InputMaybe<Scalars['String']['input']>;
};

export type PriceMetadata = {
  __typename?: 'PriceMetadata';
  /** premium (a member's seat) or guest (a guest seat beyond those included) */
  licence: Scalars['String']['output'];
  /** starter or premium */
  plan: Scalars['String']['output'];
};

/**
 * Billing: the plan, seats and invoices of a workspace, paid through the payment provider (Stripe
 * when its keys are set, else the built-in test provider whose test cards cost nothing).
 */
export type PriceRecurring = {
  __typename?: 'PriceRecurring';
  /** month or year */
  interval: Scalars['String']['output'];
  interval_count: Scalars['Int']['output'];
};

/** A Procore sign-in the viewer connected (seed 001, section 3). Only its owner sees or uses it. */
export type ProcoreAccount = {
  __typename?: 'ProcoreAccount';
  id: Scalars['ID']['output'];
  /** Procore's login (an email address). */
  login: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type ProcoreCompany = {
  __typename?: 'ProcoreCompany';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** A folder of a Procore project's documents (seed 001, section 3). */
export type ProcoreFolder = {
  __typename?: 'ProcoreFolder';
  /** The folders inside it, when Procore sent them along (otherwise empty). */
  folders: Array<ProcoreFolder>;
  /** Whether it has folders inside: ask listProcoreFolders with its id for them. */
  has_children_folders: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  name_with_path: Scalars['String']['output'];
  private: Scalars['Boolean']['output'];
  read_only: Scalars['Boolean']['output'];
};

/** A place the viewer sent a schedule to, newest first. A null folder is the project's top folder. */
export type ProcoreLastUsedFolder = {
  __typename?: 'ProcoreLastUsedFolder';
  accountId: Scalars['ID']['output'];
  companyId: Scalars['ID']['output'];
  companyName: Scalars['String']['output'];
  folderId: Maybe<Scalars['ID']['output']>;
  folderName: Maybe<Scalars['String']['output']>;
  folderNameWithPath: Maybe<Scalars['String']['output']>;
  projectId: Scalars['ID']['output'];
  projectName: Scalars['String']['output'];
  usedAt: Scalars['String']['output'];
};

export type ProcoreProject = {
  __typename?: 'ProcoreProject';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  projectNumber: Maybe<Scalars['String']['output']>;
};

export type ProductFieldDiff = {
  __typename?: 'ProductFieldDiff';
  field: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  productValue: Maybe<Scalars['JSON']['output']>;
  referenceValue: Maybe<Scalars['JSON']['output']>;
  rowValue: Maybe<Scalars['JSON']['output']>;
};

export type ProductFollower = {
  __typename?: 'ProductFollower';
  collectionId: Maybe<Scalars['ID']['output']>;
  name: Scalars['String']['output'];
  projectId: Maybe<Scalars['ID']['output']>;
  rowsCount: Scalars['Int']['output'];
};

export type ProductMode = {
  __typename?: 'ProductMode';
  mode: Scalars['String']['output'];
  /** edit | readOnly | followed | followedCollection */
  reason: Maybe<Scalars['String']['output']>;
};

export type ProductSearchFilters = {
  /** Colour temperature in kelvin (any of the product's). */
  cct?: InputMaybe<NumberRange>;
  /** Only these collections. */
  collectionIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Colour rendering index. */
  cri?: InputMaybe<NumberRange>;
  /** Lumens per watt. */
  efficacy?: InputMaybe<NumberRange>;
  environment?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Lead time in weeks. */
  leadTime?: InputMaybe<NumberRange>;
  /** Length in millimetres. */
  lengthMm?: InputMaybe<NumberRange>;
  lumens?: InputMaybe<NumberRange>;
  /** Any of these, case aside. */
  manufacturer?: InputMaybe<Array<Scalars['String']['input']>>;
  mounting?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Budget price. */
  price?: InputMaybe<NumberRange>;
  productType?: InputMaybe<Array<Scalars['String']['input']>>;
  wattage?: InputMaybe<NumberRange>;
};

/** A product found: a row of a collection's schedule, as the viewer may read it. */
export type ProductSearchHit = {
  __typename?: 'ProductSearchHit';
  /** Colour temperatures read from its text, in kelvin. */
  cct: Array<Scalars['Int']['output']>;
  /** The product's cells (as a collection's row). */
  cells: Scalars['JSON']['output'];
  collectionId: Scalars['ID']['output'];
  collectionName: Scalars['String']['output'];
  cri: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  lengthMm: Maybe<Scalars['Float']['output']>;
  /** What the product is called (manufacturer and model, else its code). */
  name: Scalars['String']['output'];
  /** Higher is more relevant. */
  relevance: Scalars['Int']['output'];
  /** The image's small thumbnail, when it has one. */
  thumbnail: Maybe<Scalars['String']['output']>;
  workspaceId: Scalars['ID']['output'];
};

/** Search response (seed 001, section 3), for products. */
export type ProductSearchResponse = {
  __typename?: 'ProductSearchResponse';
  capped: Scalars['Boolean']['output'];
  data: Array<ProductSearchHit>;
  match: SearchMatch;
  query: Scalars['String']['output'];
  queryName: Scalars['String']['output'];
  requestId: Maybe<Scalars['String']['output']>;
  /** Continue from here; null on the last page. Pages never skip or repeat a match while products change. */
  scrollID: Maybe<Scalars['String']['output']>;
  /** The words to highlight in the hits: the query's words and, for fuzzy, the words they matched. */
  terms: Array<Scalars['String']['output']>;
  /** How many products matched (at most 10,000 are kept for paging; capped says when there were more). */
  total: Scalars['Int']['output'];
  understood: Array<SearchTerm>;
  /** The viewer's id. */
  username: Scalars['ID']['output'];
};

/** Relevance always comes first; this orders what is equally relevant. */
export type ProductSearchSort = {
  descending?: InputMaybe<Scalars['Boolean']['input']>;
  field: ProductSearchSortField;
};

export type ProductSearchSortField =
  | 'EFFICACY'
  | 'LEAD_TIME'
  | 'LUMENS'
  | 'MANUFACTURER'
  | 'NAME'
  | 'PRICE'
  | 'RELEVANCE'
  | 'UPDATED'
  | 'WATTAGE';

export type ProductUpdate = {
  __typename?: 'ProductUpdate';
  collectionId: Scalars['ID']['output'];
  productId: Scalars['ID']['output'];
  rowIds: Array<Scalars['ID']['output']>;
  scheduleId: Scalars['ID']['output'];
};

export type ProfileImage = {
  __typename?: 'ProfileImage';
  key: Scalars['String']['output'];
  thumbnails: Thumbnails;
  url: Scalars['String']['output'];
};

export type Project = {
  __typename?: 'Project';
  address: Maybe<Address>;
  area: Scalars['Float']['output'];
  areaUnit: AreaUnit;
  baseBudget: Scalars['Float']['output'];
  createdDate: Scalars['String']['output'];
  creator: ProjectCreator;
  id: Scalars['ID']['output'];
  isShared: Scalars['Boolean']['output'];
  lastAccessed: Maybe<Scalars['String']['output']>;
  location: Maybe<Scalars['String']['output']>;
  number: Maybe<Scalars['String']['output']>;
  phase: Maybe<Scalars['String']['output']>;
  powerDensity: Scalars['Float']['output'];
  projectColor: Maybe<Scalars['String']['output']>;
  projectIcon: Maybe<Scalars['String']['output']>;
  projectId: Scalars['ID']['output'];
  projectLastModified: Scalars['String']['output'];
  projectName: Scalars['String']['output'];
  rowsCount: Scalars['Int']['output'];
  /** The shared link while it is on, for those who may manage it; null otherwise. */
  sharedLink: Maybe<SharedLink>;
  sourceLibraryId: Maybe<Scalars['ID']['output']>;
  /** Whether the viewer starred this project (their user project preference 'starred'). */
  starred: Scalars['Boolean']['output'];
  status: ProjectStatus;
  tags: Array<Scalars['String']['output']>;
  /** number - name - phase, leaving out missing parts. */
  title: Scalars['String']['output'];
  viewerCan: ProjectAbilities;
  workspaceId: Scalars['ID']['output'];
};

export type ProjectAbilities = {
  __typename?: 'ProjectAbilities';
  /** Archive or restore: a setup change allowed whatever state the project is in. */
  archive: Ability;
  changeSourceLibrary: Ability;
  copy: Ability;
  delete: Ability;
  edit: Ability;
  editSetup: Ability;
  /** Export the schedule (editors; collaborators with the flag; a shared link's reader when it allows). */
  export: Ability;
  /** Export a Revit key schedule (as export, and the core package when its flag is on). */
  exportRevit: Ability;
  /** Share directly: Send invites, change roles and remove people (creators). */
  managePermissions: Ability;
  /** Ask the creators to invite someone (Request an invite). */
  requestInvite: Ability;
  /** Turn the shared link on or off (editor's role and premium). */
  sharedLink: Ability;
  /** Set the project's tags (editor's role and premium, while active). */
  tags: Ability;
};

/**
 * The budget dashboard of a project. Money is an exact decimal in a string. The totals are summed
 * from the schedule's rows (zero while it has none); power density is total power ÷ area.
 */
export type ProjectAggregation = {
  __typename?: 'ProjectAggregation';
  area: Scalars['Float']['output'];
  areaUnit: AreaUnit;
  baseBudget: Scalars['Float']['output'];
  id: Scalars['ID']['output'];
  notes: Scalars['String']['output'];
  powerDensity: Scalars['Float']['output'];
  /** Power by type designation, for the power chart (the same figures as typeSumValues). */
  powerSumValues: Array<TypeTotal>;
  projectId: Scalars['ID']['output'];
  /** Cost and power by row tag (untagged rows under the empty string). */
  tagSumValues: Array<TagTotal>;
  targetPowerDensity: Scalars['Float']['output'];
  totalCost: Scalars['String']['output'];
  totalPower: Scalars['Float']['output'];
  /** Cost and power by type designation (an empty type is the empty string). */
  typeSumValues: Array<TypeTotal>;
};

export type ProjectCreator = {
  __typename?: 'ProjectCreator';
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Maybe<Scalars['String']['output']>;
};

export type ProjectInviteInput = {
  email: Scalars['String']['input'];
  type?: InputMaybe<ProjectPermissionType>;
};

export type ProjectList = {
  __typename?: 'ProjectList';
  data: Array<Project>;
  nextToken: Maybe<Scalars['String']['output']>;
};

export type ProjectMember = {
  __typename?: 'ProjectMember';
  email: Scalars['String']['output'];
  name: Maybe<Scalars['String']['output']>;
  role: WorkspaceRole;
  roleLabel: Scalars['String']['output'];
  userId: Scalars['ID']['output'];
};

/** How getSortedUserProjectsV2 orders projects. */
export type ProjectOrder =
  | 'createdDate'
  | 'lastAccessed'
  | 'number'
  | 'projectName';

/** Someone given a role on a project through the share dialog. */
export type ProjectPermission = {
  __typename?: 'ProjectPermission';
  createdDate: Scalars['String']['output'];
  /** Their choice to hide resolved comments on this project. */
  hideResolvedComments: Scalars['Boolean']['output'];
  invitedBy: Maybe<Scalars['ID']['output']>;
  /** Has paid status (Premium group, or a member of a paid workspace): no confirmation for editing roles. */
  isPaid: Scalars['Boolean']['output'];
  /** Invited by e-mail and not signed in yet: their role cannot be changed until they do. */
  isPending: Scalars['Boolean']['output'];
  /** The roles the dialog may offer this person (no editing roles for a Design Partner). */
  offeredTypes: Array<ProjectPermissionType>;
  type: ProjectPermissionType;
  /** The role as the product shows it (collaborator is Design Partner). */
  typeLabel: Scalars['String']['output'];
  userInfo: PermissionUserInfo;
  /** Their role in the workspace, when they belong to it (guests are shown as guest). */
  workspaceRole: Maybe<WorkspaceRole>;
};

export type ProjectPermissionInput = {
  type: ProjectPermissionType;
  userId: Scalars['ID']['input'];
};

export type ProjectPermissionRemoval = {
  userId: Scalars['ID']['input'];
};

/** The roles a project permission holds (spec 000 §3), lowest first. */
export type ProjectPermissionType =
  | 'collaborator'
  | 'creator'
  | 'editor'
  | 'viewer';

export type ProjectPreference = {
  __typename?: 'ProjectPreference';
  key: Scalars['String']['output'];
  value: Maybe<Scalars['String']['output']>;
};

/** Projects: a schedule of products with a budget, inside a workspace. */
export type ProjectStatus =
  | 'active'
  | 'archived';

export type ProjectStatusChange = {
  __typename?: 'ProjectStatusChange';
  projectId: Scalars['ID']['output'];
  status: ProjectStatus;
  workspaceId: Scalars['ID']['output'];
};

/** An issue of the project's schedule: a frozen copy of its rows (its own scheduleId). */
export type ProjectVersion = {
  __typename?: 'ProjectVersion';
  createdAt: Scalars['String']['output'];
  createdBy: Maybe<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
  projectId: Scalars['ID']['output'];
  rowsCount: Scalars['Int']['output'];
  scheduleId: Scalars['ID']['output'];
  shortName: Maybe<Scalars['String']['output']>;
  /** active or archived */
  status: Scalars['String']['output'];
  title: Scalars['String']['output'];
  versionDate: Scalars['String']['output'];
};

export type PubSubKind =
  | 'IN_PROCESS'
  | 'REDIS';

export type Query = {
  __typename?: 'Query';
  ListFeatureFlags: Array<FeatureFlag>;
  /** The viewer's connected Procore accounts (seed 001, section 7). */
  ListProcoreAccounts: Array<ProcoreAccount>;
  /**
   * What changed from the primary version to the secondary one, or to the live schedule when no
   * secondary is given. Needs an editor-level role and premium; refused on free workspaces.
   */
  compareProjectVersions: VersionComparison;
  /** Compare schedule with references: every referencing row that differs from its product. */
  compareScheduleWithReferences: Array<RowDiffProduct>;
  /** A file attached to a comment the viewer may see, or one they uploaded. */
  getAttachmentInfo: AttachmentInfo;
  /** Columns another column may refer to (everything but computed, attachment and relation columns). */
  getAvailableReferenceFields: Array<ScheduleColumn>;
  /** Accepted changes of one cell, newest first. */
  getCellHistory: CellChanges;
  getCollectionMembers: Array<CataloguePermission>;
  getCollectionPhotoInfo: CollectionPhoto;
  getCollectionProduct: Scalars['JSON']['output'];
  /** The collection's product table: its columns and product count. */
  getCollectionSchema: Schedule;
  getCollectionSharedLink: Maybe<CollectionSharedLink>;
  getCollectionSharingOptions: CollectionSharingOptions;
  /** The views of the collection's product table. */
  getCollectionViews: Array<View>;
  getColorIconPalette: ColorIconPalette;
  /** One comment; 'Comment not found.' when it does not exist or the viewer may not see it. */
  getComment: Comment;
  /** The cells with comments, of one row or of the whole schedule. */
  getCommentCellPointers: Array<CommentCellPointer>;
  /** The columns a comparison reads. */
  getComparisonFields: Array<ScheduleColumn>;
  /** The distinct values a column holds, for its dropdown. */
  getDropdownValues: Array<Scalars['String']['output']>;
  /** One export, by its request id or its file id (/getFile?fileId=); only its requester reads it. */
  getExportFile: ExportFile;
  /**
   * Download links for files held by the project's cells (its live schedule, its versions and its
   * deleted rows), for those who may read the project, the shared link's readers included; or,
   * with collectionId instead, by the collection's products, for its readers. Keys the cells do
   * not hold are left out. At most 200 keys.
   */
  getFileLinks: Array<FileLink>;
  /** An import the viewer started, as it stands. */
  getImportDocument: ImportDocument;
  getLibrary: Library;
  /**
   * A collection for its page and info modal; opening it counts as an access (recent collections).
   * accessToken: its shared link's token, which lets the holder read an unlisted collection.
   */
  getLibraryCollectionInfo: Collection;
  /** A library with its counts, for the info modal. */
  getLibraryInfo_v2: Library;
  /** List prices of a licence (premium by default) in a currency (usd by default), of a plan or interval. */
  getListPrice: Array<Price>;
  getMyRolesInResource: ResourceRoles;
  /** Where the user lands after sign-in: the stored route, an event page, or projects. */
  getOnboardingRoute: Scalars['String']['output'];
  /**
   * The Procore sign-in address that connects an account to the viewer; open it in a new window.
   * Good for 10 minutes; Procore sends the person back to the /procore/callback page.
   */
  getProcoreAuthUrl: Scalars['String']['output'];
  getProductMode: ProductMode;
  getProjectAggregation: ProjectAggregation;
  getProjectById: Maybe<Project>;
  /** People who can open the project: its workspace's members until projects are shared one by one. */
  getProjectMembers: Array<ProjectMember>;
  /** Everyone given a role on the project, creators first. */
  getProjectPermissions: Array<ProjectPermission>;
  /** The project's live schedule, or one of its version schedules by id. */
  getProjectSchedule: Schedule;
  /** The tags of one project, or every tag used in the workspace's projects. */
  getProjectTags: Array<Scalars['String']['output']>;
  /** The viewer's unread count on a resource and their hide-resolved choice there. */
  getResourceCommentsState: ResourceCommentsState;
  getResourcePermission: ResourcePermission;
  getRowDiffProduct: RowDiffProduct;
  getRowFollowers: Array<RowFollower>;
  /** Rows whose tag is one of the given tags. */
  getRowsByTags: ScheduleRowsPage;
  /** What the viewer may do to rows and cells here, with the reason when not. */
  getScheduleCommands: Array<ScheduleCommand>;
  /** One view; 'View not found.' when it does not exist or is withheld from the viewer. */
  getScheduleView: View;
  /** The views of the project's schedule the viewer may see, built-in ones first. */
  getScheduleViews: Array<View>;
  /** Summaries of the given rows (rows without comments answer zeros). */
  getSlants: Array<Slant>;
  getSortedUserProjectsV2: ProjectList;
  /** The viewer's starred lists in the workspace, 100 a page. */
  getStarredProjectLists: StarredProjectLists;
  /** Rows in schedule order (type designation, then order number), 15 a page by default. */
  getStructuredScheduleRows: ScheduleRowsPage;
  /**
   * A signed link to the import template (seed 000, section 7): a workbook (xlsx, default) or csv
   * whose headers are the target's columns (computed ones left out), with one example row. Without
   * a target, the default product columns.
   */
  getTemplateUrl: Scalars['String']['output'];
  /** The total of the rows carrying a tag. */
  getTotalOfTag: TagTotal;
  /** Two-letter country of the request, from its preferred language region; null when unknown. */
  getUserCountryCode: Maybe<Scalars['String']['output']>;
  /** A workspace's invoices, newest first, 20 a page. */
  getUserInvoices: InvoiceList;
  /** The viewer's own setting by key, or null when never set. */
  getUserPreference: Maybe<UserPreference>;
  /** The signed-in user's profile, or the profile of the user with this id (username). */
  getUserProfile: Maybe<UserProfile>;
  getUserProfileByEmail: Maybe<UserProfile>;
  getUserProjectPreference: Maybe<ProjectPreference>;
  /** Subscriptions of the workspaces the viewer may pay for, or of one of them. */
  getUserSubscriptions: Array<WorkspaceSubscription>;
  /** The viewer's own parameters for a view. */
  getViewParams: Scalars['JSON']['output'];
  getWorkspace: Maybe<Workspace>;
  getWorkspaceBilling: WorkspaceBilling;
  /** The name and logo of a workspace for its white-label sign-in pages; null for an unknown id. */
  getWorkspaceBranding: Maybe<WorkspaceBranding>;
  /** The viewer's section order and collapsed groups; libraryId narrows them to one library's page. */
  getWorkspaceSectionSettings: SectionSettings;
  /** Every workspace of the viewer, 100 a page. */
  getWorkspacesList: WorkspaceList;
  /** @deprecated Use listWorkspacesForFollowing. */
  getWorkspacesListForFollowing: WorkspaceList;
  isCollectionFollowed: Scalars['Boolean']['output'];
  isUserNeedPremium: Scalars['Boolean']['output'];
  listCollectionPhotos: Array<CollectionPhoto>;
  listCollectionsForProduct: CollectionsForProduct;
  /**
   * Comments on a resource, newest first, `limit` (default 3) at a time. rowId narrows to a row's
   * comments (row and field ones), cellPointer to one cell's. Resolved ones are left out when the
   * viewer hides them, unless includeResolved.
   */
  listComments: CommentsPage;
  /** A custom library's collections (created in it or added to it). */
  listCustomLibraryCollections: CollectionPage;
  listDeletedRows: ScheduleRowsPage;
  /** The person's exports of the project from the last 20 minutes, newest first. */
  listExportFiles: Array<ExportFile>;
  listFollowedCollections: CollectionPage;
  listFollowedCollectionsLastAccessed: Array<Collection>;
  listFollowedCollectionsV2: CollectionPage;
  /** The workspace's libraries the viewer may open, default first then by sort; 18 a page. */
  listLibraries: LibraryList;
  /** The libraries of the workspace holding the collection (home and custom ones it was added to). */
  listLibrariesWithCollection: Array<Library>;
  listMyCollectionSuggestions: CollectionSuggestionPage;
  /**
   * The collections page: each asked group (private, shared, workspace, … ; all when omitted) with
   * its first page of 18 (100 with the collectionPageSize100 flag). With one group and its
   * nextToken, that group's next page. libraryId narrows to one library.
   */
  listMyCollectionsV2: Array<CollectionGroupPage>;
  /** Libraries the viewer created or was given a role on. */
  listMyLibraries: LibraryList;
  /** The viewer's open invitations into workspaces, newest first (at most 50). */
  listMyWorkspaceInvitations: Array<WorkspaceInvitation>;
  listMyWorkspaces: Array<Workspace>;
  listProcoreCompanies: Array<ProcoreCompany>;
  /** The folders inside a folder of a Procore project; inside its top folder when folderId is null. */
  listProcoreFolders: Array<ProcoreFolder>;
  /** Where the viewer last sent schedules, newest first. */
  listProcoreLastUsedFolders: Array<ProcoreLastUsedFolder>;
  listProcoreProjects: Array<ProcoreProject>;
  /** Schedules the viewer reads that use the product. */
  listProductFollowers: Array<ProductFollower>;
  /** The project's versions, newest first (archived ones too, marked). */
  listProjectVersions: Array<ProjectVersion>;
  listRecentCollectionsV2: CollectionPage;
  /** Up to 10 kept per person and workspace; the picker shows 3. */
  listRecentProducts: Array<RecentProduct>;
  /** The collections the viewer opened most recently, newest first. */
  listResentlyCollections: Array<Collection>;
  /** Summaries of every row with comments, 500 at a time. */
  listSlants: SlantsPage;
  /** The collection's products in order, as getStructuredScheduleRows pages a schedule. */
  listStructuredCollectionRows: ScheduleRowsPage;
  listUsersInWorkspace: WorkspaceMemberList;
  /** Workspaces the viewer may follow collections and pages into (creator or editor roles), 20 a page. */
  listWorkspacesForFollowing: WorkspaceList;
  /** The workspaces of the viewer that hold the collection. */
  listWorkspacesWithCollection: Array<Workspace>;
  /** The viewer's notifications, newest first, 20 at a time. */
  myNotifications: NotificationsPage;
  /**
   * Reads an uploaded CSV or XLSX file (POST /files, key) for the mapping step: its columns with
   * a guess for each, the first rows and how many there are. Needs import:csv on the target
   * (collectionId or projectId, exactly one).
   */
  previewImportDocument: ImportPreview;
  /**
   * Places matching what the user types in an address field, best first (limit 1 to 20, default 8).
   * Answered from a gazetteer of world cities shipped with the server, and from the geocoder at
   * GEOCODER_URL when one is configured.
   */
  searchAddress: Array<Address>;
  /** Collections the viewer may read from the workspace, by name, description, keywords and location. */
  searchCollectionsV3: CollectionSearchResponse;
  /** Members of the resource matching the text (a leading @ is ignored), for mentions. */
  searchCommentMentions: Array<CommentPerson>;
  /**
   * Products of every collection the viewer may read from the workspace (its own, shared, followed,
   * suggested), matching the query's words and filters; relevance first, then the sort; 100 a page.
   * Lighting terms in the query ('3000K', '90 CRI', '4 ft', '> 800 lm', '<= 10 W') are read as
   * filters. With requestId, the page is also pushed to onSearchProductsV3 for that id.
   */
  searchProductsV3: ProductSearchResponse;
  /**
   * Rows of the schedule (the live one, or a version's schedule by versionId) with a cell holding
   * the query (case aside), in schedule order, 100 a page. The page is also pushed to the viewer's
   * onSearchProjectCells subscription for the same project, query, view and version.
   */
  searchProjectCells: SearchResultsPage;
  /** People who can open the project (members and those it is shared with) matching the text. */
  searchProjectMembers: Array<UserSearchResult>;
  /**
   * People of the workspace matching the text (name or e-mail; trimmed, a leading @ ignored), 20 a
   * page; with projectId, each carries their permission on the project.
   */
  searchUsersV4: UserSearchPage;
  systemStatus: SystemStatus;
};


export type QueryListFeatureFlagsArgs = {
  name?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCompareProjectVersionsArgs = {
  primaryVersionId: Scalars['ID']['input'];
  projectId: Scalars['ID']['input'];
  secondaryVersionId?: InputMaybe<Scalars['ID']['input']>;
  workspaceId: Scalars['ID']['input'];
};


export type QueryCompareScheduleWithReferencesArgs = {
  collectionId?: InputMaybe<Scalars['ID']['input']>;
  projectId?: InputMaybe<Scalars['ID']['input']>;
  workspaceId: Scalars['ID']['input'];
};


export type QueryGetAttachmentInfoArgs = {
  key: Scalars['String']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type QueryGetAvailableReferenceFieldsArgs = {
  collectionId?: InputMaybe<Scalars['ID']['input']>;
  projectId?: InputMaybe<Scalars['ID']['input']>;
  workspaceId: Scalars['ID']['input'];
};


export type QueryGetCellHistoryArgs = {
  col: Scalars['String']['input'];
  collectionId?: InputMaybe<Scalars['ID']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  projectId?: InputMaybe<Scalars['ID']['input']>;
  rowId: Scalars['ID']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type QueryGetCollectionMembersArgs = {
  collectionId: Scalars['ID']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type QueryGetCollectionPhotoInfoArgs = {
  collectionId: Scalars['ID']['input'];
  photoId: Scalars['ID']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type QueryGetCollectionProductArgs = {
  collectionId: Scalars['ID']['input'];
  productId: Scalars['ID']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type QueryGetCollectionSchemaArgs = {
  collectionId: Scalars['ID']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type QueryGetCollectionSharedLinkArgs = {
  collectionId: Scalars['ID']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type QueryGetCollectionSharingOptionsArgs = {
  collectionId: Scalars['ID']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type QueryGetCollectionViewsArgs = {
  collectionId: Scalars['ID']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type QueryGetColorIconPaletteArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  prefix?: InputMaybe<Scalars['String']['input']>;
};


export type QueryGetCommentArgs = {
  commentId: Scalars['ID']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type QueryGetCommentCellPointersArgs = {
  projectId: Scalars['ID']['input'];
  rowId?: InputMaybe<Scalars['ID']['input']>;
  workspaceId: Scalars['ID']['input'];
};


export type QueryGetComparisonFieldsArgs = {
  projectId: Scalars['ID']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type QueryGetDropdownValuesArgs = {
  col: Scalars['String']['input'];
  collectionId?: InputMaybe<Scalars['ID']['input']>;
  projectId?: InputMaybe<Scalars['ID']['input']>;
  workspaceId: Scalars['ID']['input'];
};


export type QueryGetExportFileArgs = {
  fileId?: InputMaybe<Scalars['ID']['input']>;
  requestId?: InputMaybe<Scalars['ID']['input']>;
  sharedLink?: InputMaybe<Scalars['String']['input']>;
};


export type QueryGetFileLinksArgs = {
  collectionId?: InputMaybe<Scalars['ID']['input']>;
  keys: Array<Scalars['String']['input']>;
  projectId?: InputMaybe<Scalars['ID']['input']>;
  workspaceId: Scalars['ID']['input'];
};


export type QueryGetImportDocumentArgs = {
  importId: Scalars['ID']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type QueryGetLibraryArgs = {
  libraryId: Scalars['ID']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type QueryGetLibraryCollectionInfoArgs = {
  accessToken?: InputMaybe<Scalars['String']['input']>;
  collectionId: Scalars['ID']['input'];
  libraryId?: InputMaybe<Scalars['ID']['input']>;
  workspaceId: Scalars['ID']['input'];
};


export type QueryGetLibraryInfo_V2Args = {
  libraryId: Scalars['ID']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type QueryGetListPriceArgs = {
  currency?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<PriceFilter>;
  workspaceLicense?: InputMaybe<Scalars['String']['input']>;
};


export type QueryGetMyRolesInResourceArgs = {
  resourceId: Scalars['ID']['input'];
  resourceType: PermissionResourceType;
  workspaceId: Scalars['ID']['input'];
};


export type QueryGetOnboardingRouteArgs = {
  input?: InputMaybe<OnboardingRouteInput>;
};


export type QueryGetProductModeArgs = {
  collectionId: Scalars['ID']['input'];
  productId?: InputMaybe<Scalars['ID']['input']>;
  workspaceId: Scalars['ID']['input'];
};


export type QueryGetProjectAggregationArgs = {
  projectId: Scalars['ID']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type QueryGetProjectByIdArgs = {
  id: Scalars['ID']['input'];
  sharedLink?: InputMaybe<Scalars['String']['input']>;
  workspaceId: Scalars['ID']['input'];
};


export type QueryGetProjectMembersArgs = {
  projectId: Scalars['ID']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type QueryGetProjectPermissionsArgs = {
  projectId: Scalars['ID']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type QueryGetProjectScheduleArgs = {
  collectionId?: InputMaybe<Scalars['ID']['input']>;
  projectId?: InputMaybe<Scalars['ID']['input']>;
  scheduleId?: InputMaybe<Scalars['ID']['input']>;
  workspaceId: Scalars['ID']['input'];
};


export type QueryGetProjectTagsArgs = {
  projectId?: InputMaybe<Scalars['ID']['input']>;
  workspaceId: Scalars['ID']['input'];
};


export type QueryGetResourceCommentsStateArgs = {
  resourceId: Scalars['ID']['input'];
  resourceType: CommentScope;
  workspaceId: Scalars['ID']['input'];
};


export type QueryGetResourcePermissionArgs = {
  resourceId: Scalars['ID']['input'];
  resourceType: PermissionResourceType;
  workspaceId: Scalars['ID']['input'];
};


export type QueryGetRowDiffProductArgs = {
  collectionId?: InputMaybe<Scalars['ID']['input']>;
  projectId?: InputMaybe<Scalars['ID']['input']>;
  rowId: Scalars['ID']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type QueryGetRowFollowersArgs = {
  projectId: Scalars['ID']['input'];
  rowId: Scalars['ID']['input'];
  tableId?: InputMaybe<Scalars['ID']['input']>;
  tableType?: InputMaybe<Scalars['String']['input']>;
  workspaceId: Scalars['ID']['input'];
};


export type QueryGetRowsByTagsArgs = {
  collectionId?: InputMaybe<Scalars['ID']['input']>;
  projectId?: InputMaybe<Scalars['ID']['input']>;
  scheduleId?: InputMaybe<Scalars['ID']['input']>;
  tags: Array<Scalars['String']['input']>;
  workspaceId: Scalars['ID']['input'];
};


export type QueryGetScheduleCommandsArgs = {
  collectionId?: InputMaybe<Scalars['ID']['input']>;
  projectId?: InputMaybe<Scalars['ID']['input']>;
  workspaceId: Scalars['ID']['input'];
};


export type QueryGetScheduleViewArgs = {
  collectionId?: InputMaybe<Scalars['ID']['input']>;
  projectId?: InputMaybe<Scalars['ID']['input']>;
  viewId: Scalars['ID']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type QueryGetScheduleViewsArgs = {
  collectionId?: InputMaybe<Scalars['ID']['input']>;
  projectId?: InputMaybe<Scalars['ID']['input']>;
  workspaceId: Scalars['ID']['input'];
};


export type QueryGetSlantsArgs = {
  projectId: Scalars['ID']['input'];
  rowIds: Array<Scalars['ID']['input']>;
  workspaceId: Scalars['ID']['input'];
};


export type QueryGetSortedUserProjectsV2Args = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  orderBy?: InputMaybe<ProjectOrder>;
  scanIndexForward?: InputMaybe<Scalars['Boolean']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  starred?: InputMaybe<Scalars['Boolean']['input']>;
  status?: InputMaybe<ProjectStatus>;
  tagName?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  workspaceId: Scalars['ID']['input'];
};


export type QueryGetStarredProjectListsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  workspaceId: Scalars['ID']['input'];
};


export type QueryGetStructuredScheduleRowsArgs = {
  collectionId?: InputMaybe<Scalars['ID']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  projectId?: InputMaybe<Scalars['ID']['input']>;
  scheduleId?: InputMaybe<Scalars['ID']['input']>;
  viewId?: InputMaybe<Scalars['ID']['input']>;
  workspaceId: Scalars['ID']['input'];
};


export type QueryGetTemplateUrlArgs = {
  collectionId?: InputMaybe<Scalars['ID']['input']>;
  format?: InputMaybe<Scalars['String']['input']>;
  projectId?: InputMaybe<Scalars['ID']['input']>;
  workspaceId: Scalars['ID']['input'];
};


export type QueryGetTotalOfTagArgs = {
  projectId: Scalars['ID']['input'];
  tag: Scalars['String']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type QueryGetUserInvoicesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  workspaceId: Scalars['ID']['input'];
};


export type QueryGetUserPreferenceArgs = {
  key: Scalars['String']['input'];
};


export type QueryGetUserProfileArgs = {
  username?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryGetUserProfileByEmailArgs = {
  email: Scalars['String']['input'];
};


export type QueryGetUserProjectPreferenceArgs = {
  key: Scalars['String']['input'];
  projectId: Scalars['ID']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type QueryGetUserSubscriptionsArgs = {
  workspaceId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryGetViewParamsArgs = {
  collectionId?: InputMaybe<Scalars['ID']['input']>;
  projectId?: InputMaybe<Scalars['ID']['input']>;
  viewId: Scalars['ID']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type QueryGetWorkspaceArgs = {
  workspaceId: Scalars['ID']['input'];
};


export type QueryGetWorkspaceBillingArgs = {
  workspaceId: Scalars['ID']['input'];
};


export type QueryGetWorkspaceBrandingArgs = {
  workspaceId: Scalars['ID']['input'];
};


export type QueryGetWorkspaceSectionSettingsArgs = {
  libraryId?: InputMaybe<Scalars['ID']['input']>;
  workspaceId: Scalars['ID']['input'];
};


export type QueryGetWorkspacesListArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
};


export type QueryGetWorkspacesListForFollowingArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
};


export type QueryIsCollectionFollowedArgs = {
  collectionId: Scalars['ID']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type QueryIsUserNeedPremiumArgs = {
  workspaceId: Scalars['ID']['input'];
};


export type QueryListCollectionPhotosArgs = {
  collectionId: Scalars['ID']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type QueryListCollectionsForProductArgs = {
  projectId: Scalars['ID']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type QueryListCommentsArgs = {
  cellPointer?: InputMaybe<Scalars['String']['input']>;
  includeResolved?: InputMaybe<Scalars['Boolean']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  resourceId: Scalars['ID']['input'];
  resourceType: CommentScope;
  rowId?: InputMaybe<Scalars['ID']['input']>;
  type?: InputMaybe<CommentKind>;
  workspaceId: Scalars['ID']['input'];
};


export type QueryListCustomLibraryCollectionsArgs = {
  direction?: InputMaybe<SortDirection>;
  libraryId: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<CollectionSort>;
  workspaceId: Scalars['ID']['input'];
};


export type QueryListDeletedRowsArgs = {
  collectionId?: InputMaybe<Scalars['ID']['input']>;
  projectId?: InputMaybe<Scalars['ID']['input']>;
  scheduleId?: InputMaybe<Scalars['ID']['input']>;
  viewId?: InputMaybe<Scalars['ID']['input']>;
  workspaceId: Scalars['ID']['input'];
};


export type QueryListExportFilesArgs = {
  projectId: Scalars['ID']['input'];
  sharedLink?: InputMaybe<Scalars['String']['input']>;
  workspaceId: Scalars['ID']['input'];
};


export type QueryListFollowedCollectionsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  workspaceId: Scalars['ID']['input'];
};


export type QueryListFollowedCollectionsLastAccessedArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  workspaceId: Scalars['ID']['input'];
};


export type QueryListFollowedCollectionsV2Args = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  workspaceId: Scalars['ID']['input'];
};


export type QueryListLibrariesArgs = {
  direction?: InputMaybe<SortDirection>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<LibrarySort>;
  workspaceId: Scalars['ID']['input'];
};


export type QueryListLibrariesWithCollectionArgs = {
  collectionId: Scalars['ID']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type QueryListMyCollectionSuggestionsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
};


export type QueryListMyCollectionsV2Args = {
  direction?: InputMaybe<SortDirection>;
  groups?: InputMaybe<Array<CollectionGroup>>;
  libraryId?: InputMaybe<Scalars['ID']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<CollectionSort>;
  workspaceId: Scalars['ID']['input'];
};


export type QueryListMyLibrariesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  workspaceId: Scalars['ID']['input'];
};


export type QueryListProcoreCompaniesArgs = {
  accountId: Scalars['ID']['input'];
};


export type QueryListProcoreFoldersArgs = {
  accountId: Scalars['ID']['input'];
  companyId: Scalars['ID']['input'];
  folderId?: InputMaybe<Scalars['ID']['input']>;
  projectId: Scalars['ID']['input'];
};


export type QueryListProcoreProjectsArgs = {
  accountId: Scalars['ID']['input'];
  companyId: Scalars['ID']['input'];
};


export type QueryListProductFollowersArgs = {
  collectionId: Scalars['ID']['input'];
  productId: Scalars['ID']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type QueryListProjectVersionsArgs = {
  projectId: Scalars['ID']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type QueryListRecentCollectionsV2Args = {
  libraryId?: InputMaybe<Scalars['ID']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  workspaceId: Scalars['ID']['input'];
};


export type QueryListRecentProductsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  workspaceId: Scalars['ID']['input'];
};


export type QueryListResentlyCollectionsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  workspaceId: Scalars['ID']['input'];
};


export type QueryListSlantsArgs = {
  nextToken?: InputMaybe<Scalars['String']['input']>;
  projectId: Scalars['ID']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type QueryListStructuredCollectionRowsArgs = {
  collectionId: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  viewId?: InputMaybe<Scalars['ID']['input']>;
  workspaceId: Scalars['ID']['input'];
};


export type QueryListUsersInWorkspaceArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  membership?: InputMaybe<WorkspaceMembershipKind>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  workspaceId: Scalars['ID']['input'];
};


export type QueryListWorkspacesForFollowingArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
};


export type QueryListWorkspacesWithCollectionArgs = {
  collectionId: Scalars['ID']['input'];
};


export type QueryMyNotificationsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
};


export type QueryPreviewImportDocumentArgs = {
  collectionId?: InputMaybe<Scalars['ID']['input']>;
  key: Scalars['String']['input'];
  projectId?: InputMaybe<Scalars['ID']['input']>;
  sheetName?: InputMaybe<Scalars['String']['input']>;
  workspaceId: Scalars['ID']['input'];
};


export type QuerySearchAddressArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  query: Scalars['String']['input'];
};


export type QuerySearchCollectionsV3Args = {
  filters?: InputMaybe<CollectionSearchFilters>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  match?: InputMaybe<SearchMatch>;
  query: Scalars['String']['input'];
  requestId?: InputMaybe<Scalars['String']['input']>;
  scrollID?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<CollectionSearchSort>;
  workspaceId: Scalars['ID']['input'];
};


export type QuerySearchCommentMentionsArgs = {
  resourceId: Scalars['ID']['input'];
  resourceType: CommentScope;
  search: Scalars['String']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type QuerySearchProductsV3Args = {
  filters?: InputMaybe<ProductSearchFilters>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  match?: InputMaybe<SearchMatch>;
  query: Scalars['String']['input'];
  requestId?: InputMaybe<Scalars['String']['input']>;
  scrollID?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<ProductSearchSort>;
  workspaceId: Scalars['ID']['input'];
};


export type QuerySearchProjectCellsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  projectId: Scalars['ID']['input'];
  query: Scalars['String']['input'];
  scrollID?: InputMaybe<Scalars['String']['input']>;
  versionId?: InputMaybe<Scalars['ID']['input']>;
  viewId?: InputMaybe<Scalars['ID']['input']>;
  workspaceId: Scalars['ID']['input'];
};


export type QuerySearchProjectMembersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  projectId: Scalars['ID']['input'];
  searchString?: InputMaybe<Scalars['String']['input']>;
  workspaceId: Scalars['ID']['input'];
};


export type QuerySearchUsersV4Args = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  projectId?: InputMaybe<Scalars['ID']['input']>;
  searchString?: InputMaybe<Scalars['String']['input']>;
  workspaceId: Scalars['ID']['input'];
};

export type RecentProduct = {
  __typename?: 'RecentProduct';
  collectionId: Scalars['ID']['output'];
  collectionName: Scalars['String']['output'];
  libraryId: Maybe<Scalars['ID']['output']>;
  name: Maybe<Scalars['String']['output']>;
  productId: Scalars['ID']['output'];
  usedAt: Scalars['String']['output'];
};

/** The viewer's unread comments on a resource, and whether they hide resolved ones there. */
export type ResourceCommentsState = {
  __typename?: 'ResourceCommentsState';
  commentsUnread: Scalars['Int']['output'];
  hideResolvedComments: Scalars['Boolean']['output'];
  resourceId: Scalars['ID']['output'];
  resourceType: CommentScope;
};

/** The viewer's standing on a resource, with the engine's answer. */
export type ResourcePermission = {
  __typename?: 'ResourcePermission';
  /** Whether the viewer may open the resource; reason and message say why not. */
  allowed: Scalars['Boolean']['output'];
  /** Send invites and change roles directly (creators). */
  managePermissions: Ability;
  message: Maybe<Scalars['String']['output']>;
  reason: Maybe<Scalars['String']['output']>;
  /** Ask the creators to invite someone (Request an invite). */
  requestInvite: Ability;
  resourceId: Scalars['ID']['output'];
  resourceType: PermissionResourceType;
  /** Turn the shared link on or off. */
  sharedLink: Ability;
  /** The viewer's role on the resource, or null without one. */
  type: Maybe<Scalars['String']['output']>;
  typeLabel: Maybe<Scalars['String']['output']>;
  /** Reading through the project's shared link only. */
  viaSharedLink: Scalars['Boolean']['output'];
};

/** Each source of the viewer's role on a resource. */
export type ResourceRoles = {
  __typename?: 'ResourceRoles';
  resourceId: Scalars['ID']['output'];
  /** A permission on the resource itself (a project share). */
  resourceRole: Maybe<ProjectPermissionType>;
  resourceType: PermissionResourceType;
  /** The role that counts: the higher of the two for members, the share alone for guests. */
  role: Maybe<Scalars['String']['output']>;
  workspaceMembership: Maybe<Scalars['String']['output']>;
  workspaceRole: Maybe<WorkspaceRole>;
};

export type RowDiffProduct = {
  __typename?: 'RowDiffProduct';
  collectionId: Scalars['ID']['output'];
  collectionName: Scalars['String']['output'];
  edited: Scalars['Boolean']['output'];
  /** Reference fields where the row differs from the product as it is now. */
  fields: Array<ProductFieldDiff>;
  /** The product's cells as they are now (null when removed). */
  product: Maybe<Scalars['JSON']['output']>;
  productId: Scalars['ID']['output'];
  removed: Scalars['Boolean']['output'];
  rowId: Scalars['ID']['output'];
  updateAvailable: Scalars['Boolean']['output'];
};

export type RowFollower = {
  __typename?: 'RowFollower';
  email: Scalars['String']['output'];
  name: Scalars['String']['output'];
  picture: Maybe<Scalars['String']['output']>;
  userId: Scalars['ID']['output'];
};

/** Where a new row goes beside the row it is inserted next to. */
export type RowPlace =
  | 'above'
  | 'below';

/**
 * A project's schedule, or a collection's products: its columns and how many rows it holds. Rows
 * are read with getStructuredScheduleRows. Every schedule call takes projectId or collectionId
 * (exactly one, else 'Please provide id'); a collection's is read with collection:read and its rows
 * and cells edited with collection:editProducts, at most 100 products.
 */
export type Schedule = {
  __typename?: 'Schedule';
  /** The collection it belongs to; null for a project's. */
  collectionId: Maybe<Scalars['ID']['output']>;
  /** Columns locked for editing, and the roles they are locked for. */
  columnRestrictions: Array<ColumnRestriction>;
  custom_fields: Array<ScheduleColumn>;
  default_fields: Array<ScheduleColumn>;
  id: Scalars['ID']['output'];
  /** The project it belongs to; null for a collection's. */
  projectId: Maybe<Scalars['ID']['output']>;
  read_only_fields: Array<Scalars['String']['output']>;
  rowsCount: Scalars['Int']['output'];
  schema: ScheduleSchemaDefinition;
};

export type ScheduleColumn = {
  __typename?: 'ScheduleColumn';
  arrayType: Maybe<Scalars['String']['output']>;
  formulaType: Maybe<Scalars['String']['output']>;
  hint: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  maxLen: Maybe<Scalars['Int']['output']>;
  multiline: Maybe<Scalars['Boolean']['output']>;
  name: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

export type ScheduleCommand = {
  __typename?: 'ScheduleCommand';
  allowed: Scalars['Boolean']['output'];
  message: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  reason: Maybe<Scalars['String']['output']>;
};

export type ScheduleRowDeleted = {
  __typename?: 'ScheduleRowDeleted';
  rowIds: Array<Scalars['ID']['output']>;
  scheduleId: Scalars['ID']['output'];
  session: Maybe<Scalars['String']['output']>;
};

/** A row put (created, changed, restored, shown or hidden) in a schedule, as it happens. */
export type ScheduleRowEvent = {
  __typename?: 'ScheduleRowEvent';
  forceUpdate: Scalars['Boolean']['output'];
  row: Scalars['JSON']['output'];
  scheduleId: Scalars['ID']['output'];
  /** The editing session that made the change; a client ignores its own unless forceUpdate. */
  session: Maybe<Scalars['String']['output']>;
};

/**
 * One change to a schedule: a put brings `row` (one row) or `rows` (several, one event for a batch
 * of cells or an inserted row with the rows it moved); deleted brings `rowIds`.
 */
export type ScheduleRowsChange = {
  __typename?: 'ScheduleRowsChange';
  forceUpdate: Maybe<Scalars['Boolean']['output']>;
  kind: ScheduleRowsChangeKind;
  row: Maybe<Scalars['JSON']['output']>;
  rowIds: Maybe<Array<Scalars['ID']['output']>>;
  rows: Maybe<Array<Scalars['JSON']['output']>>;
  scheduleId: Scalars['ID']['output'];
  session: Maybe<Scalars['String']['output']>;
};

export type ScheduleRowsChangeKind =
  /** The schedule's columns or their locks changed: read getProjectSchedule again. */
  | 'columns'
  /** Rows went to the deleted list: `rowIds`. */
  | 'deleted'
  /** Rows were created or changed: `row` for one row, `rows` for several changed at once. */
  | 'put'
  /** The subscription is in place: rows read from now on miss nothing. */
  | 'subscribed';

/**
 * A page of rows. Each row is a JSON object: id, key (ROW#id), order, hidden, cells (product
 * fields and custom columns by column id, computed cells included), versions (per cell),
 * session, updatedBy, updatedAt.
 */
export type ScheduleRowsPage = {
  __typename?: 'ScheduleRowsPage';
  data: Array<Scalars['JSON']['output']>;
  nextToken: Maybe<Scalars['String']['output']>;
};

export type ScheduleSchemaDefinition = {
  __typename?: 'ScheduleSchemaDefinition';
  custom_fields: Array<ScheduleColumn>;
  default_fields: Array<ScheduleColumn>;
  read_only_fields: Array<Scalars['String']['output']>;
};

/**
 * What a scrape of a product page found (seed 001, section 4). product holds cells by schedule
 * column id (manufacturer, model, productCode, description, budgetPrice, wattage, lumens,
 * productUrl, …), only those found, already checked against their columns.
 */
export type ScrapeResult = {
  __typename?: 'ScrapeResult';
  attachmentId: Scalars['ID']['output'];
  /** 'Error when getting data from url' or 'No product data received from scraping!', with why. */
  error: Maybe<Scalars['String']['output']>;
  /** null when the page had no image or it could not be fetched (the image field is left empty). */
  image: Maybe<ScrapedImage>;
  product: Maybe<Scalars['JSON']['output']>;
  /** How the page was read, best first: json-ld, microdata, open-graph, page. */
  sources: Array<Scalars['String']['output']>;
  status: ScrapeStatus;
  url: Scalars['String']['output'];
};

/** Where a scrape stands (seed 001, section 4). */
export type ScrapeStatus =
  /** Cancelled by cancelScrape; ends quietly. */
  | 'ABORTED'
  | 'FAILED'
  | 'FINISHED'
  | 'RUNNING';

/** The page's main image, kept in storage as the viewer's upload, ready for an image cell. */
export type ScrapedImage = {
  __typename?: 'ScrapedImage';
  filename: Scalars['String']['output'];
  /** The file's key, as an attachment cell holds it. */
  key: Scalars['String']['output'];
  size: Scalars['Int']['output'];
  /** Links to its thumbnails, once drawn. */
  thumbnails: Maybe<Thumbnails>;
  type: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

/** How a search's words match (seed 001, section 4). */
export type SearchMatch =
  /** Whole words. */
  | 'FULL'
  /** Whole words, and words one edit away (for words of 4 or more letters). */
  | 'FUZZY'
  /** Parts of words (substrings). */
  | 'PART';

/** A row with the cells that match a search. */
export type SearchResult = {
  __typename?: 'SearchResult';
  matches: Array<CellMatch>;
  query: Scalars['String']['output'];
  rowId: Scalars['ID']['output'];
  scheduleId: Scalars['ID']['output'];
  scrollID: Maybe<Scalars['String']['output']>;
  status: Scalars['String']['output'];
};

export type SearchResultsPage = {
  __typename?: 'SearchResultsPage';
  data: Array<SearchResult>;
  query: Scalars['String']['output'];
  /** Continue from here; null on the last page. */
  scrollID: Maybe<Scalars['String']['output']>;
};

/** How part of the query was read: a word searched for, or a filter ('3000K', '> 800 lm'). */
export type SearchTerm = {
  __typename?: 'SearchTerm';
  /** word or filter */
  kind: Scalars['String']['output'];
  /** What it means, for the person searching (e.g. 'CCT 3000 K', 'Lumens > 800'). */
  label: Scalars['String']['output'];
  /** The part of the query it came from. */
  text: Scalars['String']['output'];
};

/** The collections section settings of a viewer in a workspace (spec 001 §3 Section setting). */
export type SectionSettings = {
  __typename?: 'SectionSettings';
  /** Groups the viewer collapsed. */
  collapsed: Array<Scalars['String']['output']>;
  /** Group ids in the order the viewer keeps them (private, shared, published, followed, workspace, suggestion, community). */
  collectionsSectionsOrder: Array<Scalars['String']['output']>;
};

/**
 * Sign-up, sign-in and sessions. The access token travels as `Authorization: Bearer …` (and as
 * `connectionParams.authorization` on the WebSocket); the refresh token lives only in an httpOnly
 * cookie on /graphql, rotated on every use.
 */
export type Session = {
  __typename?: 'Session';
  accessToken: Scalars['String']['output'];
  /** When the access token stops being accepted (ISO 8601); refresh before then. */
  accessTokenExpiresAt: Scalars['String']['output'];
  user: UserProfile;
};

/** A project's link for reading without signing in. */
export type SharedLink = {
  __typename?: 'SharedLink';
  accessToken: Scalars['String']['output'];
  /** Whether people with the link may export the project; false again once the link is turned off. */
  allowExport: Scalars['Boolean']['output'];
  generatedAt: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type SignInChallenge =
  /** The account was created by an invitation with a temporary password: set a new one first. */
  | 'NEW_PASSWORD_REQUIRED';

export type SignInResult = {
  __typename?: 'SignInResult';
  /** Present when the user must act before a session is given. */
  challenge: Maybe<SignInChallenge>;
  /** Carries the challenge to completeNewPassword. */
  challengeToken: Maybe<Scalars['String']['output']>;
  /** Present when signed in. */
  session: Maybe<Session>;
};

/** A row's comment summary for the viewer. */
export type Slant = {
  __typename?: 'Slant';
  commentsAmount: Scalars['Int']['output'];
  commentsUnread: Scalars['Int']['output'];
  /** ROW#{rowId} */
  id: Scalars['ID']['output'];
  rowId: Scalars['ID']['output'];
  unreadMessageIDs: Array<Scalars['ID']['output']>;
};

export type SlantsPage = {
  __typename?: 'SlantsPage';
  items: Array<Slant>;
  nextToken: Maybe<Scalars['String']['output']>;
};

export type SortDirection =
  | 'ASC'
  | 'DESC';

export type SortingData = {
  __typename?: 'SortingData';
  sortBy: Scalars['String']['output'];
  /** asc or desc */
  sortOrder: Scalars['String']['output'];
};

export type SortingResource =
  | 'collections'
  | 'projects';

export type StarredProjectList = {
  __typename?: 'StarredProjectList';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  sortingMode: Maybe<Scalars['String']['output']>;
  tags: Array<Scalars['String']['output']>;
};

export type StarredProjectLists = {
  __typename?: 'StarredProjectLists';
  data: Array<StarredProjectList>;
  nextToken: Maybe<Scalars['String']['output']>;
};

export type Subscription = {
  __typename?: 'Subscription';
  /** Reports of invitations sent into a workspace, for its members who manage members. */
  inviteToWorkspaceReport: InviteReport;
  /** Every export of the project by this person (the spec's notify export file data). */
  notifyExportFileData: ExportFile;
  /** One export's progress, then ready or failed (the spec's notify export files). */
  notifyExportFiles: ExportFile;
  /** Collections created, changed (product count included) or deleted in the workspace. */
  onCollectionChanged: CollectionEvent;
  /** Comments created, edited, resolved or deleted (status deleted) on a resource the viewer sees. */
  onCommentChanged: Comment;
  onDeleteScheduleRow: ScheduleRowDeleted;
  /** The viewer's new notifications, as they are made. */
  onNotification: Notification;
  /**
   * Changes to who is on a resource: a project's people and shared link, or a workspace's members.
   * Someone who loses access receives the change about themself, then the stream ends.
   */
  onPermissionChanged: PermissionChange;
  onProductUpdated: ProductUpdate;
  /** The dashboard's figures whenever they change. */
  onProjectAggregation: ProjectAggregation;
  /** Archive and restore of the workspace's projects, as they happen. */
  onProjectStatusChanged: ProjectStatusChange;
  /** Each row put, one event per row (a batch of several rows comes as several events). */
  onPutScheduleRow: ScheduleRowEvent;
  /**
   * Puts, deletes and column changes in the order they were made (one event for a batch), after a
   * first `subscribed` event sent once the subscription is in place (and again after every
   * reconnection): a client reads the rows when it arrives, and so misses no change made meanwhile.
   */
  onScheduleRowsChanged: ScheduleRowsChange;
  /** A scrape's result (FINISHED, FAILED or ABORTED), to the person who started it. */
  onScrapeResult: ScrapeResult;
  /** The viewer's own collection searches' pages, keyed by requestId. */
  onSearchCollectionsV3: CollectionSearchResponse;
  /** The viewer's own product searches' pages, keyed by requestId. */
  onSearchProductsV3: ProductSearchResponse;
  /** Pages of the viewer's own searches, keyed by project, user, query, view and version. */
  onSearchProjectCells: SearchResultsPage;
  /** A row's summary changed for the viewer. */
  onSlantChanged: Slant;
  /** The viewer's unread count on a resource changed. */
  onUnreadCommentsChanged: ResourceCommentsState;
  /** Billing changes of a workspace the viewer belongs to, as they happen. */
  paymentEvents: PaymentEvent;
  /** A PDF export's progress, by its pdfName (the spec's PDF download progress). */
  pdfDownloadProgress: ExportFile;
  /** An import's progress and its end (FINISHED or FAILED), to the person who started it. */
  subscribeImportDocument: ImportDocument;
  /** Each server process publishes a pulse every PULSE_INTERVAL_MS; a subscriber hears every process's. */
  systemPulse: SystemPulse;
};


export type SubscriptionInviteToWorkspaceReportArgs = {
  workspaceId: Scalars['ID']['input'];
};


export type SubscriptionNotifyExportFileDataArgs = {
  projectId: Scalars['ID']['input'];
  username: Scalars['ID']['input'];
};


export type SubscriptionNotifyExportFilesArgs = {
  requestId: Scalars['ID']['input'];
};


export type SubscriptionOnCollectionChangedArgs = {
  collectionId?: InputMaybe<Scalars['ID']['input']>;
  workspaceId: Scalars['ID']['input'];
};


export type SubscriptionOnCommentChangedArgs = {
  resourceId: Scalars['ID']['input'];
  resourceType: CommentScope;
  workspaceId: Scalars['ID']['input'];
};


export type SubscriptionOnDeleteScheduleRowArgs = {
  collectionId?: InputMaybe<Scalars['ID']['input']>;
  projectId?: InputMaybe<Scalars['ID']['input']>;
  scheduleId?: InputMaybe<Scalars['ID']['input']>;
  workspaceId: Scalars['ID']['input'];
};


export type SubscriptionOnPermissionChangedArgs = {
  resourceId: Scalars['ID']['input'];
  resourceType: PermissionResourceType;
  workspaceId: Scalars['ID']['input'];
};


export type SubscriptionOnProductUpdatedArgs = {
  collectionId?: InputMaybe<Scalars['ID']['input']>;
  projectId?: InputMaybe<Scalars['ID']['input']>;
  workspaceId: Scalars['ID']['input'];
};


export type SubscriptionOnProjectAggregationArgs = {
  projectId: Scalars['ID']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type SubscriptionOnProjectStatusChangedArgs = {
  workspaceId: Scalars['ID']['input'];
};


export type SubscriptionOnPutScheduleRowArgs = {
  collectionId?: InputMaybe<Scalars['ID']['input']>;
  projectId?: InputMaybe<Scalars['ID']['input']>;
  scheduleId?: InputMaybe<Scalars['ID']['input']>;
  workspaceId: Scalars['ID']['input'];
};


export type SubscriptionOnScheduleRowsChangedArgs = {
  collectionId?: InputMaybe<Scalars['ID']['input']>;
  projectId?: InputMaybe<Scalars['ID']['input']>;
  scheduleId?: InputMaybe<Scalars['ID']['input']>;
  workspaceId: Scalars['ID']['input'];
};


export type SubscriptionOnScrapeResultArgs = {
  attachmentId: Scalars['ID']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type SubscriptionOnSearchCollectionsV3Args = {
  requestId: Scalars['String']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type SubscriptionOnSearchProductsV3Args = {
  requestId: Scalars['String']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type SubscriptionOnSearchProjectCellsArgs = {
  projectId: Scalars['ID']['input'];
  query: Scalars['String']['input'];
  username: Scalars['ID']['input'];
  versionId?: InputMaybe<Scalars['ID']['input']>;
  viewId?: InputMaybe<Scalars['ID']['input']>;
  workspaceId: Scalars['ID']['input'];
};


export type SubscriptionOnSlantChangedArgs = {
  projectId: Scalars['ID']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type SubscriptionOnUnreadCommentsChangedArgs = {
  resourceId: Scalars['ID']['input'];
  resourceType: CommentScope;
  workspaceId: Scalars['ID']['input'];
};


export type SubscriptionPaymentEventsArgs = {
  workspaceId: Scalars['ID']['input'];
};


export type SubscriptionPdfDownloadProgressArgs = {
  pdfName: Scalars['String']['input'];
};


export type SubscriptionSubscribeImportDocumentArgs = {
  importId: Scalars['ID']['input'];
  workspaceId: Scalars['ID']['input'];
};

export type SuggestionResult = {
  __typename?: 'SuggestionResult';
  email: Scalars['String']['output'];
  /** Suggestion Exists, or another */
  errorType: Maybe<Scalars['String']['output']>;
  message: Maybe<Scalars['String']['output']>;
  suggested: Scalars['Boolean']['output'];
};

export type SystemNotice = {
  __typename?: 'SystemNotice';
  /** Stable for the same text, so a closed notice stays closed until the operator changes it. */
  id: Scalars['ID']['output'];
  kind: SystemNoticeKind;
  message: Scalars['String']['output'];
};

export type SystemNoticeKind =
  | 'GENERAL'
  /** Closable by each user; comes back when its text changes. */
  | 'MAINTENANCE';

/** A heartbeat published through the pub/sub port; proves live events reach this client. */
export type SystemPulse = {
  __typename?: 'SystemPulse';
  at: Scalars['String']['output'];
  serverId: Scalars['String']['output'];
};

/** What the running server is and what it is connected to; notices an operator set for every user. */
export type SystemStatus = {
  __typename?: 'SystemStatus';
  database: DatabaseKind;
  notices: Array<SystemNotice>;
  /** Whether sending schedules to Procore is offered (PROCORE_CLIENT_ID and PROCORE_CLIENT_SECRET set). */
  procoreEnabled: Scalars['Boolean']['output'];
  pubsub: PubSubKind;
  /** How often each server process publishes systemPulse; a client silent for three intervals is cut off. */
  pulseIntervalMs: Scalars['Int']['output'];
  startedAt: Scalars['String']['output'];
  version: Scalars['String']['output'];
};

/** The total cost of the rows carrying one tag. */
export type TagTotal = {
  __typename?: 'TagTotal';
  TotalCost: Scalars['String']['output'];
  rows: Scalars['Int']['output'];
  tag: Scalars['String']['output'];
  totalPower: Scalars['Float']['output'];
};

/** A test card of the built-in test provider: its number and what paying with it does. */
export type TestCard = {
  __typename?: 'TestCard';
  /** succeeds, declined, needsConfirmation or failsLater */
  behaviour: Scalars['String']['output'];
  label: Scalars['String']['output'];
  number: Scalars['String']['output'];
};

export type Thumbnails = {
  __typename?: 'Thumbnails';
  full: Maybe<Scalars['String']['output']>;
  large: Maybe<Scalars['String']['output']>;
  medium: Maybe<Scalars['String']['output']>;
  small: Maybe<Scalars['String']['output']>;
};

/** A share of the totals: the cost and power of one type designation. */
export type TypeTotal = {
  __typename?: 'TypeTotal';
  /** Rows of this type. */
  rows: Scalars['Int']['output'];
  totalCost: Scalars['String']['output'];
  totalPower: Scalars['Float']['output'];
  type: Scalars['String']['output'];
};

export type UpdateUserProfileInput = {
  collectionSortingMode?: InputMaybe<Scalars['String']['input']>;
  collectionSortingModeAscending?: InputMaybe<Scalars['Boolean']['input']>;
  company?: InputMaybe<Scalars['String']['input']>;
  job_title?: InputMaybe<Scalars['String']['input']>;
  location?: InputMaybe<Scalars['String']['input']>;
  /** Key of an image the user uploaded (POST /files), or null to remove it. */
  logo?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  picture?: InputMaybe<Scalars['String']['input']>;
  projectSortingMode?: InputMaybe<Scalars['String']['input']>;
  projectSortingModeAscending?: InputMaybe<Scalars['Boolean']['input']>;
  projectTeamRole?: InputMaybe<Scalars['String']['input']>;
};

/** A per-user setting, by key (gettingStartedTourDismissed, …), the same in every workspace. */
export type UserPreference = {
  __typename?: 'UserPreference';
  key: Scalars['String']['output'];
  value: Maybe<Scalars['String']['output']>;
};

export type UserProfile = {
  __typename?: 'UserProfile';
  collectionSortingMode: Maybe<Scalars['String']['output']>;
  collectionSortingModeAscending: Maybe<Scalars['Boolean']['output']>;
  company: Maybe<Scalars['String']['output']>;
  directGrant: Array<AccessGrant>;
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  job_title: Maybe<Scalars['String']['output']>;
  libraryGrants: Array<AccessGrant>;
  location: Maybe<Scalars['String']['output']>;
  logo: Maybe<ProfileImage>;
  name: Maybe<Scalars['String']['output']>;
  paymentStatus: Maybe<Scalars['String']['output']>;
  picture: Maybe<ProfileImage>;
  /** Name, company, projectTeamRole and location are all filled in. */
  profileComplete: Scalars['Boolean']['output'];
  projectSortingMode: Maybe<Scalars['String']['output']>;
  projectSortingModeAscending: Maybe<Scalars['Boolean']['output']>;
  projectTeamRole: Maybe<Scalars['String']['output']>;
  termsAcceptedAt: Maybe<Scalars['String']['output']>;
};

export type UserSearchPage = {
  __typename?: 'UserSearchPage';
  data: Array<UserSearchResult>;
  /** Ask again with this for the next page; null on the last. */
  nextToken: Maybe<Scalars['String']['output']>;
};

export type UserSearchResult = {
  __typename?: 'UserSearchResult';
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isPending: Scalars['Boolean']['output'];
  name: Maybe<Scalars['String']['output']>;
  picture: Maybe<Scalars['String']['output']>;
  /** With projectId: their permission on the project, if any. */
  projectPermission: Maybe<ProjectPermissionType>;
  /** Their role in the workspace (guest for guests). */
  workspaceRole: Maybe<WorkspaceRole>;
};

export type VersionComparison = {
  __typename?: 'VersionComparison';
  byType: Array<CompareTypeRollup>;
  counts: CompareCounts;
  items: Array<CompareItem>;
  primaryVersionId: Scalars['ID']['output'];
  /** null: the live schedule. */
  secondaryVersionId: Maybe<Scalars['ID']['output']>;
  totals: CompareTotals;
};

/**
 * A view of the schedule: which columns, in which order and size, sorted and filtered how, shown as
 * a table or a gallery, in usd or cad. `type` is builtin or custom.
 */
export type View = {
  __typename?: 'View';
  /** designTeam, specifier, … for a built-in view; null for a custom one. */
  builtInKey: Maybe<Scalars['String']['output']>;
  /** The collection whose products it views; null for a project's. */
  collectionId: Maybe<Scalars['ID']['output']>;
  columnOrder: Array<Scalars['String']['output']>;
  columnsSize: Array<ColumnSize>;
  createdBy: Maybe<Scalars['ID']['output']>;
  /** usd or cad */
  currency: Scalars['String']['output'];
  customColumnOrder: Array<Scalars['String']['output']>;
  custom_dropdowns: Array<ViewDropdown>;
  dropdowns: Array<ViewDropdown>;
  filterTag: Array<Scalars['String']['output']>;
  grants: ViewGrants;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** The project whose schedule it views; null for a collection's. */
  projectId: Maybe<Scalars['ID']['output']>;
  /** The viewer's role on the project. */
  role: Maybe<Scalars['String']['output']>;
  /** tall, medium, short or base */
  rowHeight: Scalars['String']['output'];
  rowHeightPx: Scalars['Int']['output'];
  sortingData: Maybe<SortingData>;
  sortingField: Maybe<Scalars['String']['output']>;
  /** Where the sorted column stands among the visible ones. */
  sortingIndex: Maybe<Scalars['Int']['output']>;
  type: Scalars['String']['output'];
  /** table or gallery */
  viewMode: Scalars['String']['output'];
  viewerCan: ViewAbilities;
  visibleColumns: Array<Scalars['String']['output']>;
};

export type ViewAbilities = {
  __typename?: 'ViewAbilities';
  managePermissions: Ability;
  renameOrDelete: Ability;
  reorderColumns: Ability;
  resizeColumns: Ability;
  /** Hide, sort, filter, row height, gallery, currency, reset. */
  update: Ability;
};

export type ViewDropdown = {
  __typename?: 'ViewDropdown';
  multipleSelect: Scalars['Boolean']['output'];
  /** The column the dropdown is for. */
  name: Scalars['String']['output'];
  values: Array<Scalars['String']['output']>;
};

/** Who a view is granted to; both empty, everyone on the project sees it. */
export type ViewGrants = {
  __typename?: 'ViewGrants';
  roles: Array<Scalars['String']['output']>;
  users: Array<Scalars['ID']['output']>;
};

export type Workspace = {
  __typename?: 'Workspace';
  allowPages: Scalars['Boolean']['output'];
  createdAt: Scalars['String']['output'];
  creator: WorkspaceCreator;
  description: Maybe<Scalars['String']['output']>;
  freeLicenses: Scalars['Int']['output'];
  guestLicenseLimit: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  isVerified: Scalars['Boolean']['output'];
  keywords: Array<Scalars['String']['output']>;
  logo: Maybe<ProfileImage>;
  name: Scalars['String']['output'];
  /** A self-serve workspace without a running subscription: its members are sent to the payment page. */
  paymentRequired: Scalars['Boolean']['output'];
  premiumLicenses: Scalars['Int']['output'];
  projectCount: Scalars['Int']['output'];
  published: Scalars['Boolean']['output'];
  /** Read-only because the last payment failed or the premium plan expired; the message says which. */
  readOnlyMessage: Maybe<Scalars['String']['output']>;
  /** The viewer's role. */
  role: Maybe<WorkspaceRole>;
  roleLabel: Maybe<Scalars['String']['output']>;
  status: WorkspaceStatus;
  type: WorkspaceKind;
  unlimitedUsers: Scalars['Boolean']['output'];
  usedGuestLicenses: Scalars['Int']['output'];
  usedLicenses: Scalars['Int']['output'];
  viewerCan: WorkspaceAbilities;
  /** The viewer's membership. */
  workspaceMembership: Maybe<WorkspaceMembershipKind>;
  workspaceType: WorkspacePlan;
};

export type WorkspaceAbilities = {
  __typename?: 'WorkspaceAbilities';
  adminPanel: Ability;
  createProject: Ability;
  manageGuests: Ability;
  manageMembers: Ability;
  payment: Ability;
  publish: Ability;
  update: Ability;
};

/** Everything the workspace-payment page shows of one workspace. */
export type WorkspaceBilling = {
  __typename?: 'WorkspaceBilling';
  /** May the viewer pay (Creator(Admin) and above). */
  canPay: Ability;
  includedGuestSeats: Scalars['Int']['output'];
  /** Members who may pay for the workspace: told to the others, who are asked to contact them. */
  paymentManagers: Array<WorkspaceCreator>;
  paymentMethod: Maybe<PaymentMethod>;
  /** stripe, test (the built-in test provider) or none (payments not set up) */
  provider: Scalars['String']['output'];
  subscription: Maybe<WorkspaceSubscription>;
  /** The built-in test provider's cards; empty with any other provider. */
  testCards: Array<TestCard>;
  trialDays: Scalars['Int']['output'];
  /** eligibleForTrial, trialing, trialEnded, subEnded or subActive */
  trialState: Scalars['String']['output'];
  usedGuestLicenses: Scalars['Int']['output'];
  usedLicenses: Scalars['Int']['output'];
  workspaceId: Scalars['ID']['output'];
};

/** What a white-label sign-in page shows of a workspace: readable without signing in. */
export type WorkspaceBranding = {
  __typename?: 'WorkspaceBranding';
  id: Scalars['ID']['output'];
  logo: Maybe<ProfileImage>;
  name: Scalars['String']['output'];
};

export type WorkspaceCreator = {
  __typename?: 'WorkspaceCreator';
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Maybe<Scalars['String']['output']>;
};

/**
 * An invitation into a workspace, waiting for the invited person to accept or decline it (the
 * spec's Invitation: email, id, role). Until they accept they are not a member.
 */
export type WorkspaceInvitation = {
  __typename?: 'WorkspaceInvitation';
  /** The invited address: the viewer's own. */
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  invitedAt: Scalars['String']['output'];
  /** Who invited them; null when that account is gone. */
  invitedBy: Maybe<WorkspaceCreator>;
  /** Projects shared with them through this invitation, opened at these roles once they accept. */
  projects: Array<InvitedProject>;
  role: WorkspaceRole;
  roleLabel: Scalars['String']['output'];
  workspaceId: Scalars['ID']['output'];
  workspaceName: Scalars['String']['output'];
};

export type WorkspaceInviteInput = {
  email: Scalars['String']['input'];
  /** viewer (default), editor or creator; guest invites a guest. */
  role?: InputMaybe<WorkspaceRole>;
};

/**
 * Workspaces: where people keep projects, collections and libraries together, with ranked roles,
 * licences and a plan.
 */
export type WorkspaceKind =
  | 'custom'
  /** Being phased out; every rule still honours it. */
  | 'personal';

export type WorkspaceList = {
  __typename?: 'WorkspaceList';
  data: Array<Workspace>;
  nextToken: Maybe<Scalars['String']['output']>;
};

export type WorkspaceMember = {
  __typename?: 'WorkspaceMember';
  email: Scalars['String']['output'];
  invitedAt: Scalars['String']['output'];
  membership: WorkspaceMembershipKind;
  name: Maybe<Scalars['String']['output']>;
  picture: Maybe<ProfileImage>;
  role: WorkspaceRole;
  roleLabel: Scalars['String']['output'];
  /**
   * pending while invited: until the person accepts the invitation (an account the invitation made:
   * until its first sign-in). A pending person shows by address only.
   */
  status: Scalars['String']['output'];
  userId: Scalars['ID']['output'];
};

export type WorkspaceMemberList = {
  __typename?: 'WorkspaceMemberList';
  data: Array<WorkspaceMember>;
  nextToken: Maybe<Scalars['String']['output']>;
};

export type WorkspaceMembershipKind =
  | 'creator'
  | 'guest'
  | 'member';

export type WorkspacePlan =
  | 'admin'
  | 'free'
  | 'managed'
  | 'premium'
  | 'premiumExpired'
  | 'self_serve'
  | 'starter';

export type WorkspaceRole =
  | 'collaborator'
  | 'creator'
  | 'editor'
  | 'follower'
  | 'guest'
  | 'member'
  | 'owner'
  | 'viewer'
  | 'workspaceCreatorAdmin';

export type WorkspaceStatus =
  | 'active'
  | 'archived'
  /** The last payment failed: the workspace is read-only. */
  | 'paidFailed';

/**
 * The spec's Subscription of a workspace (named so beside GraphQL's own Subscription type): its plan
 * (type), the provider's status, the seat price and the current period.
 */
export type WorkspaceSubscription = {
  __typename?: 'WorkspaceSubscription';
  /** What the last unpaid invoice asks for, in cents; null when nothing is owed. */
  amountDue: Maybe<Scalars['Int']['output']>;
  /** Guest seats bought beyond those the plan includes. */
  guestSeats: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** Per seat, in cents. */
  priceAmount: Scalars['Int']['output'];
  priceCurrency: Scalars['String']['output'];
  priceId: Scalars['ID']['output'];
  priceInterval: Scalars['String']['output'];
  seats: Scalars['Int']['output'];
  /** trialing, active, past_due, unpaid, incomplete, incomplete_expired or canceled */
  status: Scalars['String']['output'];
  subEnd: Scalars['String']['output'];
  /** Start and end of the current period (of the trial while trialing), ISO 8601. */
  subStart: Scalars['String']['output'];
  trialEnd: Maybe<Scalars['String']['output']>;
  /** The plan: starter or premium. */
  type: Scalars['String']['output'];
  workspaceId: Scalars['ID']['output'];
  workspaceName: Scalars['String']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Ability: ResolverTypeWrapper<Ability>;
  AccessGrant: ResolverTypeWrapper<AccessGrant>;
  Address: ResolverTypeWrapper<Address>;
  AddressComponent: ResolverTypeWrapper<AddressComponent>;
  AddressComponentInput: AddressComponentInput;
  AddressGeometry: ResolverTypeWrapper<AddressGeometry>;
  AddressGeometryInput: AddressGeometryInput;
  AddressInput: AddressInput;
  AreaUnit: AreaUnit;
  AttachmentInfo: ResolverTypeWrapper<AttachmentInfo>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CatalogueAbilities: ResolverTypeWrapper<CatalogueAbilities>;
  CatalogueInviteInput: CatalogueInviteInput;
  CataloguePermission: ResolverTypeWrapper<CataloguePermission>;
  CataloguePermissionInput: CataloguePermissionInput;
  CataloguePermissionResult: ResolverTypeWrapper<CataloguePermissionResult>;
  CatalogueRole: CatalogueRole;
  CellChange: ResolverTypeWrapper<CellChange>;
  CellChanges: ResolverTypeWrapper<CellChanges>;
  CellEditInput: CellEditInput;
  CellMatch: ResolverTypeWrapper<CellMatch>;
  CellUpdate: ResolverTypeWrapper<CellUpdate>;
  CellUpdated: ResolverTypeWrapper<CellUpdated>;
  CellVersion: ResolverTypeWrapper<Scalars['CellVersion']['output']>;
  CellsUpdate: ResolverTypeWrapper<CellsUpdate>;
  CodeSent: ResolverTypeWrapper<CodeSent>;
  Collection: ResolverTypeWrapper<Collection>;
  CollectionEvent: ResolverTypeWrapper<CollectionEvent>;
  CollectionGroup: CollectionGroup;
  CollectionGroupPage: ResolverTypeWrapper<CollectionGroupPage>;
  CollectionPage: ResolverTypeWrapper<CollectionPage>;
  CollectionPhoto: ResolverTypeWrapper<CollectionPhoto>;
  CollectionPublish: CollectionPublish;
  CollectionSearchFilters: CollectionSearchFilters;
  CollectionSearchResponse: ResolverTypeWrapper<CollectionSearchResponse>;
  CollectionSearchSort: CollectionSearchSort;
  CollectionSearchSortField: CollectionSearchSortField;
  CollectionSharedLink: ResolverTypeWrapper<CollectionSharedLink>;
  CollectionSharingOptions: ResolverTypeWrapper<CollectionSharingOptions>;
  CollectionSharingType: CollectionSharingType;
  CollectionSort: CollectionSort;
  CollectionSuggestion: ResolverTypeWrapper<CollectionSuggestion>;
  CollectionSuggestionPage: ResolverTypeWrapper<CollectionSuggestionPage>;
  CollectionsForProduct: ResolverTypeWrapper<CollectionsForProduct>;
  ColorIconPalette: ResolverTypeWrapper<ColorIconPalette>;
  ColumnRestriction: ResolverTypeWrapper<ColumnRestriction>;
  ColumnSize: ResolverTypeWrapper<ColumnSize>;
  ColumnSizeInput: ColumnSizeInput;
  Comment: ResolverTypeWrapper<Comment>;
  CommentAbilities: ResolverTypeWrapper<CommentAbilities>;
  CommentAttachment: ResolverTypeWrapper<CommentAttachment>;
  CommentCellPointer: ResolverTypeWrapper<CommentCellPointer>;
  CommentKind: CommentKind;
  CommentPerson: ResolverTypeWrapper<CommentPerson>;
  CommentPrivacy: CommentPrivacy;
  CommentScope: CommentScope;
  CommentState: CommentState;
  CommentType: CommentType;
  CommentsPage: ResolverTypeWrapper<CommentsPage>;
  CompareCounts: ResolverTypeWrapper<CompareCounts>;
  CompareItem: ResolverTypeWrapper<CompareItem>;
  CompareTotals: ResolverTypeWrapper<CompareTotals>;
  CompareTypeRollup: ResolverTypeWrapper<CompareTypeRollup>;
  CopiedCollection: ResolverTypeWrapper<CopiedCollection>;
  CreateCommentInput: CreateCommentInput;
  CustomColumnFilterInput: CustomColumnFilterInput;
  DatabaseKind: DatabaseKind;
  EditCommentInput: EditCommentInput;
  ExportFile: ResolverTypeWrapper<ExportFile>;
  ExportRequest: ResolverTypeWrapper<ExportRequest>;
  ExportStatus: ExportStatus;
  FeatureFlag: ResolverTypeWrapper<FeatureFlag>;
  FeatureFlagValue: ResolverTypeWrapper<FeatureFlagValue>;
  FileLink: ResolverTypeWrapper<FileLink>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  ImportColumnMapping: ImportColumnMapping;
  ImportDocument: ResolverTypeWrapper<ImportDocument>;
  ImportPreview: ResolverTypeWrapper<ImportPreview>;
  ImportRowError: ResolverTypeWrapper<ImportRowError>;
  ImportSourceColumn: ResolverTypeWrapper<ImportSourceColumn>;
  ImportStatus: ImportStatus;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InviteOutcome: ResolverTypeWrapper<InviteOutcome>;
  InviteReport: ResolverTypeWrapper<InviteReport>;
  InviteSuggestion: ResolverTypeWrapper<InviteSuggestion>;
  InvitedProject: ResolverTypeWrapper<InvitedProject>;
  Invoice: ResolverTypeWrapper<Invoice>;
  InvoiceData: ResolverTypeWrapper<InvoiceData>;
  InvoiceList: ResolverTypeWrapper<InvoiceList>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  LatLng: ResolverTypeWrapper<LatLng>;
  LatLngInput: LatLngInput;
  Library: ResolverTypeWrapper<Library>;
  LibraryKind: LibraryKind;
  LibraryList: ResolverTypeWrapper<LibraryList>;
  LibrarySort: LibrarySort;
  ManagePermissionResult: ResolverTypeWrapper<ManagePermissionResult>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Notification: ResolverTypeWrapper<Notification>;
  NotificationKind: NotificationKind;
  NotificationsPage: ResolverTypeWrapper<NotificationsPage>;
  NumberRange: NumberRange;
  OnboardingRouteInput: OnboardingRouteInput;
  PaymentEvent: ResolverTypeWrapper<PaymentEvent>;
  PaymentMethod: ResolverTypeWrapper<PaymentMethod>;
  PaymentOutcome: ResolverTypeWrapper<PaymentOutcome>;
  PermissionChange: ResolverTypeWrapper<PermissionChange>;
  PermissionResourceType: PermissionResourceType;
  PermissionUserInfo: ResolverTypeWrapper<PermissionUserInfo>;
  Price: ResolverTypeWrapper<Price>;
  PriceFilter: PriceFilter;
  PriceMetadata: ResolverTypeWrapper<PriceMetadata>;
  PriceRecurring: ResolverTypeWrapper<PriceRecurring>;
  ProcoreAccount: ResolverTypeWrapper<ProcoreAccount>;
  ProcoreCompany: ResolverTypeWrapper<ProcoreCompany>;
  ProcoreFolder: ResolverTypeWrapper<ProcoreFolder>;
  ProcoreLastUsedFolder: ResolverTypeWrapper<ProcoreLastUsedFolder>;
  ProcoreProject: ResolverTypeWrapper<ProcoreProject>;
  ProductFieldDiff: ResolverTypeWrapper<ProductFieldDiff>;
  ProductFollower: ResolverTypeWrapper<ProductFollower>;
  ProductMode: ResolverTypeWrapper<ProductMode>;
  ProductSearchFilters: ProductSearchFilters;
  ProductSearchHit: ResolverTypeWrapper<ProductSearchHit>;
  ProductSearchResponse: ResolverTypeWrapper<ProductSearchResponse>;
  ProductSearchSort: ProductSearchSort;
  ProductSearchSortField: ProductSearchSortField;
  ProductUpdate: ResolverTypeWrapper<ProductUpdate>;
  ProfileImage: ResolverTypeWrapper<ProfileImage>;
  Project: ResolverTypeWrapper<Project>;
  ProjectAbilities: ResolverTypeWrapper<ProjectAbilities>;
  ProjectAggregation: ResolverTypeWrapper<ProjectAggregation>;
  ProjectCreator: ResolverTypeWrapper<ProjectCreator>;
  ProjectInviteInput: ProjectInviteInput;
  ProjectList: ResolverTypeWrapper<ProjectList>;
  ProjectMember: ResolverTypeWrapper<ProjectMember>;
  ProjectOrder: ProjectOrder;
  ProjectPermission: ResolverTypeWrapper<ProjectPermission>;
  ProjectPermissionInput: ProjectPermissionInput;
  ProjectPermissionRemoval: ProjectPermissionRemoval;
  ProjectPermissionType: ProjectPermissionType;
  ProjectPreference: ResolverTypeWrapper<ProjectPreference>;
  ProjectStatus: ProjectStatus;
  ProjectStatusChange: ResolverTypeWrapper<ProjectStatusChange>;
  ProjectVersion: ResolverTypeWrapper<ProjectVersion>;
  PubSubKind: PubSubKind;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RecentProduct: ResolverTypeWrapper<RecentProduct>;
  ResourceCommentsState: ResolverTypeWrapper<ResourceCommentsState>;
  ResourcePermission: ResolverTypeWrapper<ResourcePermission>;
  ResourceRoles: ResolverTypeWrapper<ResourceRoles>;
  RowDiffProduct: ResolverTypeWrapper<RowDiffProduct>;
  RowFollower: ResolverTypeWrapper<RowFollower>;
  RowPlace: RowPlace;
  Schedule: ResolverTypeWrapper<Schedule>;
  ScheduleColumn: ResolverTypeWrapper<ScheduleColumn>;
  ScheduleCommand: ResolverTypeWrapper<ScheduleCommand>;
  ScheduleRowDeleted: ResolverTypeWrapper<ScheduleRowDeleted>;
  ScheduleRowEvent: ResolverTypeWrapper<ScheduleRowEvent>;
  ScheduleRowsChange: ResolverTypeWrapper<ScheduleRowsChange>;
  ScheduleRowsChangeKind: ScheduleRowsChangeKind;
  ScheduleRowsPage: ResolverTypeWrapper<ScheduleRowsPage>;
  ScheduleSchemaDefinition: ResolverTypeWrapper<ScheduleSchemaDefinition>;
  ScrapeResult: ResolverTypeWrapper<ScrapeResult>;
  ScrapeStatus: ScrapeStatus;
  ScrapedImage: ResolverTypeWrapper<ScrapedImage>;
  SearchMatch: SearchMatch;
  SearchResult: ResolverTypeWrapper<SearchResult>;
  SearchResultsPage: ResolverTypeWrapper<SearchResultsPage>;
  SearchTerm: ResolverTypeWrapper<SearchTerm>;
  SectionSettings: ResolverTypeWrapper<SectionSettings>;
  Session: ResolverTypeWrapper<Session>;
  SharedLink: ResolverTypeWrapper<SharedLink>;
  SignInChallenge: SignInChallenge;
  SignInResult: ResolverTypeWrapper<SignInResult>;
  Slant: ResolverTypeWrapper<Slant>;
  SlantsPage: ResolverTypeWrapper<SlantsPage>;
  SortDirection: SortDirection;
  SortingData: ResolverTypeWrapper<SortingData>;
  SortingResource: SortingResource;
  StarredProjectList: ResolverTypeWrapper<StarredProjectList>;
  StarredProjectLists: ResolverTypeWrapper<StarredProjectLists>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SuggestionResult: ResolverTypeWrapper<SuggestionResult>;
  SystemNotice: ResolverTypeWrapper<SystemNotice>;
  SystemNoticeKind: SystemNoticeKind;
  SystemPulse: ResolverTypeWrapper<SystemPulse>;
  SystemStatus: ResolverTypeWrapper<SystemStatus>;
  TagTotal: ResolverTypeWrapper<TagTotal>;
  TestCard: ResolverTypeWrapper<TestCard>;
  Thumbnails: ResolverTypeWrapper<Thumbnails>;
  TypeTotal: ResolverTypeWrapper<TypeTotal>;
  UpdateUserProfileInput: UpdateUserProfileInput;
  UserPreference: ResolverTypeWrapper<UserPreference>;
  UserProfile: ResolverTypeWrapper<UserProfile>;
  UserSearchPage: ResolverTypeWrapper<UserSearchPage>;
  UserSearchResult: ResolverTypeWrapper<UserSearchResult>;
  VersionComparison: ResolverTypeWrapper<VersionComparison>;
  View: ResolverTypeWrapper<View>;
  ViewAbilities: ResolverTypeWrapper<ViewAbilities>;
  ViewDropdown: ResolverTypeWrapper<ViewDropdown>;
  ViewGrants: ResolverTypeWrapper<ViewGrants>;
  Workspace: ResolverTypeWrapper<Workspace>;
  WorkspaceAbilities: ResolverTypeWrapper<WorkspaceAbilities>;
  WorkspaceBilling: ResolverTypeWrapper<WorkspaceBilling>;
  WorkspaceBranding: ResolverTypeWrapper<WorkspaceBranding>;
  WorkspaceCreator: ResolverTypeWrapper<WorkspaceCreator>;
  WorkspaceInvitation: ResolverTypeWrapper<WorkspaceInvitation>;
  WorkspaceInviteInput: WorkspaceInviteInput;
  WorkspaceKind: WorkspaceKind;
  WorkspaceList: ResolverTypeWrapper<WorkspaceList>;
  WorkspaceMember: ResolverTypeWrapper<WorkspaceMember>;
  WorkspaceMemberList: ResolverTypeWrapper<WorkspaceMemberList>;
  WorkspaceMembershipKind: WorkspaceMembershipKind;
  WorkspacePlan: WorkspacePlan;
  WorkspaceRole: WorkspaceRole;
  WorkspaceStatus: WorkspaceStatus;
  WorkspaceSubscription: ResolverTypeWrapper<WorkspaceSubscription>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Ability: Ability;
  AccessGrant: AccessGrant;
  Address: Address;
  AddressComponent: AddressComponent;
  AddressComponentInput: AddressComponentInput;
  AddressGeometry: AddressGeometry;
  AddressGeometryInput: AddressGeometryInput;
  AddressInput: AddressInput;
  AttachmentInfo: AttachmentInfo;
  Boolean: Scalars['Boolean']['output'];
  CatalogueAbilities: CatalogueAbilities;
  CatalogueInviteInput: CatalogueInviteInput;
  CataloguePermission: CataloguePermission;
  CataloguePermissionInput: CataloguePermissionInput;
  CataloguePermissionResult: CataloguePermissionResult;
  CellChange: CellChange;
  CellChanges: CellChanges;
  CellEditInput: CellEditInput;
  CellMatch: CellMatch;
  CellUpdate: CellUpdate;
  CellUpdated: CellUpdated;
  CellVersion: Scalars['CellVersion']['output'];
  CellsUpdate: CellsUpdate;
  CodeSent: CodeSent;
  Collection: Collection;
  CollectionEvent: CollectionEvent;
  CollectionGroupPage: CollectionGroupPage;
  CollectionPage: CollectionPage;
  CollectionPhoto: CollectionPhoto;
  CollectionSearchFilters: CollectionSearchFilters;
  CollectionSearchResponse: CollectionSearchResponse;
  CollectionSearchSort: CollectionSearchSort;
  CollectionSharedLink: CollectionSharedLink;
  CollectionSharingOptions: CollectionSharingOptions;
  CollectionSuggestion: CollectionSuggestion;
  CollectionSuggestionPage: CollectionSuggestionPage;
  CollectionsForProduct: CollectionsForProduct;
  ColorIconPalette: ColorIconPalette;
  ColumnRestriction: ColumnRestriction;
  ColumnSize: ColumnSize;
  ColumnSizeInput: ColumnSizeInput;
  Comment: Comment;
  CommentAbilities: CommentAbilities;
  CommentAttachment: CommentAttachment;
  CommentCellPointer: CommentCellPointer;
  CommentPerson: CommentPerson;
  CommentsPage: CommentsPage;
  CompareCounts: CompareCounts;
  CompareItem: CompareItem;
  CompareTotals: CompareTotals;
  CompareTypeRollup: CompareTypeRollup;
  CopiedCollection: CopiedCollection;
  CreateCommentInput: CreateCommentInput;
  CustomColumnFilterInput: CustomColumnFilterInput;
  EditCommentInput: EditCommentInput;
  ExportFile: ExportFile;
  ExportRequest: ExportRequest;
  FeatureFlag: FeatureFlag;
  FeatureFlagValue: FeatureFlagValue;
  FileLink: FileLink;
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
  ImportColumnMapping: ImportColumnMapping;
  ImportDocument: ImportDocument;
  ImportPreview: ImportPreview;
  ImportRowError: ImportRowError;
  ImportSourceColumn: ImportSourceColumn;
  Int: Scalars['Int']['output'];
  InviteOutcome: InviteOutcome;
  InviteReport: InviteReport;
  InviteSuggestion: InviteSuggestion;
  InvitedProject: InvitedProject;
  Invoice: Invoice;
  InvoiceData: InvoiceData;
  InvoiceList: InvoiceList;
  JSON: Scalars['JSON']['output'];
  LatLng: LatLng;
  LatLngInput: LatLngInput;
  Library: Library;
  LibraryList: LibraryList;
  ManagePermissionResult: ManagePermissionResult;
  Mutation: Record<PropertyKey, never>;
  Notification: Notification;
  NotificationsPage: NotificationsPage;
  NumberRange: NumberRange;
  OnboardingRouteInput: OnboardingRouteInput;
  PaymentEvent: PaymentEvent;
  PaymentMethod: PaymentMethod;
  PaymentOutcome: PaymentOutcome;
  PermissionChange: PermissionChange;
  PermissionUserInfo: PermissionUserInfo;
  Price: Price;
  PriceFilter: PriceFilter;
  PriceMetadata: PriceMetadata;
  PriceRecurring: PriceRecurring;
  ProcoreAccount: ProcoreAccount;
  ProcoreCompany: ProcoreCompany;
  ProcoreFolder: ProcoreFolder;
  ProcoreLastUsedFolder: ProcoreLastUsedFolder;
  ProcoreProject: ProcoreProject;
  ProductFieldDiff: ProductFieldDiff;
  ProductFollower: ProductFollower;
  ProductMode: ProductMode;
  ProductSearchFilters: ProductSearchFilters;
  ProductSearchHit: ProductSearchHit;
  ProductSearchResponse: ProductSearchResponse;
  ProductSearchSort: ProductSearchSort;
  ProductUpdate: ProductUpdate;
  ProfileImage: ProfileImage;
  Project: Project;
  ProjectAbilities: ProjectAbilities;
  ProjectAggregation: ProjectAggregation;
  ProjectCreator: ProjectCreator;
  ProjectInviteInput: ProjectInviteInput;
  ProjectList: ProjectList;
  ProjectMember: ProjectMember;
  ProjectPermission: ProjectPermission;
  ProjectPermissionInput: ProjectPermissionInput;
  ProjectPermissionRemoval: ProjectPermissionRemoval;
  ProjectPreference: ProjectPreference;
  ProjectStatusChange: ProjectStatusChange;
  ProjectVersion: ProjectVersion;
  Query: Record<PropertyKey, never>;
  RecentProduct: RecentProduct;
  ResourceCommentsState: ResourceCommentsState;
  ResourcePermission: ResourcePermission;
  ResourceRoles: ResourceRoles;
  RowDiffProduct: RowDiffProduct;
  RowFollower: RowFollower;
  Schedule: Schedule;
  ScheduleColumn: ScheduleColumn;
  ScheduleCommand: ScheduleCommand;
  ScheduleRowDeleted: ScheduleRowDeleted;
  ScheduleRowEvent: ScheduleRowEvent;
  ScheduleRowsChange: ScheduleRowsChange;
  ScheduleRowsPage: ScheduleRowsPage;
  ScheduleSchemaDefinition: ScheduleSchemaDefinition;
  ScrapeResult: ScrapeResult;
  ScrapedImage: ScrapedImage;
  SearchResult: SearchResult;
  SearchResultsPage: SearchResultsPage;
  SearchTerm: SearchTerm;
  SectionSettings: SectionSettings;
  Session: Session;
  SharedLink: SharedLink;
  SignInResult: SignInResult;
  Slant: Slant;
  SlantsPage: SlantsPage;
  SortingData: SortingData;
  StarredProjectList: StarredProjectList;
  StarredProjectLists: StarredProjectLists;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  SuggestionResult: SuggestionResult;
  SystemNotice: SystemNotice;
  SystemPulse: SystemPulse;
  SystemStatus: SystemStatus;
  TagTotal: TagTotal;
  TestCard: TestCard;
  Thumbnails: Thumbnails;
  TypeTotal: TypeTotal;
  UpdateUserProfileInput: UpdateUserProfileInput;
  UserPreference: UserPreference;
  UserProfile: UserProfile;
  UserSearchPage: UserSearchPage;
  UserSearchResult: UserSearchResult;
  VersionComparison: VersionComparison;
  View: View;
  ViewAbilities: ViewAbilities;
  ViewDropdown: ViewDropdown;
  ViewGrants: ViewGrants;
  Workspace: Workspace;
  WorkspaceAbilities: WorkspaceAbilities;
  WorkspaceBilling: WorkspaceBilling;
  WorkspaceBranding: WorkspaceBranding;
  WorkspaceCreator: WorkspaceCreator;
  WorkspaceInvitation: WorkspaceInvitation;
  WorkspaceInviteInput: WorkspaceInviteInput;
  WorkspaceList: WorkspaceList;
  WorkspaceMember: WorkspaceMember;
  WorkspaceMemberList: WorkspaceMemberList;
  WorkspaceSubscription: WorkspaceSubscription;
};

export type AbilityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Ability'] = ResolversParentTypes['Ability']> = {
  allowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AccessGrantResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AccessGrant'] = ResolversParentTypes['AccessGrant']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AddressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Address'] = ResolversParentTypes['Address']> = {
  address_components?: Resolver<Array<ResolversTypes['AddressComponent']>, ParentType, ContextType>;
  formatted_address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  geometry?: Resolver<Maybe<ResolversTypes['AddressGeometry']>, ParentType, ContextType>;
};

export type AddressComponentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AddressComponent'] = ResolversParentTypes['AddressComponent']> = {
  long_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  short_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  types?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AddressGeometryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AddressGeometry'] = ResolversParentTypes['AddressGeometry']> = {
  location?: Resolver<ResolversTypes['LatLng'], ParentType, ContextType>;
};

export type AttachmentInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AttachmentInfo'] = ResolversParentTypes['AttachmentInfo']> = {
  filename?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  previewKind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  thumbnails?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CatalogueAbilitiesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CatalogueAbilities'] = ResolversParentTypes['CatalogueAbilities']> = {
  addProducts?: Resolver<ResolversTypes['Ability'], ParentType, ContextType>;
  copy?: Resolver<ResolversTypes['Ability'], ParentType, ContextType>;
  delete?: Resolver<ResolversTypes['Ability'], ParentType, ContextType>;
  follow?: Resolver<Maybe<ResolversTypes['Ability']>, ParentType, ContextType>;
  importProducts?: Resolver<Maybe<ResolversTypes['Ability']>, ParentType, ContextType>;
  manageLibraries?: Resolver<ResolversTypes['Ability'], ParentType, ContextType>;
  share?: Resolver<ResolversTypes['Ability'], ParentType, ContextType>;
  suggest?: Resolver<Maybe<ResolversTypes['Ability']>, ParentType, ContextType>;
  unfollow?: Resolver<Maybe<ResolversTypes['Ability']>, ParentType, ContextType>;
  update?: Resolver<ResolversTypes['Ability'], ParentType, ContextType>;
};

export type CataloguePermissionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CataloguePermission'] = ResolversParentTypes['CataloguePermission']> = {
  createdDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isPending?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['CatalogueRole'], ParentType, ContextType>;
  typeLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userInfo?: Resolver<ResolversTypes['PermissionUserInfo'], ParentType, ContextType>;
  workspaceRole?: Resolver<Maybe<ResolversTypes['WorkspaceRole']>, ParentType, ContextType>;
};

export type CataloguePermissionResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CataloguePermissionResult'] = ResolversParentTypes['CataloguePermissionResult']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invited?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  members?: Resolver<Array<ResolversTypes['CataloguePermission']>, ParentType, ContextType>;
  wrongEmails?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CellChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CellChange'] = ResolversParentTypes['CellChange']> = {
  changedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  col?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  newValue?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  oldValue?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  rowId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  session?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  userName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['CellVersion'], ParentType, ContextType>;
};

export type CellChangesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CellChanges'] = ResolversParentTypes['CellChanges']> = {
  data?: Resolver<Array<ResolversTypes['CellChange']>, ParentType, ContextType>;
  nextToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CellMatchResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CellMatch'] = ResolversParentTypes['CellMatch']> = {
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CellUpdateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CellUpdate'] = ResolversParentTypes['CellUpdate']> = {
  col?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  row?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['CellVersion'], ParentType, ContextType>;
};

export type CellUpdatedResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CellUpdated'] = ResolversParentTypes['CellUpdated']> = {
  col?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rowId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['CellVersion'], ParentType, ContextType>;
};

export interface CellVersionScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['CellVersion'], any> {
  name: 'CellVersion';
}

export type CellsUpdateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CellsUpdate'] = ResolversParentTypes['CellsUpdate']> = {
  cells?: Resolver<Array<ResolversTypes['CellUpdated']>, ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['JSON']>, ParentType, ContextType>;
};

export type CodeSentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CodeSent'] = ResolversParentTypes['CodeSent']> = {
  codeExpiresInSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CollectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Collection'] = ResolversParentTypes['Collection']> = {
  abilities?: Resolver<ResolversTypes['CatalogueAbilities'], ParentType, ContextType>;
  author?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  collectionGroup?: Resolver<ResolversTypes['CollectionGroup'], ParentType, ContextType>;
  commentsUnread?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creator?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  editable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  follow?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  keywords?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  lastAccessed?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastModified?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  libraryId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  logo?: Resolver<Maybe<ResolversTypes['ProfileImage']>, ParentType, ContextType>;
  members?: Resolver<Array<ResolversTypes['CataloguePermission']>, ParentType, ContextType>;
  myRole?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pictures?: Resolver<Array<ResolversTypes['CollectionPhoto']>, ParentType, ContextType>;
  productsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productsLimit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  publish?: Resolver<ResolversTypes['CollectionPublish'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  suggested?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  workspaceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CollectionEventResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CollectionEvent'] = ResolversParentTypes['CollectionEvent']> = {
  collection?: Resolver<Maybe<ResolversTypes['Collection']>, ParentType, ContextType>;
  collectionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  workspaceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CollectionGroupPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CollectionGroupPage'] = ResolversParentTypes['CollectionGroupPage']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  data?: Resolver<Array<ResolversTypes['Collection']>, ParentType, ContextType>;
  group?: Resolver<ResolversTypes['CollectionGroup'], ParentType, ContextType>;
  nextToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CollectionPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CollectionPage'] = ResolversParentTypes['CollectionPage']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  data?: Resolver<Array<ResolversTypes['Collection']>, ParentType, ContextType>;
  nextToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CollectionPhotoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CollectionPhoto'] = ResolversParentTypes['CollectionPhoto']> = {
  collectionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdBy?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  filename?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  thumbnails?: Resolver<Maybe<ResolversTypes['Thumbnails']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CollectionSearchResponseResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CollectionSearchResponse'] = ResolversParentTypes['CollectionSearchResponse']> = {
  capped?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  data?: Resolver<Array<ResolversTypes['Collection']>, ParentType, ContextType>;
  match?: Resolver<ResolversTypes['SearchMatch'], ParentType, ContextType>;
  query?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  queryName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requestId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  scrollID?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  terms?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  understood?: Resolver<Array<ResolversTypes['SearchTerm']>, ParentType, ContextType>;
  username?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CollectionSharedLinkResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CollectionSharedLink'] = ResolversParentTypes['CollectionSharedLink']> = {
  accessToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fieldsToShow?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  generatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CollectionSharingOptionsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CollectionSharingOptions'] = ResolversParentTypes['CollectionSharingOptions']> = {
  collectionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lockedToWorkspace?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sharedLink?: Resolver<Maybe<ResolversTypes['CollectionSharedLink']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['CollectionSharingType'], ParentType, ContextType>;
};

export type CollectionSuggestionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CollectionSuggestion'] = ResolversParentTypes['CollectionSuggestion']> = {
  becamePrivate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  collection?: Resolver<Maybe<ResolversTypes['Collection']>, ParentType, ContextType>;
  collectionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  collectionName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  emailMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  suggestedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  suggestedBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CollectionSuggestionPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CollectionSuggestionPage'] = ResolversParentTypes['CollectionSuggestionPage']> = {
  data?: Resolver<Array<ResolversTypes['CollectionSuggestion']>, ParentType, ContextType>;
  nextToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CollectionsForProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CollectionsForProduct'] = ResolversParentTypes['CollectionsForProduct']> = {
  projectSourceLibraryCollections?: Resolver<Array<ResolversTypes['Collection']>, ParentType, ContextType>;
  sourceLibraryId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userCollections?: Resolver<Array<ResolversTypes['Collection']>, ParentType, ContextType>;
};

export type ColorIconPaletteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ColorIconPalette'] = ResolversParentTypes['ColorIconPalette']> = {
  default_colors?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  default_icons?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ColumnRestrictionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ColumnRestriction'] = ResolversParentTypes['ColumnRestriction']> = {
  col?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ColumnSizeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ColumnSize'] = ResolversParentTypes['ColumnSize']> = {
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  minSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CommentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Comment'] = ResolversParentTypes['Comment']> = {
  attachments?: Resolver<Array<ResolversTypes['CommentAttachment']>, ParentType, ContextType>;
  cellPointer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  commentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  commentType?: Resolver<ResolversTypes['CommentType'], ParentType, ContextType>;
  createdDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creator?: Resolver<ResolversTypes['CommentPerson'], ParentType, ContextType>;
  dateModified?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mentioned?: Resolver<Array<ResolversTypes['CommentPerson']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  privacy?: Resolver<ResolversTypes['CommentPrivacy'], ParentType, ContextType>;
  read?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  resolved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  resolvedBy?: Resolver<Maybe<ResolversTypes['CommentPerson']>, ParentType, ContextType>;
  resourceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  resourceType?: Resolver<ResolversTypes['CommentScope'], ParentType, ContextType>;
  rowId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CommentState'], ParentType, ContextType>;
  tableId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  tableType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['CommentKind'], ParentType, ContextType>;
  viewerCan?: Resolver<ResolversTypes['CommentAbilities'], ParentType, ContextType>;
};

export type CommentAbilitiesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CommentAbilities'] = ResolversParentTypes['CommentAbilities']> = {
  delete?: Resolver<ResolversTypes['Ability'], ParentType, ContextType>;
  edit?: Resolver<ResolversTypes['Ability'], ParentType, ContextType>;
  resolve?: Resolver<ResolversTypes['Ability'], ParentType, ContextType>;
};

export type CommentAttachmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CommentAttachment'] = ResolversParentTypes['CommentAttachment']> = {
  filename?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  thumbnails?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CommentCellPointerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CommentCellPointer'] = ResolversParentTypes['CommentCellPointer']> = {
  cellPointer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  commentsAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  commentsUnread?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rowId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CommentPersonResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CommentPerson'] = ResolversParentTypes['CommentPerson']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  picture?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CommentsPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CommentsPage'] = ResolversParentTypes['CommentsPage']> = {
  items?: Resolver<Array<ResolversTypes['Comment']>, ParentType, ContextType>;
  nextToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CompareCountsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CompareCounts'] = ResolversParentTypes['CompareCounts']> = {
  added?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  modified?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  removed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unchanged?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CompareItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CompareItem'] = ResolversParentTypes['CompareItem']> = {
  costDelta?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fields?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  modified?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  powerDelta?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  previous?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  rowId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CompareTotalsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CompareTotals'] = ResolversParentTypes['CompareTotals']> = {
  costAfter?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  costBefore?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  costDelta?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  powerAfter?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  powerBefore?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  powerDelta?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CompareTypeRollupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CompareTypeRollup'] = ResolversParentTypes['CompareTypeRollup']> = {
  costAfter?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  costBefore?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  costDelta?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  latestDelivery?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  powerAfter?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  powerBefore?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  powerDelta?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rowsAfter?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rowsBefore?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CopiedCollectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CopiedCollection'] = ResolversParentTypes['CopiedCollection']> = {
  collection?: Resolver<ResolversTypes['Collection'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ExportFileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ExportFile'] = ResolversParentTypes['ExportFile']> = {
  bucketName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  downloadFileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  downloadPdfName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  error?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  exportType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileFormat?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  linkExpiresAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pdfName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  previewUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  progress?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  projectId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  requestId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ExportStatus'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  username?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type ExportRequestResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ExportRequest'] = ResolversParentTypes['ExportRequest']> = {
  file?: Resolver<ResolversTypes['ExportFile'], ParentType, ContextType>;
  requestId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type FeatureFlagResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FeatureFlag'] = ResolversParentTypes['FeatureFlag']> = {
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['FeatureFlagValue']>, ParentType, ContextType>;
};

export type FeatureFlagValueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FeatureFlagValue'] = ResolversParentTypes['FeatureFlagValue']> = {
  float?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  integer?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  string?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FileLinkResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FileLink'] = ResolversParentTypes['FileLink']> = {
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  thumbnails?: Resolver<Maybe<ResolversTypes['Thumbnails']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ImportDocumentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ImportDocument'] = ResolversParentTypes['ImportDocument']> = {
  collectionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['ImportRowError']>, ParentType, ContextType>;
  errorsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  importId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productsUploaded?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  projectId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  rowsCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  rowsRead?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ImportStatus'], ParentType, ContextType>;
  workspaceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ImportPreviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ImportPreview'] = ResolversParentTypes['ImportPreview']> = {
  columns?: Resolver<Array<ResolversTypes['ImportSourceColumn']>, ParentType, ContextType>;
  delimiter?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  format?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  headerRow?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rows?: Resolver<Array<Array<Maybe<ResolversTypes['String']>>>, ParentType, ContextType>;
  rowsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sheetName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  targetColumns?: Resolver<Array<ResolversTypes['ScheduleColumn']>, ParentType, ContextType>;
};

export type ImportRowErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ImportRowError'] = ResolversParentTypes['ImportRowError']> = {
  columnId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  row?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ImportSourceColumnResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ImportSourceColumn'] = ResolversParentTypes['ImportSourceColumn']> = {
  columnId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  guessedBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  header?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  index?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  samples?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type InviteOutcomeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InviteOutcome'] = ResolversParentTypes['InviteOutcome']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InviteReportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InviteReport'] = ResolversParentTypes['InviteReport']> = {
  requestId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  results?: Resolver<Array<ResolversTypes['InviteOutcome']>, ParentType, ContextType>;
  usedGuestLicenses?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  usedLicenses?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  workspaceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type InviteSuggestionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InviteSuggestion'] = ResolversParentTypes['InviteSuggestion']> = {
  projectId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ProjectPermissionType'], ParentType, ContextType>;
  usersToInvite?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  wrongEmails?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type InvitedProjectResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InvitedProject'] = ResolversParentTypes['InvitedProject']> = {
  projectId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  projectName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['ProjectPermissionType'], ParentType, ContextType>;
  roleLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InvoiceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Invoice'] = ResolversParentTypes['Invoice']> = {
  amountDue?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  amountPaid?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  data?: Resolver<ResolversTypes['InvoiceData'], ParentType, ContextType>;
  inId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  keyToPdf?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  workspaceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type InvoiceDataResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InvoiceData'] = ResolversParentTypes['InvoiceData']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  end?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InvoiceListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InvoiceList'] = ResolversParentTypes['InvoiceList']> = {
  data?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType>;
  nextToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type LatLngResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LatLng'] = ResolversParentTypes['LatLng']> = {
  lat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  lng?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type LibraryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Library'] = ResolversParentTypes['Library']> = {
  abilities?: Resolver<ResolversTypes['CatalogueAbilities'], ParentType, ContextType>;
  collectionCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creator?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  docType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  keywords?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['LibraryKind'], ParentType, ContextType>;
  lastModified?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  logo?: Resolver<Maybe<ResolversTypes['ProfileImage']>, ParentType, ContextType>;
  members?: Resolver<Array<ResolversTypes['CataloguePermission']>, ParentType, ContextType>;
  myRole?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  workspaceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type LibraryListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LibraryList'] = ResolversParentTypes['LibraryList']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  data?: Resolver<Array<ResolversTypes['Library']>, ParentType, ContextType>;
  nextToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ManagePermissionResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ManagePermissionResult'] = ResolversParentTypes['ManagePermissionResult']> = {
  invited?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['ProjectPermission']>, ParentType, ContextType>;
  projectId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  wrongEmails?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  acceptTermsOfService?: Resolver<ResolversTypes['UserProfile'], ParentType, ContextType>;
  acceptWorkspaceInvitation?: Resolver<ResolversTypes['Workspace'], ParentType, ContextType, RequireFields<MutationAcceptWorkspaceInvitationArgs, 'invitationId'>>;
  addCollectionToLibrary?: Resolver<ResolversTypes['Collection'], ParentType, ContextType, RequireFields<MutationAddCollectionToLibraryArgs, 'collectionId' | 'libraryId' | 'workspaceId'>>;
  addRowFollower?: Resolver<Array<ResolversTypes['RowFollower']>, ParentType, ContextType, RequireFields<MutationAddRowFollowerArgs, 'projectId' | 'rowId' | 'userId' | 'workspaceId'>>;
  archiveProjectVersion?: Resolver<ResolversTypes['ProjectVersion'], ParentType, ContextType, RequireFields<MutationArchiveProjectVersionArgs, 'projectId' | 'versionId' | 'workspaceId'>>;
  attachToComment?: Resolver<ResolversTypes['Comment'], ParentType, ContextType, RequireFields<MutationAttachToCommentArgs, 'attachments' | 'commentId' | 'workspaceId'>>;
  cancelScrape?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationCancelScrapeArgs, 'attachmentId' | 'workspaceId'>>;
  cancelSubscription?: Resolver<ResolversTypes['PaymentOutcome'], ParentType, ContextType, RequireFields<MutationCancelSubscriptionArgs, 'workspaceId'>>;
  changePassword?: Resolver<ResolversTypes['Session'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'currentPassword' | 'newPassword'>>;
  changeSectionState?: Resolver<ResolversTypes['SectionSettings'], ParentType, ContextType, RequireFields<MutationChangeSectionStateArgs, 'expanded' | 'resourceType' | 'sectionId' | 'workspaceId'>>;
  changeSubscriptionPlan?: Resolver<ResolversTypes['PaymentOutcome'], ParentType, ContextType, RequireFields<MutationChangeSubscriptionPlanArgs, 'workspaceId'>>;
  completeNewPassword?: Resolver<ResolversTypes['Session'], ParentType, ContextType, RequireFields<MutationCompleteNewPasswordArgs, 'challengeToken' | 'newPassword'>>;
  confirmPayment?: Resolver<ResolversTypes['PaymentOutcome'], ParentType, ContextType, RequireFields<MutationConfirmPaymentArgs, 'approve' | 'confirmationId' | 'workspaceId'>>;
  confirmResetPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationConfirmResetPasswordArgs, 'code' | 'email' | 'newPassword'>>;
  connectProcoreAccount?: Resolver<ResolversTypes['ProcoreAccount'], ParentType, ContextType, RequireFields<MutationConnectProcoreAccountArgs, 'state'>>;
  copyCollection?: Resolver<ResolversTypes['CopiedCollection'], ParentType, ContextType, RequireFields<MutationCopyCollectionArgs, 'collectionId' | 'workspaceId'>>;
  copyProject?: Resolver<ResolversTypes['Project'], ParentType, ContextType, RequireFields<MutationCopyProjectArgs, 'id' | 'workspaceId'>>;
  createCollection?: Resolver<ResolversTypes['Collection'], ParentType, ContextType, RequireFields<MutationCreateCollectionArgs, 'name' | 'workspaceId'>>;
  createCollectionV3?: Resolver<ResolversTypes['Collection'], ParentType, ContextType, RequireFields<MutationCreateCollectionV3Args, 'name' | 'workspaceId'>>;
  createComment?: Resolver<ResolversTypes['Comment'], ParentType, ContextType, RequireFields<MutationCreateCommentArgs, 'input'>>;
  createEmptyRow?: Resolver<ResolversTypes['JSON'], ParentType, ContextType, RequireFields<MutationCreateEmptyRowArgs, 'workspaceId'>>;
  createLibrary?: Resolver<ResolversTypes['Library'], ParentType, ContextType, RequireFields<MutationCreateLibraryArgs, 'name' | 'workspaceId'>>;
  createLibraryV2?: Resolver<ResolversTypes['Library'], ParentType, ContextType, RequireFields<MutationCreateLibraryV2Args, 'name' | 'workspaceId'>>;
  createProjectColumn?: Resolver<ResolversTypes['ScheduleColumn'], ParentType, ContextType, RequireFields<MutationCreateProjectColumnArgs, 'name' | 'type' | 'workspaceId'>>;
  createProjectProducts?: Resolver<Array<ResolversTypes['JSON']>, ParentType, ContextType, RequireFields<MutationCreateProjectProductsArgs, 'collectionId' | 'productIds' | 'projectId' | 'workspaceId'>>;
  createProjectVersion?: Resolver<ResolversTypes['ProjectVersion'], ParentType, ContextType, RequireFields<MutationCreateProjectVersionArgs, 'projectId' | 'title' | 'workspaceId'>>;
  createTestPaymentMethod?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationCreateTestPaymentMethodArgs, 'cvc' | 'expiry' | 'number'>>;
  createWorkspaceV2?: Resolver<ResolversTypes['Workspace'], ParentType, ContextType, RequireFields<MutationCreateWorkspaceV2Args, 'name'>>;
  declareCollectionPhoto?: Resolver<ResolversTypes['CollectionPhoto'], ParentType, ContextType, RequireFields<MutationDeclareCollectionPhotoArgs, 'collectionId' | 'key' | 'workspaceId'>>;
  declareUserAttachement?: Resolver<ResolversTypes['AttachmentInfo'], ParentType, ContextType, RequireFields<MutationDeclareUserAttachementArgs, 'key' | 'resourceId' | 'resourceType' | 'workspaceId'>>;
  declineWorkspaceInvitation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeclineWorkspaceInvitationArgs, 'invitationId'>>;
  deleteCollection?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteCollectionArgs, 'collectionId' | 'workspaceId'>>;
  deleteCollectionPermission?: Resolver<ResolversTypes['CataloguePermissionResult'], ParentType, ContextType, RequireFields<MutationDeleteCollectionPermissionArgs, 'collectionId' | 'userIds' | 'workspaceId'>>;
  deleteCollectionPhotos?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteCollectionPhotosArgs, 'collectionId' | 'photoIds' | 'workspaceId'>>;
  deleteComment?: Resolver<ResolversTypes['Comment'], ParentType, ContextType, RequireFields<MutationDeleteCommentArgs, 'commentId' | 'workspaceId'>>;
  deleteLibrary?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteLibraryArgs, 'libraryId' | 'workspaceId'>>;
  deleteLibraryPermission?: Resolver<ResolversTypes['CataloguePermissionResult'], ParentType, ContextType, RequireFields<MutationDeleteLibraryPermissionArgs, 'libraryId' | 'userIds' | 'workspaceId'>>;
  deleteProduct?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType, RequireFields<MutationDeleteProductArgs, 'collectionId' | 'productIds' | 'workspaceId'>>;
  deleteProject?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteProjectArgs, 'id' | 'workspaceId'>>;
  deleteProjectColumn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteProjectColumnArgs, 'col' | 'workspaceId'>>;
  deleteProjectVersion?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteProjectVersionArgs, 'projectId' | 'versionId' | 'workspaceId'>>;
  deleteRow?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteRowArgs, 'rowId' | 'workspaceId'>>;
  deleteRowFollower?: Resolver<Array<ResolversTypes['RowFollower']>, ParentType, ContextType, RequireFields<MutationDeleteRowFollowerArgs, 'projectId' | 'rowId' | 'userId' | 'workspaceId'>>;
  deleteStarredProjectList?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteStarredProjectListArgs, 'id' | 'workspaceId'>>;
  deleteView?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteViewArgs, 'viewId' | 'workspaceId'>>;
  deleteViewParams?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteViewParamsArgs, 'viewId' | 'workspaceId'>>;
  deleteViewPermissionByRoles?: Resolver<ResolversTypes['View'], ParentType, ContextType, RequireFields<MutationDeleteViewPermissionByRolesArgs, 'roles' | 'viewId' | 'workspaceId'>>;
  deleteViewPermissionByUsers?: Resolver<ResolversTypes['View'], ParentType, ContextType, RequireFields<MutationDeleteViewPermissionByUsersArgs, 'userIds' | 'viewId' | 'workspaceId'>>;
  deleteWorkspaceMembership?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteWorkspaceMembershipArgs, 'userId' | 'workspaceId'>>;
  deprecatedCreateProjectV2?: Resolver<ResolversTypes['Project'], ParentType, ContextType, RequireFields<MutationDeprecatedCreateProjectV2Args, 'projectName' | 'workspaceId'>>;
  disconnectProcoreAccount?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDisconnectProcoreAccountArgs, 'accountId'>>;
  downloadProjectPdf?: Resolver<ResolversTypes['ExportRequest'], ParentType, ContextType, RequireFields<MutationDownloadProjectPdfArgs, 'projectId' | 'workspaceId'>>;
  duplicateRow?: Resolver<ResolversTypes['JSON'], ParentType, ContextType, RequireFields<MutationDuplicateRowArgs, 'rowId' | 'workspaceId'>>;
  editComment?: Resolver<ResolversTypes['Comment'], ParentType, ContextType, RequireFields<MutationEditCommentArgs, 'input'>>;
  exportProject?: Resolver<ResolversTypes['ExportRequest'], ParentType, ContextType, RequireFields<MutationExportProjectArgs, 'projectId' | 'workspaceId'>>;
  exportScheduleToProcore?: Resolver<ResolversTypes['ExportRequest'], ParentType, ContextType, RequireFields<MutationExportScheduleToProcoreArgs, 'accountId' | 'companyId' | 'procoreProjectId' | 'projectId' | 'workspaceId'>>;
  fileExporterInvoke?: Resolver<ResolversTypes['ExportRequest'], ParentType, ContextType, RequireFields<MutationFileExporterInvokeArgs, 'projectId' | 'workspaceId'>>;
  followCollection?: Resolver<ResolversTypes['Collection'], ParentType, ContextType, RequireFields<MutationFollowCollectionArgs, 'collectionId' | 'workspaceId'>>;
  followCollectionV2?: Resolver<ResolversTypes['Collection'], ParentType, ContextType, RequireFields<MutationFollowCollectionV2Args, 'collectionId' | 'workspaceId'>>;
  followProduct?: Resolver<ResolversTypes['JSON'], ParentType, ContextType, RequireFields<MutationFollowProductArgs, 'collectionId' | 'productId' | 'targetCollectionId' | 'workspaceId'>>;
  grantViewPermissionByRoles?: Resolver<ResolversTypes['View'], ParentType, ContextType, RequireFields<MutationGrantViewPermissionByRolesArgs, 'roles' | 'viewId' | 'workspaceId'>>;
  grantViewPermissionByUsers?: Resolver<ResolversTypes['View'], ParentType, ContextType, RequireFields<MutationGrantViewPermissionByUsersArgs, 'userIds' | 'viewId' | 'workspaceId'>>;
  ignoreSuggestion?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationIgnoreSuggestionArgs, 'suggestionId'>>;
  importDocument?: Resolver<ResolversTypes['ImportDocument'], ParentType, ContextType, RequireFields<MutationImportDocumentArgs, 'key' | 'mapping' | 'workspaceId'>>;
  inviteToWorkspace?: Resolver<ResolversTypes['InviteReport'], ParentType, ContextType, RequireFields<MutationInviteToWorkspaceArgs, 'members' | 'workspaceId'>>;
  inviteUserToCollection?: Resolver<ResolversTypes['CataloguePermissionResult'], ParentType, ContextType, RequireFields<MutationInviteUserToCollectionArgs, 'collectionId' | 'invites' | 'workspaceId'>>;
  inviteUserToLibrary?: Resolver<ResolversTypes['CataloguePermissionResult'], ParentType, ContextType, RequireFields<MutationInviteUserToLibraryArgs, 'invites' | 'libraryId' | 'workspaceId'>>;
  inviteUserToProject?: Resolver<ResolversTypes['ManagePermissionResult'], ParentType, ContextType, RequireFields<MutationInviteUserToProjectArgs, 'emails' | 'projectId' | 'workspaceId'>>;
  keepProjectProduct?: Resolver<ResolversTypes['JSON'], ParentType, ContextType, RequireFields<MutationKeepProjectProductArgs, 'rowId' | 'workspaceId'>>;
  makeStarredProjectList?: Resolver<ResolversTypes['StarredProjectList'], ParentType, ContextType, RequireFields<MutationMakeStarredProjectListArgs, 'name' | 'workspaceId'>>;
  managePermission?: Resolver<ResolversTypes['ManagePermissionResult'], ParentType, ContextType, RequireFields<MutationManagePermissionArgs, 'projectId' | 'workspaceId'>>;
  manageProjectTags?: Resolver<ResolversTypes['Project'], ParentType, ContextType, RequireFields<MutationManageProjectTagsArgs, 'projectId' | 'tags' | 'workspaceId'>>;
  markNotificationsRead?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<MutationMarkNotificationsReadArgs>>;
  payOpenInvoice?: Resolver<ResolversTypes['PaymentOutcome'], ParentType, ContextType, RequireFields<MutationPayOpenInvoiceArgs, 'workspaceId'>>;
  projectSharedLink?: Resolver<ResolversTypes['Project'], ParentType, ContextType, RequireFields<MutationProjectSharedLinkArgs, 'isShared' | 'projectId' | 'workspaceId'>>;
  readAllResourceComments?: Resolver<ResolversTypes['ResourceCommentsState'], ParentType, ContextType, RequireFields<MutationReadAllResourceCommentsArgs, 'resourceId' | 'resourceType' | 'workspaceId'>>;
  recalculateProjectAggregation?: Resolver<ResolversTypes['ProjectAggregation'], ParentType, ContextType, RequireFields<MutationRecalculateProjectAggregationArgs, 'projectId' | 'workspaceId'>>;
  recalculateTagTotalCost?: Resolver<Maybe<ResolversTypes['TagTotal']>, ParentType, ContextType, RequireFields<MutationRecalculateTagTotalCostArgs, 'projectId' | 'workspaceId'>>;
  refreshExportFile?: Resolver<ResolversTypes['ExportRequest'], ParentType, ContextType, RequireFields<MutationRefreshExportFileArgs, 'fileId'>>;
  refreshSession?: Resolver<ResolversTypes['Session'], ParentType, ContextType>;
  removeCollectionFromLibrary?: Resolver<ResolversTypes['Collection'], ParentType, ContextType, RequireFields<MutationRemoveCollectionFromLibraryArgs, 'collectionId' | 'libraryId' | 'workspaceId'>>;
  renameProjectColumn?: Resolver<ResolversTypes['ScheduleColumn'], ParentType, ContextType, RequireFields<MutationRenameProjectColumnArgs, 'col' | 'name' | 'workspaceId'>>;
  renameView?: Resolver<ResolversTypes['View'], ParentType, ContextType, RequireFields<MutationRenameViewArgs, 'name' | 'viewId' | 'workspaceId'>>;
  reorderSections?: Resolver<ResolversTypes['SectionSettings'], ParentType, ContextType, RequireFields<MutationReorderSectionsArgs, 'collectionsSectionsOrder' | 'workspaceId'>>;
  resendSignUpCode?: Resolver<ResolversTypes['CodeSent'], ParentType, ContextType, RequireFields<MutationResendSignUpCodeArgs, 'email'>>;
  resetCollectionSharedLink?: Resolver<ResolversTypes['CollectionSharedLink'], ParentType, ContextType, RequireFields<MutationResetCollectionSharedLinkArgs, 'collectionId' | 'workspaceId'>>;
  resetPassword?: Resolver<ResolversTypes['CodeSent'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'email'>>;
  resetView?: Resolver<ResolversTypes['View'], ParentType, ContextType, RequireFields<MutationResetViewArgs, 'viewId' | 'workspaceId'>>;
  restoreProjectColumn?: Resolver<ResolversTypes['ScheduleColumn'], ParentType, ContextType, RequireFields<MutationRestoreProjectColumnArgs, 'col' | 'workspaceId'>>;
  restoreRows?: Resolver<Array<ResolversTypes['JSON']>, ParentType, ContextType, RequireFields<MutationRestoreRowsArgs, 'rowsIds' | 'workspaceId'>>;
  restrictColumnEdit?: Resolver<Array<ResolversTypes['ColumnRestriction']>, ParentType, ContextType, RequireFields<MutationRestrictColumnEditArgs, 'col' | 'roles' | 'workspaceId'>>;
  revertProjectProduct?: Resolver<ResolversTypes['JSON'], ParentType, ContextType, RequireFields<MutationRevertProjectProductArgs, 'rowId' | 'workspaceId'>>;
  runTestRenewal?: Resolver<ResolversTypes['PaymentOutcome'], ParentType, ContextType, RequireFields<MutationRunTestRenewalArgs, 'workspaceId'>>;
  saveAndAttachPaymentMethodId?: Resolver<ResolversTypes['PaymentMethod'], ParentType, ContextType, RequireFields<MutationSaveAndAttachPaymentMethodIdArgs, 'paymentMethodId' | 'workspaceId'>>;
  saveCustomView?: Resolver<ResolversTypes['View'], ParentType, ContextType, RequireFields<MutationSaveCustomViewArgs, 'name' | 'workspaceId'>>;
  saveRowAsNewProduct?: Resolver<ResolversTypes['JSON'], ParentType, ContextType, RequireFields<MutationSaveRowAsNewProductArgs, 'collectionId' | 'projectId' | 'rowId' | 'workspaceId'>>;
  scrapeProductData?: Resolver<ResolversTypes['ScrapeResult'], ParentType, ContextType, RequireFields<MutationScrapeProductDataArgs, 'url' | 'workspaceId'>>;
  setColorIcon?: Resolver<ResolversTypes['Project'], ParentType, ContextType, RequireFields<MutationSetColorIconArgs, 'projectId' | 'workspaceId'>>;
  setRowsVisibility?: Resolver<Array<ResolversTypes['JSON']>, ParentType, ContextType, RequireFields<MutationSetRowsVisibilityArgs, 'rowIds' | 'visible' | 'workspaceId'>>;
  setSlant?: Resolver<ResolversTypes['Slant'], ParentType, ContextType, RequireFields<MutationSetSlantArgs, 'projectId' | 'rowId' | 'workspaceId'>>;
  setSortingMode?: Resolver<ResolversTypes['UserProfile'], ParentType, ContextType, RequireFields<MutationSetSortingModeArgs, 'ascending' | 'resource' | 'sortingMode'>>;
  setUserSlant?: Resolver<ResolversTypes['Slant'], ParentType, ContextType, RequireFields<MutationSetUserSlantArgs, 'commentIds' | 'projectId' | 'read' | 'rowId' | 'workspaceId'>>;
  setViewParams?: Resolver<ResolversTypes['JSON'], ParentType, ContextType, RequireFields<MutationSetViewParamsArgs, 'params' | 'viewId' | 'workspaceId'>>;
  shareCollection?: Resolver<ResolversTypes['CataloguePermissionResult'], ParentType, ContextType, RequireFields<MutationShareCollectionArgs, 'collectionId' | 'permissions' | 'workspaceId'>>;
  shareLibrary?: Resolver<ResolversTypes['CataloguePermissionResult'], ParentType, ContextType, RequireFields<MutationShareLibraryArgs, 'libraryId' | 'permissions' | 'workspaceId'>>;
  signIn?: Resolver<ResolversTypes['SignInResult'], ParentType, ContextType, RequireFields<MutationSignInArgs, 'email' | 'password'>>;
  signOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  signUp?: Resolver<ResolversTypes['CodeSent'], ParentType, ContextType, RequireFields<MutationSignUpArgs, 'email' | 'password'>>;
  startWorkspaceTrial?: Resolver<ResolversTypes['PaymentOutcome'], ParentType, ContextType, RequireFields<MutationStartWorkspaceTrialArgs, 'workspaceId'>>;
  stripeCreateSubscribe?: Resolver<ResolversTypes['PaymentOutcome'], ParentType, ContextType, RequireFields<MutationStripeCreateSubscribeArgs, 'priceId' | 'quantity' | 'workspaceId'>>;
  suggestCollaborator?: Resolver<ResolversTypes['InviteSuggestion'], ParentType, ContextType, RequireFields<MutationSuggestCollaboratorArgs, 'projectId' | 'usersToInvite' | 'workspaceId'>>;
  suggestCollection?: Resolver<Array<ResolversTypes['SuggestionResult']>, ParentType, ContextType, RequireFields<MutationSuggestCollectionArgs, 'collectionId' | 'email' | 'workspaceId'>>;
  suggestColloborator?: Resolver<ResolversTypes['InviteSuggestion'], ParentType, ContextType, RequireFields<MutationSuggestColloboratorArgs, 'projectId' | 'usersToInvite' | 'workspaceId'>>;
  switchTypeSharing?: Resolver<ResolversTypes['CollectionSharingOptions'], ParentType, ContextType, RequireFields<MutationSwitchTypeSharingArgs, 'collectionId' | 'enabled' | 'type' | 'workspaceId'>>;
  toggleResolvedComments?: Resolver<Array<ResolversTypes['Comment']>, ParentType, ContextType, RequireFields<MutationToggleResolvedCommentsArgs, 'commentIds' | 'resolved' | 'workspaceId'>>;
  toggleResolvedResourceComments?: Resolver<ResolversTypes['ResourceCommentsState'], ParentType, ContextType, RequireFields<MutationToggleResolvedResourceCommentsArgs, 'hideResolved' | 'resourceId' | 'resourceType' | 'workspaceId'>>;
  tradeShowSendEmail?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationTradeShowSendEmailArgs, 'collectionId' | 'email' | 'workspaceId'>>;
  unarchiveProjectVersion?: Resolver<ResolversTypes['ProjectVersion'], ParentType, ContextType, RequireFields<MutationUnarchiveProjectVersionArgs, 'projectId' | 'versionId' | 'workspaceId'>>;
  unfollowCollection?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationUnfollowCollectionArgs, 'collectionId' | 'workspaceId'>>;
  unfollowCollectionV2?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationUnfollowCollectionV2Args, 'collectionId' | 'workspaceId'>>;
  updateCell?: Resolver<ResolversTypes['CellUpdate'], ParentType, ContextType, RequireFields<MutationUpdateCellArgs, 'col' | 'row' | 'version' | 'workspaceId'>>;
  updateCells?: Resolver<ResolversTypes['CellsUpdate'], ParentType, ContextType, RequireFields<MutationUpdateCellsArgs, 'cells' | 'workspaceId'>>;
  updateCollection?: Resolver<ResolversTypes['Collection'], ParentType, ContextType, RequireFields<MutationUpdateCollectionArgs, 'collectionId' | 'workspaceId'>>;
  updateCollectionPermission?: Resolver<ResolversTypes['CataloguePermissionResult'], ParentType, ContextType, RequireFields<MutationUpdateCollectionPermissionArgs, 'collectionId' | 'permissions' | 'workspaceId'>>;
  updateCollectionSharedLink?: Resolver<ResolversTypes['CollectionSharedLink'], ParentType, ContextType, RequireFields<MutationUpdateCollectionSharedLinkArgs, 'collectionId' | 'workspaceId'>>;
  updateCollectionSharingOptions?: Resolver<ResolversTypes['CollectionSharingOptions'], ParentType, ContextType, RequireFields<MutationUpdateCollectionSharingOptionsArgs, 'collectionId' | 'workspaceId'>>;
  updateLibrary?: Resolver<ResolversTypes['Library'], ParentType, ContextType, RequireFields<MutationUpdateLibraryArgs, 'libraryId' | 'workspaceId'>>;
  updateLibraryPermission?: Resolver<ResolversTypes['CataloguePermissionResult'], ParentType, ContextType, RequireFields<MutationUpdateLibraryPermissionArgs, 'libraryId' | 'permissions' | 'workspaceId'>>;
  updateProject?: Resolver<ResolversTypes['Project'], ParentType, ContextType, RequireFields<MutationUpdateProjectArgs, 'id' | 'workspaceId'>>;
  updateProjectAggregation?: Resolver<ResolversTypes['ProjectAggregation'], ParentType, ContextType, RequireFields<MutationUpdateProjectAggregationArgs, 'baseBudget' | 'projectId' | 'workspaceId'>>;
  updateProjectAggregationNotes?: Resolver<ResolversTypes['ProjectAggregation'], ParentType, ContextType, RequireFields<MutationUpdateProjectAggregationNotesArgs, 'aggregationId' | 'notes' | 'projectId' | 'workspaceId'>>;
  updateProjectProduct?: Resolver<ResolversTypes['JSON'], ParentType, ContextType, RequireFields<MutationUpdateProjectProductArgs, 'rowId' | 'workspaceId'>>;
  updateProjectVersion?: Resolver<ResolversTypes['ProjectVersion'], ParentType, ContextType, RequireFields<MutationUpdateProjectVersionArgs, 'projectId' | 'versionId' | 'workspaceId'>>;
  updateStarredProjectList?: Resolver<ResolversTypes['StarredProjectList'], ParentType, ContextType, RequireFields<MutationUpdateStarredProjectListArgs, 'id' | 'workspaceId'>>;
  updateTimestampLastAccessed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationUpdateTimestampLastAccessedArgs, 'id' | 'workspaceId'>>;
  updateUserPreference?: Resolver<ResolversTypes['UserPreference'], ParentType, ContextType, RequireFields<MutationUpdateUserPreferenceArgs, 'key'>>;
  updateUserProfile?: Resolver<ResolversTypes['UserProfile'], ParentType, ContextType, RequireFields<MutationUpdateUserProfileArgs, 'input'>>;
  updateUserProjectPreference?: Resolver<ResolversTypes['ProjectPreference'], ParentType, ContextType, RequireFields<MutationUpdateUserProjectPreferenceArgs, 'key' | 'projectId' | 'workspaceId'>>;
  updateViewColumnOrder?: Resolver<ResolversTypes['View'], ParentType, ContextType, RequireFields<MutationUpdateViewColumnOrderArgs, 'viewId' | 'workspaceId'>>;
  updateViewColumnsSize?: Resolver<ResolversTypes['View'], ParentType, ContextType, RequireFields<MutationUpdateViewColumnsSizeArgs, 'columnsSize' | 'viewId' | 'workspaceId'>>;
  updateViewSettings?: Resolver<ResolversTypes['View'], ParentType, ContextType, RequireFields<MutationUpdateViewSettingsArgs, 'settings' | 'viewId' | 'workspaceId'>>;
  updateWorkspace?: Resolver<ResolversTypes['Workspace'], ParentType, ContextType, RequireFields<MutationUpdateWorkspaceArgs, 'workspaceId'>>;
  updateWorkspaceInfo?: Resolver<ResolversTypes['Workspace'], ParentType, ContextType, RequireFields<MutationUpdateWorkspaceInfoArgs, 'workspaceId'>>;
  updateWorkspaceMembership?: Resolver<ResolversTypes['WorkspaceMember'], ParentType, ContextType, RequireFields<MutationUpdateWorkspaceMembershipArgs, 'role' | 'userId' | 'workspaceId'>>;
  verifyEmail?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationVerifyEmailArgs, 'code' | 'email'>>;
};

export type NotificationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification']> = {
  actor?: Resolver<ResolversTypes['CommentPerson'], ParentType, ContextType>;
  cellPointer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  commentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  createdDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  excerpt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['NotificationKind'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  read?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  resourceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  resourceName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  resourceType?: Resolver<ResolversTypes['CommentScope'], ParentType, ContextType>;
  rowId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  workspaceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type NotificationsPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationsPage'] = ResolversParentTypes['NotificationsPage']> = {
  items?: Resolver<Array<ResolversTypes['Notification']>, ParentType, ContextType>;
  nextToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unreadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PaymentEventResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentEvent'] = ResolversParentTypes['PaymentEvent']> = {
  guestLicenseLimit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  premiumLicenses?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  workspaceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  workspaceStatus?: Resolver<ResolversTypes['WorkspaceStatus'], ParentType, ContextType>;
  workspaceType?: Resolver<ResolversTypes['WorkspacePlan'], ParentType, ContextType>;
};

export type PaymentMethodResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentMethod'] = ResolversParentTypes['PaymentMethod']> = {
  brand?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expMonth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  expYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  last4?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PaymentOutcomeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentOutcome'] = ResolversParentTypes['PaymentOutcome']> = {
  billing?: Resolver<ResolversTypes['WorkspaceBilling'], ParentType, ContextType>;
  confirmationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PermissionChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PermissionChange'] = ResolversParentTypes['PermissionChange']> = {
  resourceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  resourceType?: Resolver<ResolversTypes['PermissionResourceType'], ParentType, ContextType>;
  sharedLinkChanged?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  workspaceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type PermissionUserInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PermissionUserInfo'] = ResolversParentTypes['PermissionUserInfo']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  picture?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PriceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Price'] = ResolversParentTypes['Price']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  billing_scheme?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  metadata?: Resolver<ResolversTypes['PriceMetadata'], ParentType, ContextType>;
  nickname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  product?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recurring?: Resolver<ResolversTypes['PriceRecurring'], ParentType, ContextType>;
  unit_amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unit_amount_decimal?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PriceMetadataResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PriceMetadata'] = ResolversParentTypes['PriceMetadata']> = {
  licence?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PriceRecurringResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PriceRecurring'] = ResolversParentTypes['PriceRecurring']> = {
  interval?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  interval_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProcoreAccountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProcoreAccount'] = ResolversParentTypes['ProcoreAccount']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  login?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProcoreCompanyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProcoreCompany'] = ResolversParentTypes['ProcoreCompany']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProcoreFolderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProcoreFolder'] = ResolversParentTypes['ProcoreFolder']> = {
  folders?: Resolver<Array<ResolversTypes['ProcoreFolder']>, ParentType, ContextType>;
  has_children_folders?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name_with_path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  private?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  read_only?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ProcoreLastUsedFolderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProcoreLastUsedFolder'] = ResolversParentTypes['ProcoreLastUsedFolder']> = {
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  companyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  folderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  folderName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  folderNameWithPath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  projectId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  projectName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  usedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProcoreProjectResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProcoreProject'] = ResolversParentTypes['ProcoreProject']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  projectNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ProductFieldDiffResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductFieldDiff'] = ResolversParentTypes['ProductFieldDiff']> = {
  field?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productValue?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  referenceValue?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  rowValue?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
};

export type ProductFollowerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductFollower'] = ResolversParentTypes['ProductFollower']> = {
  collectionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  projectId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  rowsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProductModeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductMode'] = ResolversParentTypes['ProductMode']> = {
  mode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ProductSearchHitResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductSearchHit'] = ResolversParentTypes['ProductSearchHit']> = {
  cct?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  cells?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  collectionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  collectionName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cri?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lengthMm?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  relevance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  thumbnail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  workspaceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ProductSearchResponseResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductSearchResponse'] = ResolversParentTypes['ProductSearchResponse']> = {
  capped?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  data?: Resolver<Array<ResolversTypes['ProductSearchHit']>, ParentType, ContextType>;
  match?: Resolver<ResolversTypes['SearchMatch'], ParentType, ContextType>;
  query?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  queryName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requestId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  scrollID?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  terms?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  understood?: Resolver<Array<ResolversTypes['SearchTerm']>, ParentType, ContextType>;
  username?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ProductUpdateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductUpdate'] = ResolversParentTypes['ProductUpdate']> = {
  collectionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  rowIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  scheduleId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ProfileImageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProfileImage'] = ResolversParentTypes['ProfileImage']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  thumbnails?: Resolver<ResolversTypes['Thumbnails'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProjectResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Project'] = ResolversParentTypes['Project']> = {
  address?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  area?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  areaUnit?: Resolver<ResolversTypes['AreaUnit'], ParentType, ContextType>;
  baseBudget?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  createdDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creator?: Resolver<ResolversTypes['ProjectCreator'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isShared?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastAccessed?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phase?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  powerDensity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  projectColor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  projectIcon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  projectId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  projectLastModified?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  projectName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rowsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sharedLink?: Resolver<Maybe<ResolversTypes['SharedLink']>, ParentType, ContextType>;
  sourceLibraryId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  starred?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ProjectStatus'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewerCan?: Resolver<ResolversTypes['ProjectAbilities'], ParentType, ContextType>;
  workspaceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ProjectAbilitiesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProjectAbilities'] = ResolversParentTypes['ProjectAbilities']> = {
  archive?: Resolver<ResolversTypes['Ability'], ParentType, ContextType>;
  changeSourceLibrary?: Resolver<ResolversTypes['Ability'], ParentType, ContextType>;
  copy?: Resolver<ResolversTypes['Ability'], ParentType, ContextType>;
  delete?: Resolver<ResolversTypes['Ability'], ParentType, ContextType>;
  edit?: Resolver<ResolversTypes['Ability'], ParentType, ContextType>;
  editSetup?: Resolver<ResolversTypes['Ability'], ParentType, ContextType>;
  export?: Resolver<ResolversTypes['Ability'], ParentType, ContextType>;
  exportRevit?: Resolver<ResolversTypes['Ability'], ParentType, ContextType>;
  managePermissions?: Resolver<ResolversTypes['Ability'], ParentType, ContextType>;
  requestInvite?: Resolver<ResolversTypes['Ability'], ParentType, ContextType>;
  sharedLink?: Resolver<ResolversTypes['Ability'], ParentType, ContextType>;
  tags?: Resolver<ResolversTypes['Ability'], ParentType, ContextType>;
};

export type ProjectAggregationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProjectAggregation'] = ResolversParentTypes['ProjectAggregation']> = {
  area?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  areaUnit?: Resolver<ResolversTypes['AreaUnit'], ParentType, ContextType>;
  baseBudget?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  notes?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  powerDensity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  powerSumValues?: Resolver<Array<ResolversTypes['TypeTotal']>, ParentType, ContextType>;
  projectId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  tagSumValues?: Resolver<Array<ResolversTypes['TagTotal']>, ParentType, ContextType>;
  targetPowerDensity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalCost?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalPower?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  typeSumValues?: Resolver<Array<ResolversTypes['TypeTotal']>, ParentType, ContextType>;
};

export type ProjectCreatorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProjectCreator'] = ResolversParentTypes['ProjectCreator']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ProjectListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProjectList'] = ResolversParentTypes['ProjectList']> = {
  data?: Resolver<Array<ResolversTypes['Project']>, ParentType, ContextType>;
  nextToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ProjectMemberResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProjectMember'] = ResolversParentTypes['ProjectMember']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['WorkspaceRole'], ParentType, ContextType>;
  roleLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ProjectPermissionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProjectPermission'] = ResolversParentTypes['ProjectPermission']> = {
  createdDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hideResolvedComments?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  invitedBy?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  isPaid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPending?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  offeredTypes?: Resolver<Array<ResolversTypes['ProjectPermissionType']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ProjectPermissionType'], ParentType, ContextType>;
  typeLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userInfo?: Resolver<ResolversTypes['PermissionUserInfo'], ParentType, ContextType>;
  workspaceRole?: Resolver<Maybe<ResolversTypes['WorkspaceRole']>, ParentType, ContextType>;
};

export type ProjectPreferenceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProjectPreference'] = ResolversParentTypes['ProjectPreference']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ProjectStatusChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProjectStatusChange'] = ResolversParentTypes['ProjectStatusChange']> = {
  projectId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ProjectStatus'], ParentType, ContextType>;
  workspaceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ProjectVersionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProjectVersion'] = ResolversParentTypes['ProjectVersion']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  projectId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  rowsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  scheduleId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  shortName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  versionDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  ListFeatureFlags?: Resolver<Array<ResolversTypes['FeatureFlag']>, ParentType, ContextType, Partial<QueryListFeatureFlagsArgs>>;
  ListProcoreAccounts?: Resolver<Array<ResolversTypes['ProcoreAccount']>, ParentType, ContextType>;
  compareProjectVersions?: Resolver<ResolversTypes['VersionComparison'], ParentType, ContextType, RequireFields<QueryCompareProjectVersionsArgs, 'primaryVersionId' | 'projectId' | 'workspaceId'>>;
  compareScheduleWithReferences?: Resolver<Array<ResolversTypes['RowDiffProduct']>, ParentType, ContextType, RequireFields<QueryCompareScheduleWithReferencesArgs, 'workspaceId'>>;
  getAttachmentInfo?: Resolver<ResolversTypes['AttachmentInfo'], ParentType, ContextType, RequireFields<QueryGetAttachmentInfoArgs, 'key' | 'workspaceId'>>;
  getAvailableReferenceFields?: Resolver<Array<ResolversTypes['ScheduleColumn']>, ParentType, ContextType, RequireFields<QueryGetAvailableReferenceFieldsArgs, 'workspaceId'>>;
  getCellHistory?: Resolver<ResolversTypes['CellChanges'], ParentType, ContextType, RequireFields<QueryGetCellHistoryArgs, 'col' | 'rowId' | 'workspaceId'>>;
  getCollectionMembers?: Resolver<Array<ResolversTypes['CataloguePermission']>, ParentType, ContextType, RequireFields<QueryGetCollectionMembersArgs, 'collectionId' | 'workspaceId'>>;
  getCollectionPhotoInfo?: Resolver<ResolversTypes['CollectionPhoto'], ParentType, ContextType, RequireFields<QueryGetCollectionPhotoInfoArgs, 'collectionId' | 'photoId' | 'workspaceId'>>;
  getCollectionProduct?: Resolver<ResolversTypes['JSON'], ParentType, ContextType, RequireFields<QueryGetCollectionProductArgs, 'collectionId' | 'productId' | 'workspaceId'>>;
  getCollectionSchema?: Resolver<ResolversTypes['Schedule'], ParentType, ContextType, RequireFields<QueryGetCollectionSchemaArgs, 'collectionId' | 'workspaceId'>>;
  getCollectionSharedLink?: Resolver<Maybe<ResolversTypes['CollectionSharedLink']>, ParentType, ContextType, RequireFields<QueryGetCollectionSharedLinkArgs, 'collectionId' | 'workspaceId'>>;
  getCollectionSharingOptions?: Resolver<ResolversTypes['CollectionSharingOptions'], ParentType, ContextType, RequireFields<QueryGetCollectionSharingOptionsArgs, 'collectionId' | 'workspaceId'>>;
  getCollectionViews?: Resolver<Array<ResolversTypes['View']>, ParentType, ContextType, RequireFields<QueryGetCollectionViewsArgs, 'collectionId' | 'workspaceId'>>;
  getColorIconPalette?: Resolver<ResolversTypes['ColorIconPalette'], ParentType, ContextType, Partial<QueryGetColorIconPaletteArgs>>;
  getComment?: Resolver<ResolversTypes['Comment'], ParentType, ContextType, RequireFields<QueryGetCommentArgs, 'commentId' | 'workspaceId'>>;
  getCommentCellPointers?: Resolver<Array<ResolversTypes['CommentCellPointer']>, ParentType, ContextType, RequireFields<QueryGetCommentCellPointersArgs, 'projectId' | 'workspaceId'>>;
  getComparisonFields?: Resolver<Array<ResolversTypes['ScheduleColumn']>, ParentType, ContextType, RequireFields<QueryGetComparisonFieldsArgs, 'projectId' | 'workspaceId'>>;
  getDropdownValues?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, RequireFields<QueryGetDropdownValuesArgs, 'col' | 'workspaceId'>>;
  getExportFile?: Resolver<ResolversTypes['ExportFile'], ParentType, ContextType, Partial<QueryGetExportFileArgs>>;
  getFileLinks?: Resolver<Array<ResolversTypes['FileLink']>, ParentType, ContextType, RequireFields<QueryGetFileLinksArgs, 'keys' | 'workspaceId'>>;
  getImportDocument?: Resolver<ResolversTypes['ImportDocument'], ParentType, ContextType, RequireFields<QueryGetImportDocumentArgs, 'importId' | 'workspaceId'>>;
  getLibrary?: Resolver<ResolversTypes['Library'], ParentType, ContextType, RequireFields<QueryGetLibraryArgs, 'libraryId' | 'workspaceId'>>;
  getLibraryCollectionInfo?: Resolver<ResolversTypes['Collection'], ParentType, ContextType, RequireFields<QueryGetLibraryCollectionInfoArgs, 'collectionId' | 'workspaceId'>>;
  getLibraryInfo_v2?: Resolver<ResolversTypes['Library'], ParentType, ContextType, RequireFields<QueryGetLibraryInfo_V2Args, 'libraryId' | 'workspaceId'>>;
  getListPrice?: Resolver<Array<ResolversTypes['Price']>, ParentType, ContextType, Partial<QueryGetListPriceArgs>>;
  getMyRolesInResource?: Resolver<ResolversTypes['ResourceRoles'], ParentType, ContextType, RequireFields<QueryGetMyRolesInResourceArgs, 'resourceId' | 'resourceType' | 'workspaceId'>>;
  getOnboardingRoute?: Resolver<ResolversTypes['String'], ParentType, ContextType, Partial<QueryGetOnboardingRouteArgs>>;
  getProcoreAuthUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  getProductMode?: Resolver<ResolversTypes['ProductMode'], ParentType, ContextType, RequireFields<QueryGetProductModeArgs, 'collectionId' | 'workspaceId'>>;
  getProjectAggregation?: Resolver<ResolversTypes['ProjectAggregation'], ParentType, ContextType, RequireFields<QueryGetProjectAggregationArgs, 'projectId' | 'workspaceId'>>;
  getProjectById?: Resolver<Maybe<ResolversTypes['Project']>, ParentType, ContextType, RequireFields<QueryGetProjectByIdArgs, 'id' | 'workspaceId'>>;
  getProjectMembers?: Resolver<Array<ResolversTypes['ProjectMember']>, ParentType, ContextType, RequireFields<QueryGetProjectMembersArgs, 'projectId' | 'workspaceId'>>;
  getProjectPermissions?: Resolver<Array<ResolversTypes['ProjectPermission']>, ParentType, ContextType, RequireFields<QueryGetProjectPermissionsArgs, 'projectId' | 'workspaceId'>>;
  getProjectSchedule?: Resolver<ResolversTypes['Schedule'], ParentType, ContextType, RequireFields<QueryGetProjectScheduleArgs, 'workspaceId'>>;
  getProjectTags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, RequireFields<QueryGetProjectTagsArgs, 'workspaceId'>>;
  getResourceCommentsState?: Resolver<ResolversTypes['ResourceCommentsState'], ParentType, ContextType, RequireFields<QueryGetResourceCommentsStateArgs, 'resourceId' | 'resourceType' | 'workspaceId'>>;
  getResourcePermission?: Resolver<ResolversTypes['ResourcePermission'], ParentType, ContextType, RequireFields<QueryGetResourcePermissionArgs, 'resourceId' | 'resourceType' | 'workspaceId'>>;
  getRowDiffProduct?: Resolver<ResolversTypes['RowDiffProduct'], ParentType, ContextType, RequireFields<QueryGetRowDiffProductArgs, 'rowId' | 'workspaceId'>>;
  getRowFollowers?: Resolver<Array<ResolversTypes['RowFollower']>, ParentType, ContextType, RequireFields<QueryGetRowFollowersArgs, 'projectId' | 'rowId' | 'workspaceId'>>;
  getRowsByTags?: Resolver<ResolversTypes['ScheduleRowsPage'], ParentType, ContextType, RequireFields<QueryGetRowsByTagsArgs, 'tags' | 'workspaceId'>>;
  getScheduleCommands?: Resolver<Array<ResolversTypes['ScheduleCommand']>, ParentType, ContextType, RequireFields<QueryGetScheduleCommandsArgs, 'workspaceId'>>;
  getScheduleView?: Resolver<ResolversTypes['View'], ParentType, ContextType, RequireFields<QueryGetScheduleViewArgs, 'viewId' | 'workspaceId'>>;
  getScheduleViews?: Resolver<Array<ResolversTypes['View']>, ParentType, ContextType, RequireFields<QueryGetScheduleViewsArgs, 'workspaceId'>>;
  getSlants?: Resolver<Array<ResolversTypes['Slant']>, ParentType, ContextType, RequireFields<QueryGetSlantsArgs, 'projectId' | 'rowIds' | 'workspaceId'>>;
  getSortedUserProjectsV2?: Resolver<ResolversTypes['ProjectList'], ParentType, ContextType, RequireFields<QueryGetSortedUserProjectsV2Args, 'workspaceId'>>;
  getStarredProjectLists?: Resolver<ResolversTypes['StarredProjectLists'], ParentType, ContextType, RequireFields<QueryGetStarredProjectListsArgs, 'workspaceId'>>;
  getStructuredScheduleRows?: Resolver<ResolversTypes['ScheduleRowsPage'], ParentType, ContextType, RequireFields<QueryGetStructuredScheduleRowsArgs, 'workspaceId'>>;
  getTemplateUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<QueryGetTemplateUrlArgs, 'workspaceId'>>;
  getTotalOfTag?: Resolver<ResolversTypes['TagTotal'], ParentType, ContextType, RequireFields<QueryGetTotalOfTagArgs, 'projectId' | 'tag' | 'workspaceId'>>;
  getUserCountryCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  getUserInvoices?: Resolver<ResolversTypes['InvoiceList'], ParentType, ContextType, RequireFields<QueryGetUserInvoicesArgs, 'workspaceId'>>;
  getUserPreference?: Resolver<Maybe<ResolversTypes['UserPreference']>, ParentType, ContextType, RequireFields<QueryGetUserPreferenceArgs, 'key'>>;
  getUserProfile?: Resolver<Maybe<ResolversTypes['UserProfile']>, ParentType, ContextType, Partial<QueryGetUserProfileArgs>>;
  getUserProfileByEmail?: Resolver<Maybe<ResolversTypes['UserProfile']>, ParentType, ContextType, RequireFields<QueryGetUserProfileByEmailArgs, 'email'>>;
  getUserProjectPreference?: Resolver<Maybe<ResolversTypes['ProjectPreference']>, ParentType, ContextType, RequireFields<QueryGetUserProjectPreferenceArgs, 'key' | 'projectId' | 'workspaceId'>>;
  getUserSubscriptions?: Resolver<Array<ResolversTypes['WorkspaceSubscription']>, ParentType, ContextType, Partial<QueryGetUserSubscriptionsArgs>>;
  getViewParams?: Resolver<ResolversTypes['JSON'], ParentType, ContextType, RequireFields<QueryGetViewParamsArgs, 'viewId' | 'workspaceId'>>;
  getWorkspace?: Resolver<Maybe<ResolversTypes['Workspace']>, ParentType, ContextType, RequireFields<QueryGetWorkspaceArgs, 'workspaceId'>>;
  getWorkspaceBilling?: Resolver<ResolversTypes['WorkspaceBilling'], ParentType, ContextType, RequireFields<QueryGetWorkspaceBillingArgs, 'workspaceId'>>;
  getWorkspaceBranding?: Resolver<Maybe<ResolversTypes['WorkspaceBranding']>, ParentType, ContextType, RequireFields<QueryGetWorkspaceBrandingArgs, 'workspaceId'>>;
  getWorkspaceSectionSettings?: Resolver<ResolversTypes['SectionSettings'], ParentType, ContextType, RequireFields<QueryGetWorkspaceSectionSettingsArgs, 'workspaceId'>>;
  getWorkspacesList?: Resolver<ResolversTypes['WorkspaceList'], ParentType, ContextType, Partial<QueryGetWorkspacesListArgs>>;
  getWorkspacesListForFollowing?: Resolver<ResolversTypes['WorkspaceList'], ParentType, ContextType, Partial<QueryGetWorkspacesListForFollowingArgs>>;
  isCollectionFollowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<QueryIsCollectionFollowedArgs, 'collectionId' | 'workspaceId'>>;
  isUserNeedPremium?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<QueryIsUserNeedPremiumArgs, 'workspaceId'>>;
  listCollectionPhotos?: Resolver<Array<ResolversTypes['CollectionPhoto']>, ParentType, ContextType, RequireFields<QueryListCollectionPhotosArgs, 'collectionId' | 'workspaceId'>>;
  listCollectionsForProduct?: Resolver<ResolversTypes['CollectionsForProduct'], ParentType, ContextType, RequireFields<QueryListCollectionsForProductArgs, 'projectId' | 'workspaceId'>>;
  listComments?: Resolver<ResolversTypes['CommentsPage'], ParentType, ContextType, RequireFields<QueryListCommentsArgs, 'resourceId' | 'resourceType' | 'workspaceId'>>;
  listCustomLibraryCollections?: Resolver<ResolversTypes['CollectionPage'], ParentType, ContextType, RequireFields<QueryListCustomLibraryCollectionsArgs, 'libraryId' | 'workspaceId'>>;
  listDeletedRows?: Resolver<ResolversTypes['ScheduleRowsPage'], ParentType, ContextType, RequireFields<QueryListDeletedRowsArgs, 'workspaceId'>>;
  listExportFiles?: Resolver<Array<ResolversTypes['ExportFile']>, ParentType, ContextType, RequireFields<QueryListExportFilesArgs, 'projectId' | 'workspaceId'>>;
  listFollowedCollections?: Resolver<ResolversTypes['CollectionPage'], ParentType, ContextType, RequireFields<QueryListFollowedCollectionsArgs, 'workspaceId'>>;
  listFollowedCollectionsLastAccessed?: Resolver<Array<ResolversTypes['Collection']>, ParentType, ContextType, RequireFields<QueryListFollowedCollectionsLastAccessedArgs, 'workspaceId'>>;
  listFollowedCollectionsV2?: Resolver<ResolversTypes['CollectionPage'], ParentType, ContextType, RequireFields<QueryListFollowedCollectionsV2Args, 'workspaceId'>>;
  listLibraries?: Resolver<ResolversTypes['LibraryList'], ParentType, ContextType, RequireFields<QueryListLibrariesArgs, 'workspaceId'>>;
  listLibrariesWithCollection?: Resolver<Array<ResolversTypes['Library']>, ParentType, ContextType, RequireFields<QueryListLibrariesWithCollectionArgs, 'collectionId' | 'workspaceId'>>;
  listMyCollectionSuggestions?: Resolver<ResolversTypes['CollectionSuggestionPage'], ParentType, ContextType, Partial<QueryListMyCollectionSuggestionsArgs>>;
  listMyCollectionsV2?: Resolver<Array<ResolversTypes['CollectionGroupPage']>, ParentType, ContextType, RequireFields<QueryListMyCollectionsV2Args, 'workspaceId'>>;
  listMyLibraries?: Resolver<ResolversTypes['LibraryList'], ParentType, ContextType, RequireFields<QueryListMyLibrariesArgs, 'workspaceId'>>;
  listMyWorkspaceInvitations?: Resolver<Array<ResolversTypes['WorkspaceInvitation']>, ParentType, ContextType>;
  listMyWorkspaces?: Resolver<Array<ResolversTypes['Workspace']>, ParentType, ContextType>;
  listProcoreCompanies?: Resolver<Array<ResolversTypes['ProcoreCompany']>, ParentType, ContextType, RequireFields<QueryListProcoreCompaniesArgs, 'accountId'>>;
  listProcoreFolders?: Resolver<Array<ResolversTypes['ProcoreFolder']>, ParentType, ContextType, RequireFields<QueryListProcoreFoldersArgs, 'accountId' | 'companyId' | 'projectId'>>;
  listProcoreLastUsedFolders?: Resolver<Array<ResolversTypes['ProcoreLastUsedFolder']>, ParentType, ContextType>;
  listProcoreProjects?: Resolver<Array<ResolversTypes['ProcoreProject']>, ParentType, ContextType, RequireFields<QueryListProcoreProjectsArgs, 'accountId' | 'companyId'>>;
  listProductFollowers?: Resolver<Array<ResolversTypes['ProductFollower']>, ParentType, ContextType, RequireFields<QueryListProductFollowersArgs, 'collectionId' | 'productId' | 'workspaceId'>>;
  listProjectVersions?: Resolver<Array<ResolversTypes['ProjectVersion']>, ParentType, ContextType, RequireFields<QueryListProjectVersionsArgs, 'projectId' | 'workspaceId'>>;
  listRecentCollectionsV2?: Resolver<ResolversTypes['CollectionPage'], ParentType, ContextType, RequireFields<QueryListRecentCollectionsV2Args, 'workspaceId'>>;
  listRecentProducts?: Resolver<Array<ResolversTypes['RecentProduct']>, ParentType, ContextType, RequireFields<QueryListRecentProductsArgs, 'workspaceId'>>;
  listResentlyCollections?: Resolver<Array<ResolversTypes['Collection']>, ParentType, ContextType, RequireFields<QueryListResentlyCollectionsArgs, 'workspaceId'>>;
  listSlants?: Resolver<ResolversTypes['SlantsPage'], ParentType, ContextType, RequireFields<QueryListSlantsArgs, 'projectId' | 'workspaceId'>>;
  listStructuredCollectionRows?: Resolver<ResolversTypes['ScheduleRowsPage'], ParentType, ContextType, RequireFields<QueryListStructuredCollectionRowsArgs, 'collectionId' | 'workspaceId'>>;
  listUsersInWorkspace?: Resolver<ResolversTypes['WorkspaceMemberList'], ParentType, ContextType, RequireFields<QueryListUsersInWorkspaceArgs, 'workspaceId'>>;
  listWorkspacesForFollowing?: Resolver<ResolversTypes['WorkspaceList'], ParentType, ContextType, Partial<QueryListWorkspacesForFollowingArgs>>;
  listWorkspacesWithCollection?: Resolver<Array<ResolversTypes['Workspace']>, ParentType, ContextType, RequireFields<QueryListWorkspacesWithCollectionArgs, 'collectionId'>>;
  myNotifications?: Resolver<ResolversTypes['NotificationsPage'], ParentType, ContextType, Partial<QueryMyNotificationsArgs>>;
  previewImportDocument?: Resolver<ResolversTypes['ImportPreview'], ParentType, ContextType, RequireFields<QueryPreviewImportDocumentArgs, 'key' | 'workspaceId'>>;
  searchAddress?: Resolver<Array<ResolversTypes['Address']>, ParentType, ContextType, RequireFields<QuerySearchAddressArgs, 'query'>>;
  searchCollectionsV3?: Resolver<ResolversTypes['CollectionSearchResponse'], ParentType, ContextType, RequireFields<QuerySearchCollectionsV3Args, 'query' | 'workspaceId'>>;
  searchCommentMentions?: Resolver<Array<ResolversTypes['CommentPerson']>, ParentType, ContextType, RequireFields<QuerySearchCommentMentionsArgs, 'resourceId' | 'resourceType' | 'search' | 'workspaceId'>>;
  searchProductsV3?: Resolver<ResolversTypes['ProductSearchResponse'], ParentType, ContextType, RequireFields<QuerySearchProductsV3Args, 'query' | 'workspaceId'>>;
  searchProjectCells?: Resolver<ResolversTypes['SearchResultsPage'], ParentType, ContextType, RequireFields<QuerySearchProjectCellsArgs, 'projectId' | 'query' | 'workspaceId'>>;
  searchProjectMembers?: Resolver<Array<ResolversTypes['UserSearchResult']>, ParentType, ContextType, RequireFields<QuerySearchProjectMembersArgs, 'projectId' | 'workspaceId'>>;
  searchUsersV4?: Resolver<ResolversTypes['UserSearchPage'], ParentType, ContextType, RequireFields<QuerySearchUsersV4Args, 'workspaceId'>>;
  systemStatus?: Resolver<ResolversTypes['SystemStatus'], ParentType, ContextType>;
};

export type RecentProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RecentProduct'] = ResolversParentTypes['RecentProduct']> = {
  collectionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  collectionName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  libraryId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  usedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ResourceCommentsStateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ResourceCommentsState'] = ResolversParentTypes['ResourceCommentsState']> = {
  commentsUnread?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hideResolvedComments?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  resourceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  resourceType?: Resolver<ResolversTypes['CommentScope'], ParentType, ContextType>;
};

export type ResourcePermissionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ResourcePermission'] = ResolversParentTypes['ResourcePermission']> = {
  allowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  managePermissions?: Resolver<ResolversTypes['Ability'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  requestInvite?: Resolver<ResolversTypes['Ability'], ParentType, ContextType>;
  resourceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  resourceType?: Resolver<ResolversTypes['PermissionResourceType'], ParentType, ContextType>;
  sharedLink?: Resolver<ResolversTypes['Ability'], ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  typeLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  viaSharedLink?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ResourceRolesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ResourceRoles'] = ResolversParentTypes['ResourceRoles']> = {
  resourceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  resourceRole?: Resolver<Maybe<ResolversTypes['ProjectPermissionType']>, ParentType, ContextType>;
  resourceType?: Resolver<ResolversTypes['PermissionResourceType'], ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  workspaceMembership?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  workspaceRole?: Resolver<Maybe<ResolversTypes['WorkspaceRole']>, ParentType, ContextType>;
};

export type RowDiffProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RowDiffProduct'] = ResolversParentTypes['RowDiffProduct']> = {
  collectionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  collectionName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  edited?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['ProductFieldDiff']>, ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  removed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rowId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  updateAvailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type RowFollowerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RowFollower'] = ResolversParentTypes['RowFollower']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  picture?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ScheduleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Schedule'] = ResolversParentTypes['Schedule']> = {
  collectionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  columnRestrictions?: Resolver<Array<ResolversTypes['ColumnRestriction']>, ParentType, ContextType>;
  custom_fields?: Resolver<Array<ResolversTypes['ScheduleColumn']>, ParentType, ContextType>;
  default_fields?: Resolver<Array<ResolversTypes['ScheduleColumn']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  projectId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  read_only_fields?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  rowsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  schema?: Resolver<ResolversTypes['ScheduleSchemaDefinition'], ParentType, ContextType>;
};

export type ScheduleColumnResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ScheduleColumn'] = ResolversParentTypes['ScheduleColumn']> = {
  arrayType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  formulaType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hint?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  maxLen?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  multiline?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ScheduleCommandResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ScheduleCommand'] = ResolversParentTypes['ScheduleCommand']> = {
  allowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ScheduleRowDeletedResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ScheduleRowDeleted'] = ResolversParentTypes['ScheduleRowDeleted']> = {
  rowIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  scheduleId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  session?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ScheduleRowEventResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ScheduleRowEvent'] = ResolversParentTypes['ScheduleRowEvent']> = {
  forceUpdate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  row?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  scheduleId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  session?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ScheduleRowsChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ScheduleRowsChange'] = ResolversParentTypes['ScheduleRowsChange']> = {
  forceUpdate?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ScheduleRowsChangeKind'], ParentType, ContextType>;
  row?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  rowIds?: Resolver<Maybe<Array<ResolversTypes['ID']>>, ParentType, ContextType>;
  rows?: Resolver<Maybe<Array<ResolversTypes['JSON']>>, ParentType, ContextType>;
  scheduleId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  session?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ScheduleRowsPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ScheduleRowsPage'] = ResolversParentTypes['ScheduleRowsPage']> = {
  data?: Resolver<Array<ResolversTypes['JSON']>, ParentType, ContextType>;
  nextToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ScheduleSchemaDefinitionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ScheduleSchemaDefinition'] = ResolversParentTypes['ScheduleSchemaDefinition']> = {
  custom_fields?: Resolver<Array<ResolversTypes['ScheduleColumn']>, ParentType, ContextType>;
  default_fields?: Resolver<Array<ResolversTypes['ScheduleColumn']>, ParentType, ContextType>;
  read_only_fields?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ScrapeResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ScrapeResult'] = ResolversParentTypes['ScrapeResult']> = {
  attachmentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['ScrapedImage']>, ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  sources?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ScrapeStatus'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ScrapedImageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ScrapedImage'] = ResolversParentTypes['ScrapedImage']> = {
  filename?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  thumbnails?: Resolver<Maybe<ResolversTypes['Thumbnails']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SearchResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchResult'] = ResolversParentTypes['SearchResult']> = {
  matches?: Resolver<Array<ResolversTypes['CellMatch']>, ParentType, ContextType>;
  query?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rowId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  scheduleId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  scrollID?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SearchResultsPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchResultsPage'] = ResolversParentTypes['SearchResultsPage']> = {
  data?: Resolver<Array<ResolversTypes['SearchResult']>, ParentType, ContextType>;
  query?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scrollID?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SearchTermResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchTerm'] = ResolversParentTypes['SearchTerm']> = {
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SectionSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SectionSettings'] = ResolversParentTypes['SectionSettings']> = {
  collapsed?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  collectionsSectionsOrder?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SessionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Session'] = ResolversParentTypes['Session']> = {
  accessToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  accessTokenExpiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['UserProfile'], ParentType, ContextType>;
};

export type SharedLinkResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SharedLink'] = ResolversParentTypes['SharedLink']> = {
  accessToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  allowExport?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  generatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SignInResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SignInResult'] = ResolversParentTypes['SignInResult']> = {
  challenge?: Resolver<Maybe<ResolversTypes['SignInChallenge']>, ParentType, ContextType>;
  challengeToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  session?: Resolver<Maybe<ResolversTypes['Session']>, ParentType, ContextType>;
};

export type SlantResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Slant'] = ResolversParentTypes['Slant']> = {
  commentsAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  commentsUnread?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  rowId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  unreadMessageIDs?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type SlantsPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SlantsPage'] = ResolversParentTypes['SlantsPage']> = {
  items?: Resolver<Array<ResolversTypes['Slant']>, ParentType, ContextType>;
  nextToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SortingDataResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SortingData'] = ResolversParentTypes['SortingData']> = {
  sortBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sortOrder?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StarredProjectListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StarredProjectList'] = ResolversParentTypes['StarredProjectList']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sortingMode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StarredProjectListsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StarredProjectLists'] = ResolversParentTypes['StarredProjectLists']> = {
  data?: Resolver<Array<ResolversTypes['StarredProjectList']>, ParentType, ContextType>;
  nextToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  inviteToWorkspaceReport?: SubscriptionResolver<ResolversTypes['InviteReport'], "inviteToWorkspaceReport", ParentType, ContextType, RequireFields<SubscriptionInviteToWorkspaceReportArgs, 'workspaceId'>>;
  notifyExportFileData?: SubscriptionResolver<ResolversTypes['ExportFile'], "notifyExportFileData", ParentType, ContextType, RequireFields<SubscriptionNotifyExportFileDataArgs, 'projectId' | 'username'>>;
  notifyExportFiles?: SubscriptionResolver<ResolversTypes['ExportFile'], "notifyExportFiles", ParentType, ContextType, RequireFields<SubscriptionNotifyExportFilesArgs, 'requestId'>>;
  onCollectionChanged?: SubscriptionResolver<ResolversTypes['CollectionEvent'], "onCollectionChanged", ParentType, ContextType, RequireFields<SubscriptionOnCollectionChangedArgs, 'workspaceId'>>;
  onCommentChanged?: SubscriptionResolver<ResolversTypes['Comment'], "onCommentChanged", ParentType, ContextType, RequireFields<SubscriptionOnCommentChangedArgs, 'resourceId' | 'resourceType' | 'workspaceId'>>;
  onDeleteScheduleRow?: SubscriptionResolver<ResolversTypes['ScheduleRowDeleted'], "onDeleteScheduleRow", ParentType, ContextType, RequireFields<SubscriptionOnDeleteScheduleRowArgs, 'workspaceId'>>;
  onNotification?: SubscriptionResolver<ResolversTypes['Notification'], "onNotification", ParentType, ContextType>;
  onPermissionChanged?: SubscriptionResolver<ResolversTypes['PermissionChange'], "onPermissionChanged", ParentType, ContextType, RequireFields<SubscriptionOnPermissionChangedArgs, 'resourceId' | 'resourceType' | 'workspaceId'>>;
  onProductUpdated?: SubscriptionResolver<ResolversTypes['ProductUpdate'], "onProductUpdated", ParentType, ContextType, RequireFields<SubscriptionOnProductUpdatedArgs, 'workspaceId'>>;
  onProjectAggregation?: SubscriptionResolver<ResolversTypes['ProjectAggregation'], "onProjectAggregation", ParentType, ContextType, RequireFields<SubscriptionOnProjectAggregationArgs, 'projectId' | 'workspaceId'>>;
  onProjectStatusChanged?: SubscriptionResolver<ResolversTypes['ProjectStatusChange'], "onProjectStatusChanged", ParentType, ContextType, RequireFields<SubscriptionOnProjectStatusChangedArgs, 'workspaceId'>>;
  onPutScheduleRow?: SubscriptionResolver<ResolversTypes['ScheduleRowEvent'], "onPutScheduleRow", ParentType, ContextType, RequireFields<SubscriptionOnPutScheduleRowArgs, 'workspaceId'>>;
  onScheduleRowsChanged?: SubscriptionResolver<ResolversTypes['ScheduleRowsChange'], "onScheduleRowsChanged", ParentType, ContextType, RequireFields<SubscriptionOnScheduleRowsChangedArgs, 'workspaceId'>>;
  onScrapeResult?: SubscriptionResolver<ResolversTypes['ScrapeResult'], "onScrapeResult", ParentType, ContextType, RequireFields<SubscriptionOnScrapeResultArgs, 'attachmentId' | 'workspaceId'>>;
  onSearchCollectionsV3?: SubscriptionResolver<ResolversTypes['CollectionSearchResponse'], "onSearchCollectionsV3", ParentType, ContextType, RequireFields<SubscriptionOnSearchCollectionsV3Args, 'requestId' | 'workspaceId'>>;
  onSearchProductsV3?: SubscriptionResolver<ResolversTypes['ProductSearchResponse'], "onSearchProductsV3", ParentType, ContextType, RequireFields<SubscriptionOnSearchProductsV3Args, 'requestId' | 'workspaceId'>>;
  onSearchProjectCells?: SubscriptionResolver<ResolversTypes['SearchResultsPage'], "onSearchProjectCells", ParentType, ContextType, RequireFields<SubscriptionOnSearchProjectCellsArgs, 'projectId' | 'query' | 'username' | 'workspaceId'>>;
  onSlantChanged?: SubscriptionResolver<ResolversTypes['Slant'], "onSlantChanged", ParentType, ContextType, RequireFields<SubscriptionOnSlantChangedArgs, 'projectId' | 'workspaceId'>>;
  onUnreadCommentsChanged?: SubscriptionResolver<ResolversTypes['ResourceCommentsState'], "onUnreadCommentsChanged", ParentType, ContextType, RequireFields<SubscriptionOnUnreadCommentsChangedArgs, 'resourceId' | 'resourceType' | 'workspaceId'>>;
  paymentEvents?: SubscriptionResolver<ResolversTypes['PaymentEvent'], "paymentEvents", ParentType, ContextType, RequireFields<SubscriptionPaymentEventsArgs, 'workspaceId'>>;
  pdfDownloadProgress?: SubscriptionResolver<ResolversTypes['ExportFile'], "pdfDownloadProgress", ParentType, ContextType, RequireFields<SubscriptionPdfDownloadProgressArgs, 'pdfName'>>;
  subscribeImportDocument?: SubscriptionResolver<ResolversTypes['ImportDocument'], "subscribeImportDocument", ParentType, ContextType, RequireFields<SubscriptionSubscribeImportDocumentArgs, 'importId' | 'workspaceId'>>;
  systemPulse?: SubscriptionResolver<ResolversTypes['SystemPulse'], "systemPulse", ParentType, ContextType>;
};

export type SuggestionResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SuggestionResult'] = ResolversParentTypes['SuggestionResult']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  errorType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  suggested?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SystemNoticeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SystemNotice'] = ResolversParentTypes['SystemNotice']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['SystemNoticeKind'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SystemPulseResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SystemPulse'] = ResolversParentTypes['SystemPulse']> = {
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  serverId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SystemStatusResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SystemStatus'] = ResolversParentTypes['SystemStatus']> = {
  database?: Resolver<ResolversTypes['DatabaseKind'], ParentType, ContextType>;
  notices?: Resolver<Array<ResolversTypes['SystemNotice']>, ParentType, ContextType>;
  procoreEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pubsub?: Resolver<ResolversTypes['PubSubKind'], ParentType, ContextType>;
  pulseIntervalMs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TagTotalResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TagTotal'] = ResolversParentTypes['TagTotal']> = {
  TotalCost?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tag?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalPower?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type TestCardResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TestCard'] = ResolversParentTypes['TestCard']> = {
  behaviour?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ThumbnailsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Thumbnails'] = ResolversParentTypes['Thumbnails']> = {
  full?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  large?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  medium?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  small?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type TypeTotalResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TypeTotal'] = ResolversParentTypes['TypeTotal']> = {
  rows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCost?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalPower?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserPreferenceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserPreference'] = ResolversParentTypes['UserPreference']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type UserProfileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserProfile'] = ResolversParentTypes['UserProfile']> = {
  collectionSortingMode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  collectionSortingModeAscending?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  directGrant?: Resolver<Array<ResolversTypes['AccessGrant']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  job_title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  libraryGrants?: Resolver<Array<ResolversTypes['AccessGrant']>, ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  logo?: Resolver<Maybe<ResolversTypes['ProfileImage']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  picture?: Resolver<Maybe<ResolversTypes['ProfileImage']>, ParentType, ContextType>;
  profileComplete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  projectSortingMode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  projectSortingModeAscending?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  projectTeamRole?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  termsAcceptedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type UserSearchPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserSearchPage'] = ResolversParentTypes['UserSearchPage']> = {
  data?: Resolver<Array<ResolversTypes['UserSearchResult']>, ParentType, ContextType>;
  nextToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type UserSearchResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserSearchResult'] = ResolversParentTypes['UserSearchResult']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isPending?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  picture?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  projectPermission?: Resolver<Maybe<ResolversTypes['ProjectPermissionType']>, ParentType, ContextType>;
  workspaceRole?: Resolver<Maybe<ResolversTypes['WorkspaceRole']>, ParentType, ContextType>;
};

export type VersionComparisonResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VersionComparison'] = ResolversParentTypes['VersionComparison']> = {
  byType?: Resolver<Array<ResolversTypes['CompareTypeRollup']>, ParentType, ContextType>;
  counts?: Resolver<ResolversTypes['CompareCounts'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['CompareItem']>, ParentType, ContextType>;
  primaryVersionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  secondaryVersionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['CompareTotals'], ParentType, ContextType>;
};

export type ViewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['View'] = ResolversParentTypes['View']> = {
  builtInKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  collectionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  columnOrder?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  columnsSize?: Resolver<Array<ResolversTypes['ColumnSize']>, ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customColumnOrder?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  custom_dropdowns?: Resolver<Array<ResolversTypes['ViewDropdown']>, ParentType, ContextType>;
  dropdowns?: Resolver<Array<ResolversTypes['ViewDropdown']>, ParentType, ContextType>;
  filterTag?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  grants?: Resolver<ResolversTypes['ViewGrants'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  projectId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rowHeight?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rowHeightPx?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sortingData?: Resolver<Maybe<ResolversTypes['SortingData']>, ParentType, ContextType>;
  sortingField?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sortingIndex?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewMode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewerCan?: Resolver<ResolversTypes['ViewAbilities'], ParentType, ContextType>;
  visibleColumns?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ViewAbilitiesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ViewAbilities'] = ResolversParentTypes['ViewAbilities']> = {
  managePermissions?: Resolver<ResolversTypes['Ability'], ParentType, ContextType>;
  renameOrDelete?: Resolver<ResolversTypes['Ability'], ParentType, ContextType>;
  reorderColumns?: Resolver<ResolversTypes['Ability'], ParentType, ContextType>;
  resizeColumns?: Resolver<ResolversTypes['Ability'], ParentType, ContextType>;
  update?: Resolver<ResolversTypes['Ability'], ParentType, ContextType>;
};

export type ViewDropdownResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ViewDropdown'] = ResolversParentTypes['ViewDropdown']> = {
  multipleSelect?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ViewGrantsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ViewGrants'] = ResolversParentTypes['ViewGrants']> = {
  roles?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  users?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type WorkspaceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Workspace'] = ResolversParentTypes['Workspace']> = {
  allowPages?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creator?: Resolver<ResolversTypes['WorkspaceCreator'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  freeLicenses?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  guestLicenseLimit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  keywords?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  logo?: Resolver<Maybe<ResolversTypes['ProfileImage']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  premiumLicenses?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  projectCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  published?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  readOnlyMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['WorkspaceRole']>, ParentType, ContextType>;
  roleLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['WorkspaceStatus'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['WorkspaceKind'], ParentType, ContextType>;
  unlimitedUsers?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  usedGuestLicenses?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  usedLicenses?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  viewerCan?: Resolver<ResolversTypes['WorkspaceAbilities'], ParentType, ContextType>;
  workspaceMembership?: Resolver<Maybe<ResolversTypes['WorkspaceMembershipKind']>, ParentType, ContextType>;
  workspaceType?: Resolver<ResolversTypes['WorkspacePlan'], ParentType, ContextType>;
};

export type WorkspaceAbilitiesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WorkspaceAbilities'] = ResolversParentTypes['WorkspaceAbilities']> = {
  adminPanel?: Resolver<ResolversTypes['Ability'], ParentType, ContextType>;
  createProject?: Resolver<ResolversTypes['Ability'], ParentType, ContextType>;
  manageGuests?: Resolver<ResolversTypes['Ability'], ParentType, ContextType>;
  manageMembers?: Resolver<ResolversTypes['Ability'], ParentType, ContextType>;
  payment?: Resolver<ResolversTypes['Ability'], ParentType, ContextType>;
  publish?: Resolver<ResolversTypes['Ability'], ParentType, ContextType>;
  update?: Resolver<ResolversTypes['Ability'], ParentType, ContextType>;
};

export type WorkspaceBillingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WorkspaceBilling'] = ResolversParentTypes['WorkspaceBilling']> = {
  canPay?: Resolver<ResolversTypes['Ability'], ParentType, ContextType>;
  includedGuestSeats?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paymentManagers?: Resolver<Array<ResolversTypes['WorkspaceCreator']>, ParentType, ContextType>;
  paymentMethod?: Resolver<Maybe<ResolversTypes['PaymentMethod']>, ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subscription?: Resolver<Maybe<ResolversTypes['WorkspaceSubscription']>, ParentType, ContextType>;
  testCards?: Resolver<Array<ResolversTypes['TestCard']>, ParentType, ContextType>;
  trialDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  trialState?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  usedGuestLicenses?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  usedLicenses?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  workspaceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type WorkspaceBrandingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WorkspaceBranding'] = ResolversParentTypes['WorkspaceBranding']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  logo?: Resolver<Maybe<ResolversTypes['ProfileImage']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WorkspaceCreatorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WorkspaceCreator'] = ResolversParentTypes['WorkspaceCreator']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type WorkspaceInvitationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WorkspaceInvitation'] = ResolversParentTypes['WorkspaceInvitation']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invitedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  invitedBy?: Resolver<Maybe<ResolversTypes['WorkspaceCreator']>, ParentType, ContextType>;
  projects?: Resolver<Array<ResolversTypes['InvitedProject']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['WorkspaceRole'], ParentType, ContextType>;
  roleLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  workspaceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  workspaceName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WorkspaceListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WorkspaceList'] = ResolversParentTypes['WorkspaceList']> = {
  data?: Resolver<Array<ResolversTypes['Workspace']>, ParentType, ContextType>;
  nextToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type WorkspaceMemberResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WorkspaceMember'] = ResolversParentTypes['WorkspaceMember']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  invitedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  membership?: Resolver<ResolversTypes['WorkspaceMembershipKind'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  picture?: Resolver<Maybe<ResolversTypes['ProfileImage']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['WorkspaceRole'], ParentType, ContextType>;
  roleLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type WorkspaceMemberListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WorkspaceMemberList'] = ResolversParentTypes['WorkspaceMemberList']> = {
  data?: Resolver<Array<ResolversTypes['WorkspaceMember']>, ParentType, ContextType>;
  nextToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type WorkspaceSubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WorkspaceSubscription'] = ResolversParentTypes['WorkspaceSubscription']> = {
  amountDue?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  guestSeats?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  priceAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  priceCurrency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  priceInterval?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seats?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subEnd?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subStart?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trialEnd?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  workspaceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  workspaceName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  Ability?: AbilityResolvers<ContextType>;
  AccessGrant?: AccessGrantResolvers<ContextType>;
  Address?: AddressResolvers<ContextType>;
  AddressComponent?: AddressComponentResolvers<ContextType>;
  AddressGeometry?: AddressGeometryResolvers<ContextType>;
  AttachmentInfo?: AttachmentInfoResolvers<ContextType>;
  CatalogueAbilities?: CatalogueAbilitiesResolvers<ContextType>;
  CataloguePermission?: CataloguePermissionResolvers<ContextType>;
  CataloguePermissionResult?: CataloguePermissionResultResolvers<ContextType>;
  CellChange?: CellChangeResolvers<ContextType>;
  CellChanges?: CellChangesResolvers<ContextType>;
  CellMatch?: CellMatchResolvers<ContextType>;
  CellUpdate?: CellUpdateResolvers<ContextType>;
  CellUpdated?: CellUpdatedResolvers<ContextType>;
  CellVersion?: GraphQLScalarType;
  CellsUpdate?: CellsUpdateResolvers<ContextType>;
  CodeSent?: CodeSentResolvers<ContextType>;
  Collection?: CollectionResolvers<ContextType>;
  CollectionEvent?: CollectionEventResolvers<ContextType>;
  CollectionGroupPage?: CollectionGroupPageResolvers<ContextType>;
  CollectionPage?: CollectionPageResolvers<ContextType>;
  CollectionPhoto?: CollectionPhotoResolvers<ContextType>;
  CollectionSearchResponse?: CollectionSearchResponseResolvers<ContextType>;
  CollectionSharedLink?: CollectionSharedLinkResolvers<ContextType>;
  CollectionSharingOptions?: CollectionSharingOptionsResolvers<ContextType>;
  CollectionSuggestion?: CollectionSuggestionResolvers<ContextType>;
  CollectionSuggestionPage?: CollectionSuggestionPageResolvers<ContextType>;
  CollectionsForProduct?: CollectionsForProductResolvers<ContextType>;
  ColorIconPalette?: ColorIconPaletteResolvers<ContextType>;
  ColumnRestriction?: ColumnRestrictionResolvers<ContextType>;
  ColumnSize?: ColumnSizeResolvers<ContextType>;
  Comment?: CommentResolvers<ContextType>;
  CommentAbilities?: CommentAbilitiesResolvers<ContextType>;
  CommentAttachment?: CommentAttachmentResolvers<ContextType>;
  CommentCellPointer?: CommentCellPointerResolvers<ContextType>;
  CommentPerson?: CommentPersonResolvers<ContextType>;
  CommentsPage?: CommentsPageResolvers<ContextType>;
  CompareCounts?: CompareCountsResolvers<ContextType>;
  CompareItem?: CompareItemResolvers<ContextType>;
  CompareTotals?: CompareTotalsResolvers<ContextType>;
  CompareTypeRollup?: CompareTypeRollupResolvers<ContextType>;
  CopiedCollection?: CopiedCollectionResolvers<ContextType>;
  ExportFile?: ExportFileResolvers<ContextType>;
  ExportRequest?: ExportRequestResolvers<ContextType>;
  FeatureFlag?: FeatureFlagResolvers<ContextType>;
  FeatureFlagValue?: FeatureFlagValueResolvers<ContextType>;
  FileLink?: FileLinkResolvers<ContextType>;
  ImportDocument?: ImportDocumentResolvers<ContextType>;
  ImportPreview?: ImportPreviewResolvers<ContextType>;
  ImportRowError?: ImportRowErrorResolvers<ContextType>;
  ImportSourceColumn?: ImportSourceColumnResolvers<ContextType>;
  InviteOutcome?: InviteOutcomeResolvers<ContextType>;
  InviteReport?: InviteReportResolvers<ContextType>;
  InviteSuggestion?: InviteSuggestionResolvers<ContextType>;
  InvitedProject?: InvitedProjectResolvers<ContextType>;
  Invoice?: InvoiceResolvers<ContextType>;
  InvoiceData?: InvoiceDataResolvers<ContextType>;
  InvoiceList?: InvoiceListResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  LatLng?: LatLngResolvers<ContextType>;
  Library?: LibraryResolvers<ContextType>;
  LibraryList?: LibraryListResolvers<ContextType>;
  ManagePermissionResult?: ManagePermissionResultResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  NotificationsPage?: NotificationsPageResolvers<ContextType>;
  PaymentEvent?: PaymentEventResolvers<ContextType>;
  PaymentMethod?: PaymentMethodResolvers<ContextType>;
  PaymentOutcome?: PaymentOutcomeResolvers<ContextType>;
  PermissionChange?: PermissionChangeResolvers<ContextType>;
  PermissionUserInfo?: PermissionUserInfoResolvers<ContextType>;
  Price?: PriceResolvers<ContextType>;
  PriceMetadata?: PriceMetadataResolvers<ContextType>;
  PriceRecurring?: PriceRecurringResolvers<ContextType>;
  ProcoreAccount?: ProcoreAccountResolvers<ContextType>;
  ProcoreCompany?: ProcoreCompanyResolvers<ContextType>;
  ProcoreFolder?: ProcoreFolderResolvers<ContextType>;
  ProcoreLastUsedFolder?: ProcoreLastUsedFolderResolvers<ContextType>;
  ProcoreProject?: ProcoreProjectResolvers<ContextType>;
  ProductFieldDiff?: ProductFieldDiffResolvers<ContextType>;
  ProductFollower?: ProductFollowerResolvers<ContextType>;
  ProductMode?: ProductModeResolvers<ContextType>;
  ProductSearchHit?: ProductSearchHitResolvers<ContextType>;
  ProductSearchResponse?: ProductSearchResponseResolvers<ContextType>;
  ProductUpdate?: ProductUpdateResolvers<ContextType>;
  ProfileImage?: ProfileImageResolvers<ContextType>;
  Project?: ProjectResolvers<ContextType>;
  ProjectAbilities?: ProjectAbilitiesResolvers<ContextType>;
  ProjectAggregation?: ProjectAggregationResolvers<ContextType>;
  ProjectCreator?: ProjectCreatorResolvers<ContextType>;
  ProjectList?: ProjectListResolvers<ContextType>;
  ProjectMember?: ProjectMemberResolvers<ContextType>;
  ProjectPermission?: ProjectPermissionResolvers<ContextType>;
  ProjectPreference?: ProjectPreferenceResolvers<ContextType>;
  ProjectStatusChange?: ProjectStatusChangeResolvers<ContextType>;
  ProjectVersion?: ProjectVersionResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RecentProduct?: RecentProductResolvers<ContextType>;
  ResourceCommentsState?: ResourceCommentsStateResolvers<ContextType>;
  ResourcePermission?: ResourcePermissionResolvers<ContextType>;
  ResourceRoles?: ResourceRolesResolvers<ContextType>;
  RowDiffProduct?: RowDiffProductResolvers<ContextType>;
  RowFollower?: RowFollowerResolvers<ContextType>;
  Schedule?: ScheduleResolvers<ContextType>;
  ScheduleColumn?: ScheduleColumnResolvers<ContextType>;
  ScheduleCommand?: ScheduleCommandResolvers<ContextType>;
  ScheduleRowDeleted?: ScheduleRowDeletedResolvers<ContextType>;
  ScheduleRowEvent?: ScheduleRowEventResolvers<ContextType>;
  ScheduleRowsChange?: ScheduleRowsChangeResolvers<ContextType>;
  ScheduleRowsPage?: ScheduleRowsPageResolvers<ContextType>;
  ScheduleSchemaDefinition?: ScheduleSchemaDefinitionResolvers<ContextType>;
  ScrapeResult?: ScrapeResultResolvers<ContextType>;
  ScrapedImage?: ScrapedImageResolvers<ContextType>;
  SearchResult?: SearchResultResolvers<ContextType>;
  SearchResultsPage?: SearchResultsPageResolvers<ContextType>;
  SearchTerm?: SearchTermResolvers<ContextType>;
  SectionSettings?: SectionSettingsResolvers<ContextType>;
  Session?: SessionResolvers<ContextType>;
  SharedLink?: SharedLinkResolvers<ContextType>;
  SignInResult?: SignInResultResolvers<ContextType>;
  Slant?: SlantResolvers<ContextType>;
  SlantsPage?: SlantsPageResolvers<ContextType>;
  SortingData?: SortingDataResolvers<ContextType>;
  StarredProjectList?: StarredProjectListResolvers<ContextType>;
  StarredProjectLists?: StarredProjectListsResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  SuggestionResult?: SuggestionResultResolvers<ContextType>;
  SystemNotice?: SystemNoticeResolvers<ContextType>;
  SystemPulse?: SystemPulseResolvers<ContextType>;
  SystemStatus?: SystemStatusResolvers<ContextType>;
  TagTotal?: TagTotalResolvers<ContextType>;
  TestCard?: TestCardResolvers<ContextType>;
  Thumbnails?: ThumbnailsResolvers<ContextType>;
  TypeTotal?: TypeTotalResolvers<ContextType>;
  UserPreference?: UserPreferenceResolvers<ContextType>;
  UserProfile?: UserProfileResolvers<ContextType>;
  UserSearchPage?: UserSearchPageResolvers<ContextType>;
  UserSearchResult?: UserSearchResultResolvers<ContextType>;
  VersionComparison?: VersionComparisonResolvers<ContextType>;
  View?: ViewResolvers<ContextType>;
  ViewAbilities?: ViewAbilitiesResolvers<ContextType>;
  ViewDropdown?: ViewDropdownResolvers<ContextType>;
  ViewGrants?: ViewGrantsResolvers<ContextType>;
  Workspace?: WorkspaceResolvers<ContextType>;
  WorkspaceAbilities?: WorkspaceAbilitiesResolvers<ContextType>;
  WorkspaceBilling?: WorkspaceBillingResolvers<ContextType>;
  WorkspaceBranding?: WorkspaceBrandingResolvers<ContextType>;
  WorkspaceCreator?: WorkspaceCreatorResolvers<ContextType>;
  WorkspaceInvitation?: WorkspaceInvitationResolvers<ContextType>;
  WorkspaceList?: WorkspaceListResolvers<ContextType>;
  WorkspaceMember?: WorkspaceMemberResolvers<ContextType>;
  WorkspaceMemberList?: WorkspaceMemberListResolvers<ContextType>;
  WorkspaceSubscription?: WorkspaceSubscriptionResolvers<ContextType>;
};

