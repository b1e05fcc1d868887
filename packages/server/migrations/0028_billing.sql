-- Billing (issue 21; seed 001 sections 3, 4, 7 and 8): what the payment provider told us of each
-- workspace's customer, subscription and invoices, kept so the payment page and the plan read our
-- database, not the provider, on every request. The provider's word wins: each row is replaced by
-- the provider's object whenever an event brings it.
create table billing_accounts (
  workspace_id text primary key references workspaces (id) on delete cascade,
  provider text not null check (provider in ('stripe', 'test')),
  -- The provider's customer: an event is applied to the workspace holding its customer, only.
  customer_id text not null unique,
  card_id text,
  card_brand text,
  card_last4 text,
  card_exp_month integer,
  card_exp_year integer,
  -- A payment the bank asks the payer to confirm (confirmPayment accepts this id only).
  pending_confirmation_id text,
  had_trial boolean not null default false,
  ever_paid boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table billing_subscriptions (
  id text primary key,
  workspace_id text not null references workspaces (id) on delete cascade,
  status text not null check (status in ('incomplete', 'incomplete_expired', 'trialing', 'active',
    'past_due', 'unpaid', 'canceled')),
  plan text not null check (plan in ('starter', 'premium')),
  price_id text not null,
  -- The member-seat price as sold when the subscription was last told of: what the page shows.
  price_amount integer not null,
  price_currency text not null,
  price_interval text not null,
  quantity integer not null check (quantity >= 0),
  guest_price_id text,
  guest_quantity integer not null default 0 check (guest_quantity >= 0),
  current_period_start timestamptz not null,
  current_period_end timestamptz not null,
  trial_end timestamptz,
  cancel_at_period_end boolean not null default false,
  latest_invoice_id text,
  updated_at timestamptz not null default now()
);
create index billing_subscriptions_workspace on billing_subscriptions (workspace_id, updated_at desc);

create table billing_invoices (
  id text primary key,
  workspace_id text not null references workspaces (id) on delete cascade,
  subscription_id text,
  number text not null,
  status text not null check (status in ('draft', 'open', 'paid', 'void', 'uncollectible')),
  amount_due integer not null,
  amount_paid integer not null,
  currency text not null,
  description text not null,
  period_start timestamptz not null,
  period_end timestamptz not null,
  created_at timestamptz not null,
  -- The provider's own PDF (Stripe); null when we draw it.
  pdf_url text,
  lines jsonb not null default '[]'
);
create index billing_invoices_workspace on billing_invoices (workspace_id, created_at desc, id);

-- Every provider event applied, by its id: a delivery seen again changes nothing.
create table billing_events (
  id text primary key,
  type text not null,
  received_at timestamptz not null default now()
);

-- The built-in test provider's own side, as Stripe's database is Stripe's: its customers, cards,
-- subscriptions, invoices and payments waiting for the bank's confirmation, each the provider's
-- object as JSON. Card numbers are never kept: only brand, last four digits, expiry and what
-- paying with the card does.
create table test_provider_objects (
  id text primary key,
  kind text not null check (kind in ('customer', 'payment_method', 'subscription', 'invoice',
    'confirmation')),
  customer_id text,
  data jsonb not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index test_provider_objects_customer on test_provider_objects (kind, customer_id);

-- The Premium group (seed 000 section 6): the creator of a personal workspace holding a live
-- subscription. Kept by the billing feature as it applies the provider's events, and read by the
-- permission engine's subject in the same select as the membership.
alter table users add column in_premium_group boolean not null default false;
