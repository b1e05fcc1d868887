-- Where a notification leads in the app, when the event names a place of its own: a request for an
-- invite opens the project's share dialog filled in. Without it the bell links to the resource.
alter table notifications add column link text;
