-- A project's base budget keeps its cents: '185,000.50' is 185000.50, as typed (it was whole
-- dollars, and the form read the point away). Area and power density were exact already.
alter table projects alter column base_budget type numeric(14, 2);
