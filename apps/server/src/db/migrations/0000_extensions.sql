-- Trigram matching for typo-tolerant search (players, creators, content titles).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
