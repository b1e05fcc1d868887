import type {
  BuiltInViewKey,
  ColumnRestrictions,
  CommentKind,
  CommentPrivacy,
  CommentScope,
  CommentState,
  CommentType,
  ExportFileFormat,
  ExportKind,
  PaidPlan,
  ProjectPermissionType,
  Role,
  RowCells,
  ScheduleColumn,
  SubscriptionStatus,
  ViewSettings,
} from '@specboard/domain';
import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { ExportParams, ExportStatus } from '../features/exports/export-params.ts';
import type { ImportError, ImportParams } from '../features/imports/import-params.ts';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
/** bigint: a string on PostgreSQL (connection.ts), a BigInt on PGlite. */
type Int8 = ColumnType<string | bigint, string | number | bigint, string | number | bigint>;
/** jsonb written as JSON text by the repositories. */
type Json<T extends object | null> = JSONColumnType<T, string, string>;
/** jsonb with a default: may be left out of an insert. */
type JsonWithDefault<T extends object> = ColumnType<T, string | undefined, string>;

/** A line of an invoice: what was bought, how many, at what price (cents). */
export type InvoiceLine = {
  description: string;
  quantity: number;
  unitAmount: number;
  amount: number;
};

export type StoredImage = {
  key: string;
  thumbnails: Partial<Record<'small' | 'medium' | 'large' | 'full', string>>;
};

/** Storage keys of an image's thumbnails, by size. */
export type ThumbnailKeys = Record<'small' | 'medium' | 'large' | 'full', string>;

/**
 * The tables as Kysely sees them. Each feature adds its tables here beside its migration, so
 * queries stay typed end to end.
 */
export type WorkspaceRow = {
  id: string;
  name: string;
  description: string | null;
  keywords: JSONColumnType<string[], string, string>;
  logo: JSONColumnType<StoredImage, StoredImage | null, StoredImage | null> | null;
  kind: 'personal' | 'custom';
  plan: 'free' | 'premium' | 'starter' | 'self_serve' | 'managed' | 'admin' | 'premiumExpired';
  status: 'active' | 'archived' | 'paidFailed';
  creator_id: string;
  free_licenses: Generated<number>;
  premium_licenses: Generated<number>;
  guest_license_limit: Generated<number>;
  unlimited_users: Generated<boolean>;
  allow_pages: Generated<boolean>;
  published: Generated<boolean>;
  is_verified: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Timestamp;
};

export type StoredAddress = {
  formatted_address: string;
  geometry?: { location: { lat: number; lng: number } } | null;
  address_components?: { long_name: string; short_name: string; types: string[] }[] | null;
};

export type ProjectRow = {
  id: string;
  workspace_id: string;
  project_name: string;
  number: string | null;
  phase: string | null;
  status: 'active' | 'archived';
  address: JSONColumnType<StoredAddress, string | null, string | null> | null;
  location: string | null;
  // Exact figures travel as strings (bigint and numeric).
  base_budget: ColumnType<string, string | number, string | number>;
  area: ColumnType<string, string | number, string | number>;
  area_unit: 'feet' | 'meter';
  power_density: ColumnType<string, string | number, string | number>;
  source_library_id: string | null;
  project_color: string | null;
  project_icon: string | null;
  /** True exactly while shared_link_token is set (a check holds it so). */
  is_shared: Generated<boolean>;
  shared_link_token: string | null;
  shared_link_generated_at: NullableTimestamp;
  /** Readers of the shared link may export; false whenever the link is off. */
  shared_link_allows_export: Generated<boolean>;
  rows_count: Generated<number>;
  tags: JSONColumnType<string[], string, string>;
  creator_id: string;
  created_at: Generated<Date>;
  last_modified: Timestamp;
};

export interface Database {
  projects: ProjectRow;
  project_permissions: {
    project_id: string;
    user_id: string;
    role: ProjectPermissionType;
    invited_by: string | null;
    created_at: Generated<Date>;
    updated_at: Timestamp;
  };
  project_accesses: { project_id: string; user_id: string; accessed_at: Timestamp };
  project_aggregations: {
    id: string;
    project_id: string;
    notes: Generated<string>;
    updated_at: Timestamp;
  };
  starred_project_lists: {
    id: string;
    workspace_id: string;
    user_id: string;
    name: string;
    tags: JSONColumnType<string[], string, string>;
    sorting_mode: string | null;
    created_at: Generated<Date>;
  };
  project_preferences: {
    project_id: string;
    user_id: string;
    key: string;
    value: string | null;
    updated_at: Timestamp;
  };
  workspaces: WorkspaceRow;
  workspace_memberships: {
    workspace_id: string;
    user_id: string;
    role: string;
    membership: 'creator' | 'member' | 'guest';
    status: 'active' | 'pending';
    invited_by: string | null;
    created_at: Generated<Date>;
  };
  workspace_invitations: {
    id: string;
    workspace_id: string;
    user_id: string;
    role: string;
    membership: 'member' | 'guest';
    accept_on_sign_in: Generated<boolean>;
    invited_by: string | null;
    created_at: Generated<Date>;
  };
  /** A project shared with someone invited into its workspace, theirs once they accept. */
  project_invitations: {
    project_id: string;
    user_id: string;
    workspace_id: string;
    role: ProjectPermissionType;
    invited_by: string | null;
    created_at: Generated<Date>;
  };
  feature_flags: {
    name: string;
    enabled: Generated<boolean>;
    value_type: 'string' | 'integer' | 'float' | null;
    value_string: string | null;
    value_integer: number | null;
    value_float: number | null;
    updated_at: Generated<Date>;
  };
  schema_migrations: { name: string; applied_at: Generated<Date> };
  instance_settings: { key: string; value: string; created_at: Generated<Date> };
  // Imports of documents (migration 0033; written in SQL by features/imports).
  import_documents: {
    id: string;
    workspace_id: string;
    project_id: string | null;
    collection_id: string | null;
    schedule_id: string;
    user_id: string;
    file_key: string;
    file_name: string;
    sheet_name: string | null;
    params: Json<ImportParams>;
    status: 'pending' | 'running' | 'finished' | 'failed';
    rows_read: Generated<number>;
    rows_count: number | null;
    products_uploaded: Generated<number>;
    errors: JsonWithDefault<ImportError[]>;
    errors_count: Generated<number>;
    first_error: string | null;
    created_at: Generated<Date>;
    finished_at: Date | null;
  };
  users: {
    id: string;
    email: string;
    email_verified: Generated<boolean>;
    password_hash: string | null;
    must_change_password: Generated<boolean>;
    name: string | null;
    company: string | null;
    job_title: string | null;
    location: string | null;
    project_team_role: string | null;
    logo: JSONColumnType<StoredImage, StoredImage | null, StoredImage | null> | null;
    picture: JSONColumnType<StoredImage, StoredImage | null, StoredImage | null> | null;
    payment_status: string | null;
    project_sorting_mode: string | null;
    project_sorting_mode_ascending: boolean | null;
    collection_sorting_mode: string | null;
    collection_sorting_mode_ascending: boolean | null;
    terms_accepted_at: NullableTimestamp;
    password_changed_at: NullableTimestamp;
    /** The Premium group: kept by the billing feature (a personal workspace's live subscription). */
    in_premium_group: Generated<boolean>;
    created_at: Generated<Date>;
    updated_at: Timestamp;
  };
  verification_codes: {
    id: string;
    user_id: string;
    purpose: 'confirm-sign-up' | 'reset-password';
    code_hash: string;
    claimed_password_hash: string | null;
    claimed_name: string | null;
    attempts: Generated<number>;
    expires_at: Timestamp;
    used_at: NullableTimestamp;
    created_at: Generated<Date>;
  };
  refresh_tokens: {
    id: string;
    family_id: string;
    user_id: string;
    token_hash: string;
    expires_at: Timestamp;
    spent_at: NullableTimestamp;
    revoked_at: NullableTimestamp;
    revoked_reason: string | null;
    created_at: Generated<Date>;
  };
  rate_limits: { subject: string; window_ends_at: Timestamp; hits: number };
  files: {
    key: string;
    owner_id: string;
    filename: string;
    content_type: string;
    /** Bytes; bigint, read as a string on PostgreSQL. */
    size: ColumnType<string | number | bigint, number, never>;
    thumbnails: JSONColumnType<ThumbnailKeys | null, ThumbnailKeys | null, ThumbnailKeys | null>;
    created_at: Generated<Date>;
  };
  mail_outbox: {
    id: string;
    recipient: string;
    subject: string;
    text_body: string;
    html_body: string | null;
    created_at: Generated<Date>;
  };
  user_preferences: {
    user_id: string;
    key: string;
    value: string | null;
    updated_at: Timestamp;
  };
  schedules: {
    id: string;
    /** Exactly one of project_id and collection_id is set (schedules_one_owner). */
    project_id: string | null;
    collection_id: string | null;
    kind: Generated<'live' | 'version'>;
    /** The custom columns (the product columns are fixed). */
    custom_fields: JsonWithDefault<ScheduleColumn[]>;
    next_position: ColumnType<
      string | bigint,
      string | number | bigint | undefined,
      string | number | bigint
    >;
    column_restrictions: JsonWithDefault<ColumnRestrictions>;
    created_at: Generated<Date>;
  };
  schedule_rows: {
    schedule_id: string;
    id: string;
    position: Int8;
    type_key: Generated<string>;
    /** Product and custom cells; computed cells too, written by the server only. */
    cells: JsonWithDefault<RowCells>;
    /** Each cell's version, by column. */
    versions: JsonWithDefault<Record<string, string>>;
    hidden: Generated<boolean>;
    deleted_at: NullableTimestamp;
    deleted_by: string | null;
    session: string | null;
    updated_by: string | null;
    created_at: Generated<Date>;
    updated_at: Timestamp;
    /** Generated from cells by the database (0022). */
    search_text: ColumnType<string, never, never>;
    /** The product this row keeps a reference to (0030): a row of the collection's schedule. */
    ref_collection_id: string | null;
    ref_product_id: string | null;
    /** The product's reference-field values as the row last took them. */
    ref_values: ColumnType<Record<string, unknown> | null, string | null, string | null>;
    ref_taken_at: NullableTimestamp;
    /** The product changed since (kept with every change of the product). */
    ref_update_available: Generated<boolean>;
  };
  schedule_cell_history: {
    id: ColumnType<string | bigint, never, never>;
    schedule_id: string;
    row_id: string;
    col: string;
    old_value: ColumnType<unknown, string | null, string | null>;
    new_value: ColumnType<unknown, string | null, string | null>;
    version: string;
    user_id: string;
    session: string | null;
    changed_at: Generated<Date>;
  };
  schedule_type_totals: ScheduleTotalsRow & { type: string };
  schedule_tag_totals: ScheduleTotalsRow & { tag: string };
  /** Custom columns deleted from a schedule, kept so that the deletion can be undone. */
  schedule_deleted_columns: {
    schedule_id: string;
    col: string;
    definition: Json<ScheduleColumn>;
    place: number;
    /** Each row's cell as it was, by row id (only rows that had one). */
    cells: JsonWithDefault<Record<string, { value: unknown; version: string }>>;
    deleted_by: string | null;
    deleted_at: Generated<Date>;
  };
  schedule_views: {
    id: string;
    project_id: string | null;
    collection_id: string | null;
    name: string;
    type: 'builtin' | 'custom';
    builtin_key: BuiltInViewKey | null;
    created_by: string | null;
    settings: Json<Partial<ViewSettings>>;
    granted_users: Generated<string[]>;
    granted_roles: Generated<Role[]>;
    position: number;
    created_at: Generated<Date>;
    updated_at: Timestamp;
  };
  schedule_view_params: {
    view_id: string;
    user_id: string;
    params: Json<Record<string, unknown>>;
    updated_at: Timestamp;
  };
  project_versions: {
    id: string;
    project_id: string;
    schedule_id: string;
    title: string;
    short_name: string | null;
    version_date: Timestamp;
    status: Generated<'active' | 'archived'>;
    rows_count: Generated<number>;
    created_by: string | null;
    created_at: Generated<Date>;
  };
  comments: {
    id: string;
    workspace_id: string;
    resource_type: CommentScope;
    resource_id: string;
    schedule_id: string | null;
    type: CommentKind;
    row_id: string | null;
    cell_pointer: string | null;
    message: string;
    comment_type: CommentType;
    privacy: CommentPrivacy;
    status: CommentState;
    mentioned: Generated<string[]>;
    resolved: Generated<boolean>;
    resolved_by: string | null;
    resolved_at: NullableTimestamp;
    created_by: string;
    created_at: Generated<Date>;
    /** Set when the author changes the message; resolving does not count. */
    edited_at: NullableTimestamp;
    updated_at: Timestamp;
  };
  comment_attachments: { comment_id: string; file_key: string; position: number };
  /** Files declared on a resource: those who read it may open them. */
  resource_attachments: {
    resource_type: CommentScope;
    resource_id: string;
    file_key: string;
    declared_by: string;
    created_at: Generated<Date>;
  };
  comment_reads: { user_id: string; comment_id: string; read_at: Timestamp };
  comment_preferences: {
    user_id: string;
    resource_type: CommentScope;
    resource_id: string;
    hide_resolved: Generated<boolean>;
    updated_at: Timestamp;
  };
  row_followers: {
    schedule_id: string;
    row_id: string;
    user_id: string;
    created_at: Generated<Date>;
  };
  notifications: {
    id: string;
    user_id: string;
    kind: 'mention' | 'comment' | 'share' | 'inviteRequest';
    actor_id: string;
    workspace_id: string;
    resource_type: CommentScope;
    resource_id: string;
    /** The resource's name as it was, so a notification reads the same after a rename. */
    resource_name: string;
    row_id: string | null;
    cell_pointer: string | null;
    comment_id: string | null;
    excerpt: string;
    /** Where the notification leads, when the event names a place of its own. */
    link: string | null;
    read_at: NullableTimestamp;
    created_at: Generated<Date>;
  };
  export_files: {
    id: string;
    request_id: string;
    project_id: string;
    workspace_id: string;
    user_id: string | null;
    shared_link: string | null;
    kind: ExportKind;
    format: ExportFileFormat;
    file_name: string;
    /** What to export, fixed when it was asked for (exports/export-params.ts). */
    params: Json<ExportParams>;
    status: Generated<ExportStatus>;
    progress: Generated<number>;
    storage_key: string | null;
    size: ColumnType<string | null, number | null, number | null>;
    error_message: string | null;
    delivered_at: NullableTimestamp;
    attempts: Generated<number>;
    created_at: Generated<Date>;
    finished_at: NullableTimestamp;
    expires_at: Timestamp;
  };
  /** A workspace's customer at the payment provider, its default card and billing history. */
  billing_accounts: {
    workspace_id: string;
    provider: 'stripe' | 'test';
    customer_id: string;
    card_id: string | null;
    card_brand: string | null;
    card_last4: string | null;
    card_exp_month: number | null;
    card_exp_year: number | null;
    pending_confirmation_id: string | null;
    had_trial: Generated<boolean>;
    ever_paid: Generated<boolean>;
    created_at: Generated<Date>;
    updated_at: Timestamp;
  };
  /** The provider's subscriptions of a workspace, as last told (features/billing). */
  billing_subscriptions: {
    id: string;
    workspace_id: string;
    status: SubscriptionStatus;
    plan: PaidPlan;
    price_id: string;
    price_amount: number;
    price_currency: string;
    price_interval: string;
    quantity: number;
    guest_price_id: string | null;
    guest_quantity: Generated<number>;
    current_period_start: Timestamp;
    current_period_end: Timestamp;
    trial_end: NullableTimestamp;
    cancel_at_period_end: Generated<boolean>;
    latest_invoice_id: string | null;
    updated_at: Timestamp;
  };
  billing_invoices: {
    id: string;
    workspace_id: string;
    subscription_id: string | null;
    number: string;
    status: 'draft' | 'open' | 'paid' | 'void' | 'uncollectible';
    amount_due: number;
    amount_paid: number;
    currency: string;
    description: string;
    period_start: Timestamp;
    period_end: Timestamp;
    created_at: Timestamp;
    pdf_url: string | null;
    lines: JsonWithDefault<InvoiceLine[]>;
  };
  /** Provider events applied, by id: each once. */
  billing_events: { id: string; type: string; received_at: Generated<Date> };
  /** The built-in test provider's own objects (platform/billing/test-provider.ts). */
  test_provider_objects: {
    id: string;
    kind: 'customer' | 'payment_method' | 'subscription' | 'invoice' | 'confirmation';
    customer_id: string | null;
    data: Json<Record<string, unknown>>;
    created_at: Generated<Date>;
    updated_at: Timestamp;
  };
  /** A person's connected Procore sign-in; both tokens encrypted (features/procore/procore-crypto.ts). */
  procore_accounts: {
    id: string;
    user_id: string;
    procore_user_id: string;
    login: string;
    name: string;
    access_token: string;
    refresh_token: string;
    access_token_expires_at: Timestamp;
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
  };
  procore_last_used_folders: {
    id: string;
    user_id: string;
    account_id: string;
    company_id: string;
    company_name: string;
    project_id: string;
    project_name: string;
    folder_id: string | null;
    folder_name: string | null;
    folder_name_with_path: string | null;
    used_at: Timestamp;
  };
  libraries: {
    id: string;
    workspace_id: string;
    name: string;
    description: string | null;
    keywords: JsonWithDefault<string[]>;
    logo: JSONColumnType<StoredImage, StoredImage | null, StoredImage | null> | null;
    kind: LibraryKind;
    creator_id: string | null;
    created_at: Generated<Date>;
    last_modified: Timestamp;
  };
  library_permissions: {
    library_id: string;
    user_id: string;
    role: ProjectPermissionType;
    invited_by: string | null;
    created_at: Generated<Date>;
  };
  collections: {
    id: string;
    workspace_id: string;
    /** Its home library; the free cap counts the default library's private ones. */
    library_id: string;
    name: string;
    description: string | null;
    keywords: JsonWithDefault<string[]>;
    logo: JSONColumnType<StoredImage, StoredImage | null, StoredImage | null> | null;
    location: string | null;
    publish: Generated<CollectionPublish>;
    sharing_type: Generated<CollectionSharingType>;
    /** Not followed into other workspaces, nor suggested. */
    locked_to_workspace: Generated<boolean>;
    shared_link_token: string | null;
    shared_link_mode: string | null;
    shared_link_fields: JsonWithDefault<string[]>;
    shared_link_generated_at: NullableTimestamp;
    is_verified: Generated<boolean>;
    /** Kept by every product change in the same transaction. */
    products_count: Generated<number>;
    /** What search reads of it, generated by the database (0032). */
    search_text: ColumnType<string, never, never>;
    search_words: ColumnType<string, never, never>;
    creator_id: string | null;
    created_at: Generated<Date>;
    last_modified: Timestamp;
  };
  /** A workspace following a collection of another workspace (its members read it as followers). */
  collection_follows: {
    collection_id: string;
    workspace_id: string;
    followed_by: string | null;
    created_at: Generated<Date>;
    last_accessed_at: Generated<Date>;
  };
  /** A collection suggested to someone by e-mail. */
  collection_suggestions: {
    id: string;
    collection_id: string;
    email: string;
    user_id: string | null;
    suggested_by: string | null;
    message: string | null;
    status: Generated<CollectionSuggestionStatus>;
    created_at: Generated<Date>;
  };
  /** Collections added to custom libraries besides their home library. */
  library_collections: {
    library_id: string;
    collection_id: string;
    added_by: string | null;
    added_at: Generated<Date>;
  };
  collection_permissions: {
    collection_id: string;
    user_id: string;
    role: ProjectPermissionType;
    invited_by: string | null;
    created_at: Generated<Date>;
  };
  collection_photos: {
    id: string;
    collection_id: string;
    file_key: string;
    filename: string;
    content_type: string;
    size: number;
    created_by: string | null;
    created_at: Generated<Date>;
  };
  collection_accesses: { user_id: string; collection_id: string; accessed_at: Timestamp };
  /** The products a person last added to a schedule, per workspace (0030; 10 kept). */
  recent_products: {
    workspace_id: string;
    user_id: string;
    collection_id: string;
    product_id: string;
    used_at: Timestamp;
  };
  /** A person's order and collapsed groups per workspace and library ('' for all libraries). */
  section_settings: {
    user_id: string;
    workspace_id: string;
    library_key: Generated<string>;
    resource_type: Generated<string>;
    sections_order: JsonWithDefault<string[]>;
    collapsed: JsonWithDefault<string[]>;
  };
  /** What search reads of each product, kept by a trigger on schedule_rows (0032). */
  product_search: {
    id: ColumnType<string, never, never>;
    schedule_id: string;
    row_id: string;
    collection_id: string;
    workspace_id: string;
    name: string;
    manufacturer: string;
    product_type: string;
    environment: string;
    mounting: string;
    wattage: number | null;
    lumens: number | null;
    price: number | null;
    lead_time: number | null;
    efficacy: number | null;
    ccts: number[];
    cri: number | null;
    length_mm: number | null;
    title: string;
    title_words: string;
    body: string;
    words: string;
    updated_at: Timestamp;
  };
  /** Every word indexed, and its one-letter deletions (typo candidates; 0032). */
  search_words: { word: string };
  search_word_variants: { variant: string; word: string };
  /** A search's matches in order, for its scrollID's pages (0032). */
  search_scrolls: {
    id: string;
    user_id: string;
    kind: string;
    keys: string[];
    capped: boolean;
    created_at: Generated<Date>;
  };
}

export type LibraryKind = 'default' | 'custom';
export type CollectionPublish = 'private' | 'publish' | 'unlistedPublish';
export type CollectionSharingType = 'private' | 'unlisted' | 'unlistedPublish';
export type CollectionSuggestionStatus = 'active' | 'ignored' | 'copied' | 'followed';

/** Running totals of a schedule by type designation or by tag. */
type ScheduleTotalsRow = {
  schedule_id: string;
  rows: Generated<number>;
  total_cost: ColumnType<string, string | number | undefined, string | number>;
  total_power: ColumnType<string, string | number | undefined, string | number>;
};
