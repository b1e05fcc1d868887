-- Trigram matching (full, part and fuzzy search) on both the embedded database and a server.
create extension if not exists pg_trgm;
