-- btree_gist lets later migrations declare exclusion constraints such as
-- EXCLUDE USING gist (hall_id WITH =, during WITH &&): a hall can never be double-booked.
-- It is a trusted extension, so a database owner may create it on PostgreSQL 13+.
CREATE EXTENSION IF NOT EXISTS btree_gist;
