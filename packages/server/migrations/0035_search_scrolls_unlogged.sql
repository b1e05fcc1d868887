-- A search's kept matches live 30 minutes and are asked for again by a new search when lost:
-- they need no write-ahead log, so keeping one no longer waits for the log to reach the disk.
alter table search_scrolls set unlogged;
